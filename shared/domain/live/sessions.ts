/**
 * What the Live screen is sent about push sessions: the watched target's streams and the
 * destination board (shared/domain/live/board.ts) — the server's view merged with what
 * only this console knows, one row and one state per destination.
 */
import type { LiveStream, PushSession } from '../../api/stream-records';
import type { Destination } from './board';
import type { ServerPush } from './board-poll';

export interface LiveTarget {
  app: string;
  inst: string;
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
  /** The account this snapshot describes: a view still showing another account drops it. */
  profileId: string;
  target: LiveTarget | null;
  streams: LiveStreamView[];
  /** Every destination of the account this console knows, in a fixed order. */
  board: Destination[];
  /** ISO time of the last successful poll, or null. */
  fetchedAt: string | null;
  /** Why the last poll failed (the data shown is from fetchedAt), or null. */
  pollError: string | null;
  /** ISO time reads started failing (the outage banner's "since"), or null. */
  failingSince: string | null;
  intervalMs: number;
  /** The board reads STALE once fetchedAt is older than this (two polls and 5 s). */
  staleAfterMs: number;
  /** Main is not polling: no view is visible and nothing is on air (the next view shown reads at once). */
  idle: boolean;
  /** The Go live selection (stored service ids), the same in every view; what the server accepted leaves it. */
  selected: number[];
  /** Other accounts with destinations on air as last read (a switch leaves them running). */
  onAirElsewhere: Array<{ profileId: string; count: number }>;
}

/** The board's last read is too old to vouch for (two polls and a grace), at `now`. */
export function boardStale(snap: Pick<SessionsSnapshot, 'fetchedAt' | 'staleAfterMs' | 'target'>, now: number): boolean {
  return snap.target !== null && snap.fetchedAt !== null && now - Date.parse(snap.fetchedAt) > snap.staleAfterMs;
}

export const DEFAULT_POLL_MS = 5000;
export const MIN_POLL_MS = 1000;
export const MAX_POLL_MS = 300_000;

/** A server session's destination: the stored service it runs, else its entry name. */
export function destinationKey(push: { push_service_id?: number | null; entry_name?: string | null }): string {
  if (push.push_service_id !== undefined && push.push_service_id !== null) return `svc:${push.push_service_id}`;
  return `entry:${push.entry_name ?? '?'}`;
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

/** Every push one stream.active answer of `app/inst` lists, keyed to its destination. */
export function serverPushes(streams: readonly LiveStream[], app: string, inst: string): ServerPush[] {
  return streams.flatMap((s) =>
    s.pushes.map((p) => ({
      key: destinationKey(p), label: pushLabel(p), pushServiceId: p.push_service_id ?? null, entryName: p.entry_name ?? null,
      app, inst, stream: s.name, status: p.status ?? null, message: p.message ?? null,
    })),
  );
}
