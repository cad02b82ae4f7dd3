/**
 * Two things main does for every account's board between reads: a STOPPED row leaves after
 * its hold even when polls are far apart, and a lost destination's notice (and desktop
 * notification) names its account, since its show may run off screen.
 */
import { type SessionLost, lostTitle } from '../../../shared/ipc/live';
import type { FeatureDeps } from '../deps';
import type { BoardStore } from './board-store';
import type { Timers } from './poller';

/** How often a STOPPED row's hold is checked between polls. */
const HOLD_CHECK_MS = 1000;

export class StopHold {
  private timer: unknown = null;

  constructor(
    private readonly boards: BoardStore,
    private readonly timers: Timers,
    private readonly tick: (account: string) => void,
  ) {}

  /** Checks again in a second while any account's board holds a STOPPED row (or an unstored OFF one). */
  schedule(): void {
    if (this.timer !== null) return;
    const held = this.boards.accounts().filter((a) => this.boards.rows(a).some((r) => r.state === 'stopped' || (r.state === 'off' && !r.stored)));
    if (held.length === 0) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      for (const a of held) this.tick(a);
    }, HOLD_CHECK_MS);
  }

  dispose(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
  }
}

/** A lost destination's notice names its account (its show may run off screen). */
export function announceLost(deps: FeatureDeps, accountName: (id: string) => string | undefined, lost: SessionLost, id: string): void {
  const account = { id, name: accountName(id) ?? id };
  deps.events.emit({ type: 'live.session.lost', lost: { ...lost, account } });
  // The title (main's desktop notification too) says whose push it was, where main knows the name.
  deps.events.emit({ type: 'notice', level: 'error', title: lostTitle(accountName(id) === undefined ? lost : { ...lost, account }), body: lost.reason, account });
}
