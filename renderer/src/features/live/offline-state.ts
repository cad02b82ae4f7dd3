/**
 * Opening offline: when no poll has succeeded for the target, the last cached
 * stream.active answer is shown instead, marked stale, until a fresh one arrives.
 */
import type { CommandResponse } from '../../../../shared/api/catalog';
import { EMPTY_BOARD, boardRows, reduceBoard } from '../../../../shared/domain/live/board';
import { type SessionsSnapshot, serverPushes, streamView } from '../../../../shared/domain/live/sessions';
import { type LiveData, withSnapshot } from './live-state';

/** No poll has succeeded yet: show the last cached stream.active answer, marked stale. */
export function withCachedActive(state: LiveData, snap: SessionsSnapshot, cached: { response: CommandResponse<'stream.active'>; fetchedAt: string }): LiveData {
  const streams = cached.response.streams;
  const stale: SessionsSnapshot = {
    ...snap,
    streams: streams.map(streamView),
    // The cached answer through the same reducer: the same one state per destination, as of then.
    board: snap.board.length > 0 ? snap.board : boardRows(reduceBoard(EMPTY_BOARD, {
      type: 'poll', at: Date.parse(cached.fetchedAt), requestedTick: 0, scopes: [], pushes: serverPushes(streams, snap.target!.app, snap.target!.inst),
    })),
    fetchedAt: cached.fetchedAt,
  };
  return { ...withSnapshot(state, stale), sessionsStale: true };
}

export function activeCacheKey(app: string, inst: string): string {
  const part = (v: string): string => v.replace(/[^\w.:/-]/g, '_');
  return `live:active:${part(app)}/${part(inst)}`;
}

