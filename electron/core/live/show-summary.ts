/**
 * Every account's show in counts, for every view's status bar and account switch. Main
 * runs each account's show whether or not it is on screen; a view shows one board, so it
 * needs the others' in a line ("Client B: 2 LIVE · 1 RECONNECTING") that stays current:
 * each account's counts come from its latest board as main changed it, and carry when
 * that board was last read, so a view says STALE once an account's reads stopped.
 *
 * Fed by what main already says: each `live.sessions` snapshot (the active account's
 * board as every view shows it, reconnect included) and each read of any account's board
 * (the poll loop's read listener). A read of the account a snapshot last spoke for is
 * left to the snapshot, which is the newer and fuller word.
 */
import type { Board, Destination } from '../../../shared/domain/live/board';
import { viewRows } from '../../../shared/domain/live/board-show';
import { DEFAULT_POLL_MS, type SessionsSnapshot } from '../../../shared/domain/live/sessions';
import type { McEvent } from '../../../shared/ipc/events';
import { type AccountShow, SHOW_STATES } from '../../../shared/ipc/shows';
import { STALE_GRACE_MS } from './show-snapshot';

interface Known {
  rows: readonly Pick<Destination, 'state'>[];
  readAt: string | null;
  staleAfterMs: number;
}

/** How stale an account's board may get when no snapshot ever told its poll rate (the default rate's). */
const DEFAULT_STALE_MS = 2 * DEFAULT_POLL_MS + STALE_GRACE_MS;

/** One account's line in counts (null when nothing of it is on air or in trouble). */
export function accountShow(profileId: string, k: Known): AccountShow | null {
  const counts = SHOW_STATES.map((state) => ({ state, count: k.rows.filter((r) => r.state === state).length })).filter((c) => c.count > 0);
  return counts.length === 0 ? null : { profileId, counts, readAt: k.readAt, staleAfterMs: k.staleAfterMs };
}

export class ShowSummary {
  /** Account → its last board as counted; bounded by the accounts that exist (list() drops the others). */
  private readonly known = new Map<string, Known>();
  /** The account the latest snapshot described (the one on screen). */
  private shown: string | null = null;
  private said = '';

  /** `exists` says whether an account is still there (a deleted one or an ended mirror has no show). */
  constructor(
    private readonly emit: (e: McEvent) => void,
    private readonly exists: (profileId: string) => boolean,
  ) {}

  /** Every event main sends: snapshots feed the summary; an account added or removed may change it. */
  heard(e: McEvent): void {
    if (e.type === 'live.sessions') this.snapshot(e.snapshot);
    else if (e.type === 'accounts.changed') this.publish();
  }

  /** A read of any account's board, at `at` (ms): its rows as every view sees them (RECONNECTING from its episodes). */
  read(profileId: string, board: Board, at: number): void {
    if (profileId === this.shown) return;
    const was = this.known.get(profileId);
    this.known.set(profileId, { rows: viewRows(board), readAt: new Date(at).toISOString(), staleAfterMs: was?.staleAfterMs ?? DEFAULT_STALE_MS });
    this.publish();
  }

  /** How many accounts' last boards are held (for the bound's test): only accounts that still exist. */
  get size(): number {
    return this.known.size;
  }

  list(): AccountShow[] {
    const out: AccountShow[] = [];
    for (const [id, k] of this.known) {
      // The bound: a deleted account or an ended mirror is forgotten here, its rows with it.
      if (!this.exists(id)) {
        this.known.delete(id);
        continue;
      }
      const show = accountShow(id, k);
      if (show) out.push(show);
    }
    return out;
  }

  private snapshot(s: SessionsSnapshot): void {
    this.shown = s.profileId;
    const was = this.known.get(s.profileId);
    // A snapshot just after a switch has not read yet: the last read known stays its age.
    const readAt = s.fetchedAt ?? was?.readAt ?? null;
    this.known.set(s.profileId, { rows: s.board, readAt, staleAfterMs: s.staleAfterMs });
    this.publish();
  }

  /**
   * Tells every view, only when a line changed: snapshots come with every board change, and
   * the shown account's line is read by no view until a switch (which says it anew).
   */
  private publish(): void {
    const shows = this.list();
    const text = JSON.stringify([this.shown, shows.map((s) => (s.profileId === this.shown ? { ...s, readAt: null } : s))]);
    if (text === this.said) return;
    this.said = text;
    this.emit({ type: 'live.shows', shows });
  }
}
