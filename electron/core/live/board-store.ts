/**
 * The destination boards of main: one per account (a switch shows the other account's
 * board; switching back finds this one as it was, "since" included). Every change goes
 * through the pure reducer; a destination that was live and then failed or vanished
 * without being disconnected from here is reported once, as SessionLost.
 */
import { type Board, type BoardEvent, type DestState, type Destination, EMPTY_BOARD, boardRows, lostBetween, reduceBoard } from '../../../shared/domain/live/board';
import type { SessionLost } from '../../../shared/ipc/live';
import type { PerAccountStore } from '../profiles/account-data';

export class BoardStore implements PerAccountStore {
  private readonly boards = new Map<string, Board>();
  private readonly listeners: Array<(profileId: string, prev: Board, next: Board) => void> = [];

  constructor(private readonly onLost: (lost: SessionLost, profileId: string) => void) {}

  board(profileId: string): Board {
    return this.boards.get(profileId) ?? EMPTY_BOARD;
  }

  rows(profileId: string): Destination[] {
    return boardRows(this.board(profileId));
  }

  row(profileId: string, key: string): Destination | undefined {
    return this.board(profileId).rows[key];
  }

  /** An account deleted or a rehearsal mirror ended: its board goes (it no longer runs anything "elsewhere"). */
  clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    for (const id of [...this.boards.keys()]) if (stale(id)) this.boards.delete(id);
    return Promise.resolve();
  }

  /** Accounts with destinations in one of `states` (on air), and how many, as last read. */
  onAir(states: ReadonlySet<DestState>): Array<{ profileId: string; count: number }> {
    const out: Array<{ profileId: string; count: number }> = [];
    for (const [profileId, b] of this.boards) {
      const count = Object.values(b.rows).filter((r) => states.has(r.state)).length;
      if (count > 0) out.push({ profileId, count });
    }
    return out;
  }

  /** Hears every change of every account's board, after it is made. */
  listen(fn: (profileId: string, prev: Board, next: Board) => void): void {
    this.listeners.push(fn);
  }

  dispatch(profileId: string, e: BoardEvent): void {
    const prev = this.board(profileId);
    const next = reduceBoard(prev, e);
    this.boards.set(profileId, next);
    for (const r of lostBetween(prev, next)) {
      this.onLost({ key: r.key, label: r.label, stream: r.stream, to: r.state === 'failed' ? 'failed' : 'disappeared', reason: r.reason ?? r.state, at: r.since }, profileId);
    }
    for (const fn of this.listeners) fn(profileId, prev, next);
  }
}
