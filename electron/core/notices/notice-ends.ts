/**
 * A notice ends when its cause ends. A lost destination's notice ("Push failed #503")
 * names its cause (`lostCause`); every change of that account's board is checked, and
 * once the row is back LIVE, or stopped on purpose, main says
 * `notice.resolved` with the words why. The views move the notice to the tray's history
 * as resolved; main's desktop notification has nothing to take back.
 */
import type { Board } from '../../../shared/domain/live/board';
import type { McEvent } from '../../../shared/ipc/events';
import { lostCause } from '../../../shared/ipc/live';

interface Open {
  account: string;
  key: string;
}

/**
 * Why the lost row's notice is over, or null while its cause holds. Stopped on purpose is
 * taken from a read only: Retry's own disconnect of a held push stops the row for a moment.
 */
export function lostNoticeEnd(board: Board, key: string, read: boolean): string | null {
  const row = board.rows[key];
  // A direct push that left the board after its hold is still not back: its notice stays.
  if (row === undefined) return null;
  if (row.state === 'live') return 'Back LIVE';
  if (read && (row.state === 'off' || row.state === 'stopped') && row.deliberate && row.awaiting === null) return 'Stopped by the operator';
  return null;
}

export class NoticeEnds {
  private readonly open = new Map<string, Open>();

  constructor(private readonly emit: (e: McEvent) => void) {}

  /** Every event main sends: a lost destination's notice opens its cause. */
  heard(e: McEvent): void {
    if (e.type !== 'live.session.lost' || e.lost.account === undefined) return;
    this.open.set(lostCause(e.lost.account.id, e.lost.key), { account: e.lost.account.id, key: e.lost.key });
  }

  /** An account's board changed (`read`: by a read of the server): each open cause on it that ended is said resolved, once. */
  boardChanged(account: string, next: Board, read = false): void {
    for (const [cause, o] of [...this.open]) {
      if (o.account !== account) continue;
      const words = lostNoticeEnd(next, o.key, read);
      if (words === null) continue;
      this.open.delete(cause);
      this.emit({ type: 'notice.resolved', cause, words });
    }
  }

  /** Accounts deleted or mirrors ended: their causes go with them. */
  forget(stale: (account: string) => boolean): void {
    for (const [cause, o] of [...this.open]) if (stale(o.account)) this.open.delete(cause);
  }
}
