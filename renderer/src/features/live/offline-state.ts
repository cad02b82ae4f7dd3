/**
 * Opening offline: when no poll has succeeded for the target, the last cached
 * stream.active answer is shown instead, marked stale, until a fresh one arrives.
 */
import type { CommandResponse } from '../../../../shared/api/catalog';
import { type Board, type Destination, boardRows, reduceBoard } from '../../../../shared/domain/live/board';
import { type SessionsSnapshot, serverPushes, streamView } from '../../../../shared/domain/live/sessions';
import { type LiveData, withSnapshot } from './live-state';

/** No poll has succeeded yet: show the last cached stream.active answer, marked stale. */
export function withCachedActive(state: LiveData, snap: SessionsSnapshot, cached: { response: CommandResponse<'stream.active'>; fetchedAt: string }): LiveData {
  const streams = cached.response.streams;
  const stale: SessionsSnapshot = {
    ...snap,
    streams: streams.map(streamView),
    // The cached answer through the same reducer: the same one state per destination, as of then.
    board: boardRows(reduceBoard(boardOf(snap.board), {
      type: 'poll', at: Date.parse(cached.fetchedAt), requestedTick: Math.max(0, ...snap.board.map((r) => r.actionTick)),
      scopes: [], pushes: serverPushes(streams, snap.target!.app, snap.target!.inst),
    })),
    fetchedAt: cached.fetchedAt,
  };
  return { ...withSnapshot(state, stale), sessionsStale: true };
}

/** The rows main sent, as a board the reducer can move on from. */
function boardOf(rows: readonly Destination[]): Board {
  return { rows: Object.fromEntries(rows.map((r) => [r.key, r])), tick: Math.max(0, ...rows.map((r) => r.actionTick)), episodes: {} };
}

export function activeCacheKey(app: string, inst: string): string {
  const part = (v: string): string => v.replace(/[^\w.:/-]/g, '_');
  return `live:active:${part(app)}/${part(inst)}`;
}

