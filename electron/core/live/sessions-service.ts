/**
 * Main owns the show of every account at once: each account's watch (kept across
 * restarts), its own poll loop (account-show.ts), its board (with its reconnect episodes:
 * board-show.ts), the Go live selection. Each account with a watch is read at its own rate
 * whether or not it is on screen, every read going to that account's client; a view is
 * pushed the active account's `live.sessions` snapshot, naming every other account's show,
 * and a notice names the account whose destination failed or disappeared. It polls an
 * account while a view is visible on it or anything of it is on air (RECONNECTING
 * included, as the board shows it); no view can pause it for another.
 */
import { type Board, type BoardEvent, ON_AIR_STATES } from '../../../shared/domain/live/board';
import type { ShowEvent } from '../../../shared/domain/live/board-show';
import { DEFAULT_POLL_MS, type LiveTarget, type SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { type SessionLost, lostCause, lostTitle } from '../../../shared/ipc/live';
import type { FollowUpCause } from '../../../shared/domain/audit';
import type { FeatureDeps } from '../deps';
import { actingFor } from '../gateway/acting-for';
import { currentSource } from '../audit/source-scope';
import { boundAccount } from '../ipc/bound-account';
import { AccountShow } from './account-show';
import { BoardStore } from './board-store';
import { type Timers, systemTimers } from './poller';
import { ShowMemory } from './show-memory';
import { ViewDemand } from './view-demand';
import type { WatchStore } from './watch-store';
import { Watches } from './watches';

export { safeKeyPart } from './account-show';

/** Hears each read's change of an account's board (what the audit log follows, audit/follow-up.ts). */
export type BoardReadListener = (profileId: string, prev: Board, next: Board, cause: FollowUpCause) => void;

/** How often a STOPPED row's hold is checked between polls. */
const HOLD_CHECK_MS = 1000;

/** A board older than two polls and this much more reads STALE in words (never CONNECTED over old data). */
export const STALE_GRACE_MS = 5000;

export class SessionsService {
  /** Each account's watch: a switch shows the other account's, switching back finds this one. */
  private readonly watches: Watches;
  /** Each account's Go live selection, what its reads listed and what was last sent (Retry's). */
  readonly memory = new ShowMemory();
  readonly views: ViewDemand;
  readonly boards: BoardStore;
  private readonly shows = new Map<string, AccountShow>();
  private holdTimer: unknown = null;

  constructor(
    private readonly deps: FeatureDeps,
    private readonly timers: Timers = systemTimers,
    private readonly onRead?: BoardReadListener,
    saved?: WatchStore,
    rand: () => number = Math.random,
    private readonly accountName: (id: string) => string | undefined = () => undefined,
  ) {
    this.watches = new Watches(saved);
    this.boards = new BoardStore((lost, account) => this.announce(lost, account), rand);
    this.views = new ViewDemand(() => this.demandChanged());
  }

  /** The watched application/instance of the account the current act is for (the active one outside any), or null. */
  get target(): LiveTarget | null {
    return this.targetOf(this.callAccount());
  }

  targetOf(account: string): LiveTarget | null {
    return this.watches.get(account)?.target ?? null;
  }

  /** An account's show, made when first needed. */
  show(account: string): AccountShow {
    let s = this.shows.get(account);
    if (s === undefined) {
      const ctx = { deps: this.deps, boards: this.boards, memory: this.memory, target: (a: string) => this.targetOf(a), wanted: (a: string) => this.wantsPolls(a), dispatch: (e: BoardEvent, a: string) => this.dispatch(e, a), onRead: this.onRead };
      s = new AccountShow(account, ctx, this.timers, this.watches.get(account)?.intervalMs ?? DEFAULT_POLL_MS);
      this.shows.set(account, s);
    }
    return s;
  }

  /** At start: every account's saved watch, each read at once (its pushes may be on air, on screen or not). */
  async resume(): Promise<void> {
    // A watch set meanwhile (a view or a surface was quicker) is the newer word: it stays.
    const fromFile = await this.watches.load();
    await Promise.all(fromFile.map((account) => this.startShow(account)));
  }

  private startShow(account: string): Promise<void> {
    const w = this.watches.get(account);
    if (w === undefined) return Promise.resolve();
    const show = this.show(account);
    show.poller.setInterval(w.intervalMs);
    return show.poller.start();
  }

  /** Another account is active: its watch (if any) is read now, and every view gets its board. The other shows run on. */
  async accountSwitched(): Promise<void> {
    if (this.watches.get(this.activeId()) === undefined) return this.publish();
    await this.startShow(this.activeId());
  }

  /** Main polls an account while a view shows it or anything of its board is on air (RECONNECTING included). */
  wantsPolls(account: string = this.activeId()): boolean {
    if (this.targetOf(account) === null) return false;
    return (account === this.activeId() && this.views.anyVisible()) || this.boards.rows(account).some((r) => ON_AIR_STATES.has(r.state));
  }

  /** What wants polls may have changed (a view, an episode): idle cycles resume, and the views hear the board. */
  demandChanged(): void {
    for (const s of this.shows.values()) s.poller.resume();
    this.publish();
  }

  activeId(): string {
    return this.deps.gateway.activeProfile().id;
  }

  /**
   * The account an action belongs to: the one its call was bound to (the router checked
   * it was active when the call came in), else the one main's own act is for, else the
   * active one. Captured when the action starts, so its answer lands on that account's board.
   */
  callAccount(): string {
    return boundAccount() ?? actingFor() ?? this.activeId();
  }

  /** One change of an account's board (the current act's unless named), published at once. What a try sends is `auto`. */
  dispatch(e: ShowEvent, profileId: string = this.callAccount()): void {
    this.boards.dispatch(profileId, e, currentSource()?.kind === 'reconnect');
    const accepted = e.type === 'answer' && e.outcome === 'accepted' && e.action === 'connect' ? this.boards.row(profileId, e.key)?.pushServiceId : null;
    if (accepted !== null && accepted !== undefined) this.memory.unselect(profileId, accepted);
    this.shows.get(profileId)?.poller.resume();
    this.publish();
    this.scheduleHold();
  }

  /** Sets the account's Go live selection, as every view then shows it. */
  select(ids: readonly number[], profileId: string = this.activeId()): void {
    this.memory.select(profileId, ids);
    this.publish();
  }

  snapshot(): SessionsSnapshot {
    const active = this.activeId();
    const show = this.shows.get(active);
    const intervalMs = show?.poller.intervalMs ?? this.watches.get(active)?.intervalMs ?? DEFAULT_POLL_MS;
    const target = this.targetOf(active);
    return {
      profileId: active,
      target,
      streams: show?.streams ?? [],
      board: this.boards.rows(active),
      fetchedAt: show?.fetchedAt ?? null,
      pollError: show?.pollError ?? null,
      failingSince: show?.failingSince ?? null,
      intervalMs,
      staleAfterMs: 2 * intervalMs + STALE_GRACE_MS,
      idle: target !== null && show?.poller.isIdle === true,
      selected: this.memory.selection(active),
      onAirElsewhere: this.boards.onAir(ON_AIR_STATES).filter((a) => a.profileId !== active),
    };
  }

  publish(): void {
    this.deps.events.emit({ type: 'live.sessions', snapshot: this.snapshot() });
  }

  /** Sets the active account's watch (kept with the account); a new target is read at once. */
  async watch(target: LiveTarget | null, intervalMs?: number): Promise<SessionsSnapshot> {
    const account = this.activeId();
    const show = this.show(account);
    if (intervalMs !== undefined) show.poller.setInterval(intervalMs);
    const changed = this.watches.set(account, target, show.poller.intervalMs);
    if (changed) show.forgetTarget();
    if (target === null) {
      show.poller.stop();
      this.publish();
      return this.snapshot();
    }
    if (changed || show.fetchedAt === null) await show.poller.start();
    else show.poller.resume();
    return this.snapshot();
  }

  /** Check status: reads every application/instance the account's destinations involve, now. */
  async checkNow(account: string = this.callAccount()): Promise<SessionsSnapshot> {
    const show = this.show(account);
    show.checkAsked = true;
    await show.poller.pollNow();
    return this.snapshot();
  }

  /** Brings the current act's account's next read forward. */
  pollSoon(ms: number, account: string = this.callAccount()): void {
    this.shows.get(account)?.poller.pollSoon(ms);
  }

  dispose(): void {
    for (const s of this.shows.values()) s.poller.dispose();
    if (this.holdTimer !== null) this.timers.clearTimeout(this.holdTimer);
  }

  /** An account deleted or a rehearsal mirror ended: its show stops. */
  forget(stale: (account: string) => boolean): void {
    for (const [account, s] of [...this.shows]) {
      if (!stale(account)) continue;
      s.poller.dispose();
      this.shows.delete(account);
    }
  }

  /** A STOPPED row leaves after its hold even when polls are far apart, on every account's board. */
  private scheduleHold(): void {
    if (this.holdTimer !== null) return;
    const held = this.boards.accounts().filter((a) => this.boards.rows(a).some((r) => r.state === 'stopped' || (r.state === 'off' && !r.stored)));
    if (held.length === 0) return;
    this.holdTimer = this.timers.setTimeout(() => {
      this.holdTimer = null;
      for (const a of held) this.dispatch({ type: 'tick', at: this.deps.clock.now() }, a);
    }, HOLD_CHECK_MS);
  }

  /** A lost destination's notice names its account (its show may run off screen). */
  private announce(lost: SessionLost, id: string): void {
    const account = { id, name: this.accountName(id) ?? id };
    this.deps.events.emit({ type: 'live.session.lost', lost: { ...lost, account } });
    // The title (main's desktop notification too) says whose push it was, where main knows the name.
    this.deps.events.emit({ type: 'notice', level: 'error', title: lostTitle(this.accountName(id) === undefined ? lost : { ...lost, account }), body: lost.reason, account, cause: lostCause(id, lost.key) });
  }
}
