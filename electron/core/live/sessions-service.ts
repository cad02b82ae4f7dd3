/**
 * Main owns the show of every account at once: each account's watch (kept across
 * restarts), its own poll loop (account-shows.ts), its board with its reconnect episodes
 * (board-show.ts), the Go live selection. An account with a watch is read at its own rate,
 * on screen or not, each read on its own client; views get the active account's snapshot
 * (show-snapshot.ts). It polls while a view shows the account or anything of it is on air
 * (RECONNECTING included); no view can pause it for another.
 */
import { type BoardEvent, ON_AIR_STATES } from '../../../shared/domain/live/board';
import type { ShowEvent } from '../../../shared/domain/live/board-show';
import { DEFAULT_POLL_MS, type LiveTarget, type SessionsSnapshot } from '../../../shared/domain/live/sessions';
import type { FeatureDeps } from '../deps';
import { actingFor } from '../gateway/acting-for';
import { currentSource } from '../audit/source-scope';
import { boundAccount } from '../ipc/bound-account';
import type { AccountShow, BoardReadListener } from './account-show';
import { AccountShows } from './account-shows';
import { BoardStore } from './board-store';
import { type Timers, systemTimers } from './poller';
import { ShowMemory } from './show-memory';
import { readFacts, showSnapshot } from './show-snapshot';
import { StopHold, announceLost } from './stop-hold';
import { ViewDemand } from './view-demand';
import type { WatchStore } from './watch-store';
import { Watches } from './watches';

export class SessionsService {
  /** Each account's watch: a switch shows the other account's, switching back finds this one. */
  private readonly watches: Watches;
  /** Each account's Go live selection, what its reads listed and what was last sent (Retry's). */
  readonly memory = new ShowMemory();
  readonly views: ViewDemand;
  readonly boards: BoardStore;
  private readonly shows: AccountShows;
  private readonly hold: StopHold;

  constructor(
    private readonly deps: FeatureDeps,
    timers: Timers = systemTimers,
    onRead?: BoardReadListener,
    saved?: WatchStore,
    rand: () => number = Math.random,
    accountName: (id: string) => string | undefined = () => undefined,
  ) {
    this.watches = new Watches(saved);
    this.boards = new BoardStore((lost, account) => announceLost(deps, accountName, lost, account), rand);
    this.hold = new StopHold(this.boards, timers, (a) => this.dispatch({ type: 'tick', at: deps.clock.now() }, a));
    this.views = new ViewDemand(() => this.demandChanged());
    const ctx = { deps, boards: this.boards, memory: this.memory, target: (a: string) => this.targetOf(a), wanted: (a: string) => this.wantsPolls(a), dispatch: (e: BoardEvent, a: string) => this.dispatch(e, a), onRead };
    this.shows = new AccountShows(ctx, timers);
  }

  /** The watched application/instance of the current act's account (else the active one's), or null. */
  get target(): LiveTarget | null {
    return this.targetOf(this.callAccount());
  }

  targetOf(account: string): LiveTarget | null {
    return this.watches.get(account)?.target ?? null;
  }

  /** An account's show, made when first needed. */
  show(account: string): AccountShow {
    return this.shows.of(account, this.watches.get(account)?.intervalMs ?? DEFAULT_POLL_MS);
  }

  /** At start: every account's saved watch, each read at once (on screen or not). */
  async resume(): Promise<void> {
    // A watch set meanwhile (a view or a surface was quicker) is the newer word: it stays.
    const fromFile = await this.watches.load();
    await Promise.all(fromFile.map((account) => this.startShow(account)));
  }

  private startShow(account: string): Promise<void> {
    const w = this.watches.get(account);
    return w === undefined ? Promise.resolve() : this.shows.start(account, w.intervalMs);
  }

  /** Another account is active: its watch (if any) is read now, and every view gets its board. The other shows run on. */
  async accountSwitched(): Promise<void> {
    if (this.watches.get(this.activeId()) === undefined) return this.publish();
    await this.startShow(this.activeId());
  }

  /** Polls an account while a view shows it or anything of its board is on air (RECONNECTING included). */
  wantsPolls(account: string = this.activeId()): boolean {
    if (this.targetOf(account) === null) return false;
    return (account === this.activeId() && this.views.anyVisible()) || this.boards.rows(account).some((r) => ON_AIR_STATES.has(r.state));
  }

  /** What wants polls may have changed (a view, an episode): idle loops look again, views hear the board. */
  demandChanged(): void {
    this.shows.resumeAll();
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
    this.hold.schedule();
  }

  /** Sets the account's Go live selection, as every view then shows it. */
  select(ids: readonly number[], profileId: string = this.activeId()): void {
    this.memory.select(profileId, ids);
    this.publish();
  }

  snapshot(): SessionsSnapshot {
    const active = this.activeId();
    return showSnapshot({ account: active, show: this.shows.get(active), watch: this.watches.get(active), boards: this.boards, selected: this.memory.selection(active) });
  }

  /** An account's last good read, and whether it is polled for something on air. */
  readFacts(account: string): ReturnType<typeof readFacts> {
    return readFacts(account, this.shows.get(account), this.watches.get(account), this.boards);
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
    this.shows.dispose();
    this.hold.dispose();
  }

  /** An account deleted or a rehearsal mirror ended: its show stops. */
  forget(stale: (account: string) => boolean): void {
    this.shows.forget(stale);
  }
}
