/**
 * Every account's show loop, made the first time an account needs one (a watch set or
 * resumed, a Check status, a try's read) and kept until the account is forgotten: each
 * runs on its own timers whatever account is on screen (account-show.ts).
 */
import { AccountShow, type ShowContext } from './account-show';
import type { Timers } from './poller';

export class AccountShows {
  private readonly shows = new Map<string, AccountShow>();

  constructor(
    private readonly ctx: ShowContext,
    private readonly timers: Timers,
  ) {}

  get(account: string): AccountShow | undefined {
    return this.shows.get(account);
  }

  /** An account's show, made when first needed (read every `intervalMs` until its watch says otherwise). */
  of(account: string, intervalMs: number): AccountShow {
    let s = this.shows.get(account);
    if (s === undefined) {
      s = new AccountShow(account, this.ctx, this.timers, intervalMs);
      this.shows.set(account, s);
    }
    return s;
  }

  /** Starts an account's loop at its watch's rate: read now, then on. */
  start(account: string, intervalMs: number): Promise<void> {
    const show = this.of(account, intervalMs);
    show.poller.setInterval(intervalMs);
    return show.poller.start();
  }

  /** What wants polls may have changed: every idle loop looks again. */
  resumeAll(): void {
    for (const s of this.shows.values()) s.poller.resume();
  }

  dispose(): void {
    for (const s of this.shows.values()) s.poller.dispose();
  }

  /** An account deleted or a rehearsal mirror ended: its show stops. */
  forget(stale: (account: string) => boolean): void {
    for (const [account, s] of [...this.shows]) {
      if (!stale(account)) continue;
      s.poller.dispose();
      this.shows.delete(account);
    }
  }
}
