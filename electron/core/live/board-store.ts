/**
 * The destination boards of main: one per account (a switch shows the other account's
 * board; switching back finds this one as it was, "since" included). Every change goes
 * through the board's one pure step (board-show.ts), reconnect episodes included; what a
 * step asks of main (a try, a read, an undo) goes to the listeners. A destination that was
 * live and then failed or vanished without being disconnected from here is reported once,
 * as SessionLost, naming its account.
 */
import { type Board, type BoardEvent, type DestState, type Destination, EMPTY_BOARD } from '../../../shared/domain/live/board';
import { type ShowEvent, type ShowStep, lostBetween, stepShow, viewRow, viewRows } from '../../../shared/domain/live/board-show';
import type { SessionLost } from '../../../shared/ipc/live';
import type { PerAccountStore } from '../profiles/account-data';

export type BoardListener = (profileId: string, prev: Board, next: Board, steps: ShowStep['steps']) => void;

export class BoardStore implements PerAccountStore {
  private readonly boards = new Map<string, Board>();
  private readonly listeners: BoardListener[] = [];

  constructor(
    private readonly onLost: (lost: SessionLost, profileId: string) => void,
    private readonly rand: () => number = Math.random,
  ) {}

  board(profileId: string): Board {
    return this.boards.get(profileId) ?? EMPTY_BOARD;
  }

  accounts(): string[] {
    return [...this.boards.keys()];
  }

  /** Rows as every view sees them (RECONNECTING from the board's own episodes). */
  rows(profileId: string): Destination[] {
    return viewRows(this.board(profileId));
  }

  row(profileId: string, key: string): Destination | undefined {
    const b = this.board(profileId);
    const r = b.rows[key];
    return r === undefined ? undefined : viewRow(b, r);
  }

  /** An account deleted or a rehearsal mirror ended: its board goes (it no longer runs anything "elsewhere"). */
  clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    for (const id of [...this.boards.keys()]) if (stale(id)) this.boards.delete(id);
    return Promise.resolve();
  }

  /** Accounts with destinations in one of `states` (on air, RECONNECTING included), and how many, as last read. */
  onAir(states: ReadonlySet<DestState>): Array<{ profileId: string; count: number }> {
    const out: Array<{ profileId: string; count: number }> = [];
    for (const profileId of this.boards.keys()) {
      const count = this.rows(profileId).filter((r) => states.has(r.state)).length;
      if (count > 0) out.push({ profileId, count });
    }
    return out;
  }

  /** Hears every change of every account's board, after it is made. */
  listen(fn: BoardListener): void {
    this.listeners.push(fn);
  }

  /** One event of an account's show; `auto`: sent by a reconnect try itself (it stops nothing). */
  dispatch(profileId: string, e: ShowEvent, auto = false): void {
    const prev = this.board(profileId);
    const { board: next, steps } = stepShow(prev, e, this.rand, auto);
    this.boards.set(profileId, next);
    for (const r of lostBetween(prev, next)) {
      this.onLost({ key: r.key, label: r.label, stream: r.stream, to: r.state === 'failed' ? 'failed' : 'disappeared', reason: r.reason ?? r.state, at: r.since }, profileId);
    }
    for (const fn of this.listeners) fn(profileId, prev, next, steps);
  }
}
