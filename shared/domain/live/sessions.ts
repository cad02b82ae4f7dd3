/**
 * Push sessions as the console shows them: the server's view (stream.active) merged with
 * what only this console knows — connects still on their way, connects whose outcome is
 * unknown, sessions that were live and vanished. The state words are UX.md's.
 */
import type { LiveStream, PushSession } from '../../api/records';

export type SessionState = 'connecting' | 'live' | 'failed' | 'disconnected' | 'unknown';

export interface LiveTarget {
  app: string;
  inst: string;
}

export interface SessionView {
  /** Stable id of the row: `entry:<name>`, `svc:<id>:<stream>`, or `local:<n>` before the server lists it. */
  key: string;
  stream: string | null;
  entryName: string | null;
  pushServiceId: number | null;
  /** Destination in words (never a password or stream key). */
  label: string;
  state: SessionState;
  /** The server's reason for failed, or what this console knows for unknown / disconnected. */
  reason: string | null;
  /** The server's own status word, kept as sent. */
  serverStatus: string | null;
  /** ISO time the row entered its state. */
  since: string;
  /** server: listed by stream.active; local: known only here (in flight, unknown, gone). */
  origin: 'server' | 'local';
}

export interface LiveStreamView {
  name: string;
  recording: boolean | null;
  publishTime: string | null;
  videoCodec: string | null;
  audioCodec: string | null;
  pushCount: number;
}

export interface SessionsSnapshot {
  target: LiveTarget | null;
  streams: LiveStreamView[];
  sessions: SessionView[];
  /** ISO time of the last successful poll, or null. */
  fetchedAt: string | null;
  /** Why the last poll failed (the data shown is from fetchedAt), or null. */
  pollError: string | null;
  intervalMs: number;
  paused: boolean;
}

export const DEFAULT_POLL_MS = 5000;
export const MIN_POLL_MS = 1000;
export const MAX_POLL_MS = 300_000;

const LIVE_WORDS = new Set(['connected', 'live', 'active', 'running', 'publishing', 'streaming', 'ok']);
const CONNECTING_WORDS = new Set(['connecting', 'pending', 'starting', 'reconnecting', 'waiting']);
const FAILED_WORDS = new Set(['error', 'failed', 'failure', 'rejected']);
const OFF_WORDS = new Set(['disconnected', 'stopped', 'idle', 'off', 'ended']);

/** The server's status word → our state. An unrecognised word is shown, never guessed at. */
export function stateFromServer(status: string | null): SessionState {
  const w = (status ?? '').trim().toLowerCase();
  if (LIVE_WORDS.has(w)) return 'live';
  if (CONNECTING_WORDS.has(w)) return 'connecting';
  if (FAILED_WORDS.has(w)) return 'failed';
  if (OFF_WORDS.has(w)) return 'disconnected';
  return 'unknown';
}

export function serverSessionKey(stream: string, push: PushSession): string {
  if (push.entry_name) return `entry:${push.entry_name}`;
  return `svc:${push.push_service_id ?? '?'}:${stream}`;
}

export function pushLabel(push: Pick<PushSession, 'entry_name' | 'service_name' | 'dst_host' | 'push_service_id'>): string {
  const where = [push.service_name, push.dst_host].filter((p) => p).join(' → ');
  const who = push.entry_name ?? (push.push_service_id != null ? `service #${push.push_service_id}` : 'push');
  return where ? `${who} (${where})` : who;
}

export function streamView(s: LiveStream): LiveStreamView {
  return {
    name: s.name,
    recording: s.recording,
    publishTime: s.publish_time,
    videoCodec: s.video_codec,
    audioCodec: s.audio_codec,
    pushCount: s.pushes.length,
  };
}

/** Every push the server lists for the target, as rows (before merging local knowledge). */
export function serverSessions(streams: readonly LiveStream[], prev: ReadonlyMap<string, SessionView>, nowIso: string): SessionView[] {
  return streams.flatMap((s) =>
    s.pushes.map((p): SessionView => {
      const key = serverSessionKey(s.name, p);
      const state = stateFromServer(p.status);
      const before = prev.get(key);
      return {
        key,
        stream: s.name,
        entryName: p.entry_name,
        pushServiceId: p.push_service_id,
        label: pushLabel(p),
        state,
        reason: state === 'failed' ? (p.message ?? 'The server reported an error without a reason') : state === 'unknown' ? `Server status: ${p.status ?? 'none'}` : null,
        serverStatus: p.status,
        since: before && before.state === state ? before.since : nowIso,
        origin: 'server',
      };
    }),
  );
}

export const STATE_WORDS: Record<SessionState, string> = {
  connecting: 'CONNECTING…',
  live: 'LIVE',
  failed: 'FAILED',
  disconnected: 'OFF',
  unknown: 'UNKNOWN',
};
