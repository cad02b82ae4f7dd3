/**
 * Opening offline: when no poll has succeeded for the target, the last cached
 * stream.active answer is shown instead, marked stale, until a fresh one arrives.
 */
import type { CommandResponse } from '../../../../shared/api/catalog';
import { type SessionsSnapshot, serverSessions, streamView } from '../../../../shared/domain/live/sessions';
import { type LiveData, withSnapshot } from './live-state';

/** No poll has succeeded yet: show the last cached stream.active answer, marked stale. */
export function withCachedActive(state: LiveData, snap: SessionsSnapshot, cached: { response: CommandResponse<'stream.active'>; fetchedAt: string }): LiveData {
  const streams = cached.response.streams;
  const stale: SessionsSnapshot = {
    ...snap,
    streams: streams.map(streamView),
    sessions: serverSessions(streams, new Map(), cached.fetchedAt),
    fetchedAt: cached.fetchedAt,
  };
  return { ...withSnapshot(state, stale), sessionsStale: true };
}

export function activeCacheKey(app: string, inst: string): string {
  const part = (v: string): string => v.replace(/[^\w.:/-]/g, '_');
  return `live:active:${part(app)}/${part(inst)}`;
}

