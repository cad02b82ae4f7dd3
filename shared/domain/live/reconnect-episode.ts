/**
 * One reconnect episode's state and its moves (reconnect-policy.ts steps them): how it
 * starts (unless the hour's episodes are spent), waits, takes a refusal by its kind
 * (refusals.ts), settles on what a read finds after a try, and ends.
 */
import type { ReconnectBy } from './reconnect-by';
import { RECONNECT, waitMs } from './reconnect-backoff';
import type { ReconnectAction, ServerSays } from './reconnect-policy';
import { refusalKind } from './refusals';

interface Episode {
  /** When the read found the destination off air. */
  startedAt: number;
  /** Connects sent in this episode. */
  tries: number;
  /** The server still lists the failed push, so the next try goes through Retry. */
  held: boolean;
  /** The push is merely gone (a drop, or stopped outside): the first try waits for a second read. */
  confirm: boolean;
  /** Refusals whose kind nobody can name: tried a few times only. */
  unknownRefusals: number;
}

export interface ReconnectState {
  enabled: boolean;
  /** This console started the destination's push (kept per account on disk): only then is it brought back. */
  ours: boolean;
  episode: Episode | null;
  /** When the next try is due while waiting, else null. */
  dueAt: number | null;
  /** Our connect awaits its answer, or a read is to tell what it came to. */
  pending: 'answer' | 'read' | null;
  /** The try was answered "already pushing": the read decides, no connect follows that answer. */
  pushing: boolean;
  /** The last read could not tell where the push is (unmatched, unreadable): every try waits. */
  unsure: boolean;
  /** The board lost track of the destination: nothing is sent until a read says where it is. */
  unknown: boolean;
  /** A stop came while our connect was pending: a late success is disconnected. */
  undo: boolean;
  /** The last episode that reconnected: a drop soon after continues it, so its count never resets. */
  recent: { startedAt: number; tries: number; endedAt: number } | null;
  /** When this destination's episodes of the last hour started. */
  starts: number[];
  /** How the last episode ended when it gave up or was refused, until the next: the row says so. */
  gaveUp: EpisodeEnd | null;
  /** Where the setting was last turned on or off (absent before any was). */
  by?: ReconnectBy;
}

export type EpisodeEnd =
  | { kind: 'reconnected'; tries: number; offAirMs: number }
  | { kind: 'gave-up'; tries: number; reason: string }
  /** Refused for a lasting reason (the key, credentials, a missing service), or "already pushing" and not listed. */
  | { kind: 'refused'; tries: number; reason: string }
  /** Too many episodes within the hour: the operator decides. */
  | { kind: 'capped'; tries: number; reason: string }
  | { kind: 'stopped'; tries: number; outside?: boolean };

export interface Step {
  state: ReconnectState;
  actions: ReconnectAction[];
  ended: EpisodeEnd | null;
}

export const stay = (state: ReconnectState): Step => ({ state, actions: [], ended: null });

export function end(s: ReconnectState, ended: EpisodeEnd, at: number, actions: ReconnectAction[] = []): Step {
  const recent = ended.kind === 'reconnected' && s.episode ? { startedAt: s.episode.startedAt, tries: s.episode.tries, endedAt: at } : null;
  const gaveUp = ended.kind === 'gave-up' || ended.kind === 'refused' || ended.kind === 'capped' ? ended : null;
  return { state: { ...s, episode: null, dueAt: null, pending: s.undo ? s.pending : null, pushing: false, recent, gaveUp }, actions, ended };
}

export function start(s: ReconnectState, at: number, rand: () => number, gone: boolean): Step {
  const r = s.recent !== null && at - s.recent.endedAt < RECONNECT.maxGapMs ? s.recent : null;
  const starts = s.starts.filter((t) => at - t < RECONNECT.hourMs);
  const episode = { startedAt: r?.startedAt ?? at, tries: r?.tries ?? 0, held: !gone, confirm: gone, unknownRefusals: 0 };
  const t = { ...s, episode, recent: null, gaveUp: null, starts: r ? starts : [...starts, at] };
  if (r === null && starts.length >= RECONNECT.episodesPerHour) {
    return end(t, { kind: 'capped', tries: 0, reason: `it dropped ${starts.length + 1} times within an hour; press Retry to bring it back` }, at);
  }
  return gone ? stay(t) : schedule(t, at, rand, 'Destination dropped the stream');
}

/** Waits for the next try, or gives up when the tries or the time are spent. */
export function schedule(s: ReconnectState, at: number, rand: () => number, reason: string): Step {
  const ep = s.episode!;
  const due = at + waitMs(ep.tries + 1, rand());
  if (ep.tries >= RECONNECT.maxTries || due - ep.startedAt > RECONNECT.maxEpisodeMs) {
    return end(s, { kind: 'gave-up', tries: ep.tries, reason }, at);
  }
  return stay({ ...s, dueAt: due });
}

/** A refused try, by the kind of its refusal. */
export function refused(s: ReconnectState, at: number, reason: string, code: string | null, rand: () => number): Step {
  const ep = s.episode;
  if (ep === null) return stay(s);
  const kind = refusalKind(reason, code);
  if (kind === 'pushing') return { state: { ...s, pending: 'read', pushing: true }, actions: [{ kind: 'read' }], ended: null };
  if (kind === 'lasting') return end(s, { kind: 'refused', tries: ep.tries, reason }, at);
  if (kind === 'passing') return schedule(s, at, rand, reason);
  const n = ep.unknownRefusals + 1;
  if (n >= RECONNECT.maxUnknownRefusals) return end(s, { kind: 'gave-up', tries: ep.tries, reason: `refused ${n} times for a reason the console cannot place: ${reason}` }, at);
  return schedule({ ...s, episode: { ...ep, unknownRefusals: n } }, at, rand, reason);
}

/** What the read after a try (accepted, lost, "already pushing", or undone) found. */
export function afterRead(s: ReconnectState, at: number, server: ServerSays, reason: string | null, rand: () => number): Step {
  if (server === 'connecting') return stay(s);
  const t = { ...s, pending: null, pushing: false };
  if (s.undo) return { state: { ...t, undo: false }, actions: server === 'live' || server === 'held' ? [{ kind: 'disconnect' }] : [], ended: null };
  const ep = t.episode;
  if (ep === null) return stay(t);
  if (server === 'live') return end(t, { kind: 'reconnected', tries: ep.tries, offAirMs: at - ep.startedAt }, at);
  if (server === 'stopped') return end(t, { kind: 'stopped', tries: ep.tries, outside: true }, at);
  if (s.pushing) return end(t, { kind: 'refused', tries: ep.tries, reason: 'the server says it is already pushing, yet does not list it on air; check status' }, at);
  // The push the try started failed on the platform: its reason is the try's refusal.
  if (server === 'held' && reason !== null) return refused(t, at, reason, null, rand);
  return schedule(t, at, rand, 'Destination is not pushing after the try');
}
