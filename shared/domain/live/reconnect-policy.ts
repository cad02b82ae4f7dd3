/**
 * The reconnect policy of one destination, as a pure step function: events in (what each
 * read of the server says of it, our try's answer, any stop, the clock), what to send out.
 * It holds the rules platforms teach and the console's own: act only on a push this
 * console started; only on a read that can tell (an unmatched or unreadable read holds
 * every try, a push merely gone waits for a second read); never after any stop; never
 * while the outcome is unknown (read first); "already pushing" is read, never answered by
 * another connect; never two connects in flight; and give up within reconnect-backoff's
 * limits. Its state is part of the board (board-show.ts), never a second owner's.
 */
import type { ReconnectBy } from './reconnect-by';
import { RECONNECT } from './reconnect-backoff';
import { type ReconnectState, type Step, afterRead, end, refused, schedule, start, stay } from './reconnect-episode';

export type { ReconnectState, Step } from './reconnect-episode';

/**
 * What a read of the server says of the destination: listed on air, listed failed (the
 * server holds it), listed as stopped (someone stopped it), not listed, still connecting,
 * or a read that cannot tell (`unsure`). `lost`: the read found a push that was live gone
 * off air, not by this console's own disconnect.
 */
export type ServerSays = 'live' | 'held' | 'stopped' | 'gone' | 'connecting' | 'unsure';

export type ReconnectEvent =
  | { type: 'read'; at: number; server: ServerSays; lost?: boolean; reason?: string | null }
  | { type: 'answer'; at: number; outcome: 'ok' | 'refused' | 'lost'; reason?: string; code?: string | null }
  | { type: 'unknown'; at: number }
  /** Any stop of the destination, by whatever key, or seen on the server. */
  | { type: 'disconnect'; at: number }
  | { type: 'enable'; at: number; enabled: boolean; by?: ReconnectBy }
  /** This console started (true) the destination's push, or stopped it for good (false). */
  | { type: 'ours'; at: number; ours: boolean }
  | { type: 'tick'; at: number };

export type ReconnectAction = { kind: 'connect' | 'retry'; attempt: number } | { kind: 'read' } | { kind: 'disconnect' };

export function initialReconnect(enabled: boolean, ours = false): ReconnectState {
  return { enabled, ours, episode: null, dueAt: null, pending: null, pushing: false, unsure: false, unknown: false, undo: false, recent: null, starts: [], gaveUp: null };
}

function onTick(s: ReconnectState, at: number): Step {
  const ep = s.episode;
  if (!ep || s.dueAt === null || at < s.dueAt || s.pending !== null || s.unknown || s.unsure || ep.confirm) return stay(s);
  if (at - ep.startedAt >= RECONNECT.maxEpisodeMs) return end(s, { kind: 'gave-up', tries: ep.tries, reason: 'no connection within 10 minutes' }, at);
  const episode = { ...ep, tries: ep.tries + 1 };
  const action = { kind: ep.held ? ('retry' as const) : ('connect' as const), attempt: episode.tries };
  return { state: { ...s, episode, dueAt: null, pending: 'answer' }, actions: [action], ended: null };
}

/** A read with no try out: it may start an episode, end one, or let a held try go. */
function onRead(s: ReconnectState, e: Extract<ReconnectEvent, { type: 'read' }>, rand: () => number): Step {
  if (e.server === 'unsure') return stay({ ...s, unsure: true });
  const t: ReconnectState = { ...s, unsure: false, unknown: false, episode: s.episode && { ...s.episode, held: e.server === 'held' ? true : e.server === 'gone' ? false : s.episode.held } };
  // Listed stopped while a try is out: someone stopped it; the episode ends now and the try's late answer is undone.
  if (e.server === 'stopped' && t.episode !== null && t.pending !== null) return end({ ...t, undo: true }, { kind: 'stopped', tries: t.episode.tries, outside: true }, e.at);
  if (t.pending === 'read') return afterRead(t, e.at, e.server, e.reason ?? null, rand);
  if (t.pending === 'answer') return stay(t);
  const ep = t.episode;
  if (ep === null) {
    const lost = e.lost === true && (e.server === 'held' || e.server === 'gone');
    return lost && t.enabled && t.ours ? start(t, e.at, rand, e.server === 'gone') : stay(t);
  }
  if (e.server === 'live') return end(t, { kind: 'reconnected', tries: ep.tries, offAirMs: e.at - ep.startedAt }, e.at);
  if (e.server === 'stopped') return end(t, { kind: 'stopped', tries: ep.tries, outside: true }, e.at);
  // A push merely gone: the second read that still shows it gone lets the first try wait its turn.
  if (ep.confirm && e.server === 'gone' && e.lost !== true) return schedule({ ...t, episode: { ...ep, confirm: false } }, e.at, rand, 'Gone from the server');
  if (ep.confirm && e.server === 'held') return schedule({ ...t, episode: { ...ep, confirm: false, held: true } }, e.at, rand, 'Destination dropped the stream');
  return (s.unsure || s.unknown) && t.dueAt !== null ? onTick(t, e.at) : stay(t);
}

/** Our try's answer (or, after a stop, the late answer of a try that must be undone). */
function onAnswer(s: ReconnectState, e: Extract<ReconnectEvent, { type: 'answer' }>, rand: () => number): Step {
  if (s.pending !== 'answer') return stay(s);
  if (s.undo) {
    if (e.outcome === 'lost') return { state: { ...s, pending: 'read' }, actions: [{ kind: 'read' }], ended: null };
    return { state: { ...s, pending: null, undo: false }, actions: e.outcome === 'ok' ? [{ kind: 'disconnect' }] : [], ended: null };
  }
  // Accepted is not on air yet, and a lost answer is not known: a read tells, before any next try.
  if (e.outcome !== 'refused') return { state: { ...s, pending: 'read' }, actions: [{ kind: 'read' }], ended: null };
  return refused({ ...s, pending: null }, e.at, e.reason ?? '', e.code ?? null, rand);
}

/** One event: the next state, what to send, and how an episode ended when it did. */
export function stepReconnect(s: ReconnectState, e: ReconnectEvent, rand: () => number): Step {
  switch (e.type) {
    case 'read':
      return onRead(s, e, rand);
    case 'answer':
      return onAnswer(s, e, rand);
    case 'unknown':
      return { state: { ...s, unknown: true }, actions: s.pending === null && s.episode !== null ? [{ kind: 'read' }] : [], ended: null };
    case 'disconnect': {
      // A stop also ends "ours": nothing comes back by itself until this console connects it again.
      const t = { ...s, ours: false, undo: s.pending !== null, pushing: false, recent: null };
      return s.episode ? end(t, { kind: 'stopped', tries: s.episode.tries }, e.at) : stay(t);
    }
    case 'enable': {
      const t = { ...s, enabled: e.enabled, ...(e.by ? { by: e.by } : {}) };
      return !e.enabled && s.episode ? end(t, { kind: 'stopped', tries: s.episode.tries }, e.at) : stay(t);
    }
    case 'ours':
      return stay({ ...s, ours: e.ours });
    case 'tick':
      return onTick(s, e.at);
  }
}
