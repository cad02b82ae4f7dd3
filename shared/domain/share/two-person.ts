/**
 * The two-person rule (off by default): a destructive act is sent only once a second,
 * different person asks for the very same act within `windowMs` of the first. The first
 * press sends nothing and waits ("Waiting for a second person"); the same person pressing
 * again is refused; a different person's press confirms it and it is sent exactly once
 * (the pending act is gone from then on, so a third press starts a new wait). Pure: the
 * caller keeps the state and the clock.
 */
import type { Person } from './person';

export type Who = Pick<Person, 'id' | 'name' | 'address'>;

export interface PendingAct {
  key: string;
  action: string;
  first: Who;
  until: number;
}

export type TwoPersonState = ReadonlyMap<string, PendingAct>;

export type TwoPersonStep =
  | { kind: 'send'; first: Who; confirmedBy: Who }
  | { kind: 'waiting'; words: string }
  | { kind: 'refused'; words: string };

export const TWO_PERSON_WINDOW_MS = 30_000;

/** One press of a destructive act by `who`: the next state and what to do with the press. */
export function twoPersonPress(state: TwoPersonState, press: { key: string; action: string; who: Who; now: number }, windowMs = TWO_PERSON_WINDOW_MS): { state: TwoPersonState; step: TwoPersonStep } {
  const next = new Map([...state].filter(([, p]) => p.until > press.now));
  const pending = next.get(press.key);
  if (pending === undefined) {
    next.set(press.key, { key: press.key, action: press.action, first: press.who, until: press.now + windowMs });
    const secs = Math.round(windowMs / 1000);
    return { state: next, step: { kind: 'waiting', words: `Not sent yet: waiting for a second person. ${press.action} needs another person to press it too within ${secs} s (the two-person rule).` } };
  }
  if (pending.first.id === press.who.id) {
    return { state: next, step: { kind: 'refused', words: `Not sent: you asked for ${press.action} already; the two-person rule needs a different person to confirm it.` } };
  }
  next.delete(press.key);
  return { state: next, step: { kind: 'send', first: pending.first, confirmedBy: press.who } };
}

/** The acts waiting for their second person, for every view to show. */
export function waitingActs(state: TwoPersonState, now: number): PendingAct[] {
  return [...state.values()].filter((p) => p.until > now);
}
