/**
 * What every view is pushed of the active account's show (`live.sessions`): its watch, its
 * last read and when (with when that read is STALE), its board as the board projects it,
 * its Go live selection, and every other account's pushes on air.
 */
import { ON_AIR_STATES } from '../../../shared/domain/live/board';
import { DEFAULT_POLL_MS, type SessionsSnapshot } from '../../../shared/domain/live/sessions';
import type { AccountShow } from './account-show';
import type { BoardStore } from './board-store';

/** A board older than two polls and this much more reads STALE in words (never CONNECTED over old data). */
export const STALE_GRACE_MS = 5000;

export interface SnapshotInput {
  account: string;
  show: AccountShow | undefined;
  watch: { target: SessionsSnapshot['target']; intervalMs: number } | undefined;
  boards: BoardStore;
  selected: number[];
}

export function showSnapshot({ account, show, watch, boards, selected }: SnapshotInput): SessionsSnapshot {
  const intervalMs = show?.poller.intervalMs ?? watch?.intervalMs ?? DEFAULT_POLL_MS;
  const target = watch?.target ?? null;
  return {
    profileId: account,
    target,
    streams: show?.streams ?? [],
    board: boards.rows(account),
    fetchedAt: show?.fetchedAt ?? null,
    pollError: show?.pollError ?? null,
    failingSince: show?.failingSince ?? null,
    intervalMs,
    staleAfterMs: 2 * intervalMs + STALE_GRACE_MS,
    idle: target !== null && show?.poller.isIdle === true,
    selected,
    onAirElsewhere: boards.onAir(ON_AIR_STATES).filter((a) => a.profileId !== account),
  };
}

/** An account's last good read, its rate and whether it is polled for something on air (the alert policy's STALE). */
export function readFacts(account: string, show: AccountShow | undefined, watch: SnapshotInput['watch'], boards: BoardStore): { readAt: number | null; staleAfterMs: number; pollMs: number; polled: boolean } {
  const pollMs = show?.poller.intervalMs ?? watch?.intervalMs ?? DEFAULT_POLL_MS;
  const readAt = show?.fetchedAt === null || show?.fetchedAt === undefined ? null : Date.parse(show.fetchedAt);
  return { readAt, staleAfterMs: 2 * pollMs + STALE_GRACE_MS, pollMs, polled: (watch?.target ?? null) !== null && boards.rows(account).some((r) => ON_AIR_STATES.has(r.state)) };
}
