/**
 * The reconnect policy of one destination, as a pure step function: events in (drops,
 * answers, reads, the operator's stop, the clock), the connects to send out. It holds the
 * rules platforms teach: act only after a confirmed transient failure, never after the
 * operator's own stop, never while the outcome is unknown (read first), never while the
 * server still holds the push (that takes the Retry path, which disconnects it first),
 * never two connects in flight, and give up after the limits of reconnect-backoff.
 */
import { RECONNECT, transientRefusal, waitMs } from './reconnect-backoff';

interface Episode {
  /** When the destination went off air. */
  startedAt: number;
  /** Connects sent in this episode. */
  tries: number;
  /** The server still lists the failed push, so the next try goes through Retry. */
  held: boolean;
}

export interface ReconnectState {
  enabled: boolean;
  episode: Episode | null;
  /** When the next try is due while waiting, else null. */
  dueAt: number | null;
  /** Our connect awaits its answer, or its answer was lost and the server is being read. */
  pending: 'answer' | 'read' | null;
  /** The board lost track of the destination: nothing is sent until a read says where it is. */
  unknown: boolean;
  /** The operator stopped while our connect was pending: a late success is disconnected. */
  undo: boolean;
  /** The last episode that reconnected: a drop soon after continues it, so its count never resets. */
  recent: { startedAt: number; tries: number; endedAt: number } | null;
}

/** A drop is what a read of the server reports (the push was live, now it is gone): it settles UNKNOWN. */
export type ReconnectEvent =
  | { type: 'drop'; at: number }
  | { type: 'answer'; at: number; outcome: 'ok' | 'refused' | 'lost'; reason?: string }
  | { type: 'read'; at: number; server: 'live' | 'off' | 'held' }
  | { type: 'unknown'; at: number }
  | { type: 'disconnect'; at: number }
  | { type: 'enable'; at: number; enabled: boolean }
  | { type: 'tick'; at: number };

export type ReconnectAction = { kind: 'connect' | 'retry'; attempt: number } | { kind: 'read' } | { kind: 'disconnect' };

export type EpisodeEnd =
  | { kind: 'reconnected'; tries: number; offAirMs: number }
  | { kind: 'gave-up'; tries: number; reason: string }
  /** Refused for the key, credentials or a missing service: waiting never clears that. */
  | { kind: 'refused'; tries: number; reason: string }
  | { kind: 'stopped'; tries: number };

export interface Step {
  state: ReconnectState;
  actions: ReconnectAction[];
  ended: EpisodeEnd | null;
}

/** A drop this soon after a reconnect belongs to the same episode. */
const SETTLE_MS = RECONNECT.maxGapMs;

export function initialReconnect(enabled: boolean): ReconnectState {
  return { enabled, episode: null, dueAt: null, pending: null, unknown: false, undo: false, recent: null };
}

const stay = (state: ReconnectState): Step => ({ state, actions: [], ended: null });

function end(s: ReconnectState, ended: EpisodeEnd, at: number, actions: ReconnectAction[] = []): Step {
  const recent = ended.kind === 'reconnected' && s.episode ? { startedAt: s.episode.startedAt, tries: s.episode.tries, endedAt: at } : null;
  return { state: { ...s, episode: null, dueAt: null, recent }, actions, ended };
}

function start(s: ReconnectState, at: number, rand: () => number): Step {
  const r = s.recent !== null && at - s.recent.endedAt < SETTLE_MS ? s.recent : null;
  const episode = { startedAt: r?.startedAt ?? at, tries: r?.tries ?? 0, held: false };
  return schedule({ ...s, episode, recent: null }, at, rand, 'Destination dropped the stream');
}

/** Waits for the next try, or gives up when the tries or the time are spent. */
function schedule(s: ReconnectState, at: number, rand: () => number, reason: string): Step {
  const ep = s.episode!;
  const due = at + waitMs(ep.tries + 1, rand());
  if (ep.tries >= RECONNECT.maxTries || due - ep.startedAt > RECONNECT.maxEpisodeMs) {
    return end(s, { kind: 'gave-up', tries: ep.tries, reason }, at);
  }
  return stay({ ...s, dueAt: due });
}

/** What our connect came to: on air, refused, or not known yet. */
function settle(s: ReconnectState, at: number, outcome: 'ok' | 'refused' | 'lost', reason: string, rand: () => number): Step {
  if (outcome === 'lost') return { state: { ...s, pending: 'read' }, actions: [{ kind: 'read' }], ended: null };
  const t = { ...s, pending: null, undo: false };
  if (s.undo) return { state: t, actions: outcome === 'ok' ? [{ kind: 'disconnect' }] : [], ended: null };
  if (!t.episode) return stay(t);
  if (outcome === 'ok') return end(t, { kind: 'reconnected', tries: t.episode.tries, offAirMs: at - t.episode.startedAt }, at);
  if (!transientRefusal(reason)) return end(t, { kind: 'refused', tries: t.episode.tries, reason }, at);
  return schedule(t, at, rand, reason);
}

function onRead(s: ReconnectState, at: number, server: 'live' | 'off' | 'held', rand: () => number): Step {
  const t = { ...s, unknown: false, episode: s.episode && { ...s.episode, held: server === 'held' } };
  if (t.pending === 'read') {
    if (t.undo && server === 'held') return { state: { ...t, pending: null, undo: false }, actions: [{ kind: 'disconnect' }], ended: null };
    return settle(t, at, server === 'live' ? 'ok' : 'refused', 'Destination is not pushing after the try', rand);
  }
  if (t.pending === null && t.episode && server === 'live') return end(t, { kind: 'reconnected', tries: t.episode.tries, offAirMs: at - t.episode.startedAt }, at);
  return stay(t);
}

function onTick(s: ReconnectState, at: number): Step {
  const ep = s.episode;
  if (!ep || s.dueAt === null || at < s.dueAt || s.pending !== null || s.unknown) return stay(s);
  if (at - ep.startedAt >= RECONNECT.maxEpisodeMs) return end(s, { kind: 'gave-up', tries: ep.tries, reason: 'no connection within 10 minutes' }, at);
  const episode = { ...ep, tries: ep.tries + 1 };
  const action = { kind: ep.held ? ('retry' as const) : ('connect' as const), attempt: episode.tries };
  return { state: { ...s, episode, dueAt: null, pending: 'answer' }, actions: [action], ended: null };
}

/** One event: the next state, what to send, and how an episode ended when it did. */
export function stepReconnect(s: ReconnectState, e: ReconnectEvent, rand: () => number): Step {
  switch (e.type) {
    case 'drop':
      return s.enabled && !s.episode && s.pending === null ? start({ ...s, unknown: false }, e.at, rand) : stay(s);
    case 'answer':
      if (s.pending !== null) return settle(s, e.at, e.outcome, e.reason ?? '', rand);
      // The operator's own connect refused for a passing reason starts an episode like a drop.
      if (e.outcome === 'refused' && s.enabled && !s.episode && transientRefusal(e.reason ?? '')) return start(s, e.at, rand);
      return stay(s);
    case 'read':
      return onRead(s, e.at, e.server, rand);
    case 'unknown':
      return { state: { ...s, unknown: true }, actions: s.pending === null ? [{ kind: 'read' }] : [], ended: null };
    case 'disconnect': {
      const t = { ...s, undo: s.pending !== null, recent: null };
      return s.episode ? end(t, { kind: 'stopped', tries: s.episode.tries }, e.at) : stay(t);
    }
    case 'enable': {
      const t = { ...s, enabled: e.enabled };
      return !e.enabled && s.episode ? end(t, { kind: 'stopped', tries: s.episode.tries }, e.at) : stay(t);
    }
    case 'tick':
      return onTick(s, e.at);
  }
}
