/**
 * Main owns the show: each account's watch (kept across restarts), the poll loop, the
 * board, the Go live selection. It polls stream.active for the watched
 * application/instance AND every other one the account's services and running sessions
 * involve (a push from channel-origin is not visible on demo-origin), feeds each answer
 * to the board, pushes a `live.sessions` snapshot to every view (windows, tabs, control
 * surfaces), and raises a notice when a destination that was live fails or disappears.
 * It polls while any view is visible or anything is on air (view-demand.ts); no view can
 * pause it for another.
 */
import type { FollowUpCause } from '../../../shared/domain/audit';
import { type Board, type BoardEvent, type Destination, ON_AIR_STATES } from '../../../shared/domain/live/board';
import type { ServerPush } from '../../../shared/domain/live/board-poll';
import { DEFAULT_POLL_MS, type LiveStreamView, type LiveTarget, type SessionsSnapshot, serverPushes, streamView } from '../../../shared/domain/live/sessions';
import { type SessionLost, lostTitle } from '../../../shared/ipc/live';
import type { FeatureDeps } from '../deps';
import { boundAccount } from '../ipc/bound-account';
import { BoardStore } from './board-store';
import { Poller, type Timers, systemTimers } from './poller';
import { ShowMemory } from './show-memory';
import { ViewDemand } from './view-demand';
import type { WatchStore } from './watch-store';
import { Watches } from './watches';

/** Cache keys may hold only letters, digits and . : / - _ (shared/ipc/api.ts). */
export function safeKeyPart(v: string): string {
  return v.replace(/[^\w.:/-]/g, '_');
}

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
  private streams: LiveStreamView[] = [];
  private fetchedAt: string | null = null;
  private pollError: string | null = null;
  private failingSince: string | null = null;
  /** The account the target's streams came from; a switch starts them from nothing. */
  private profileId: string | null = null;
  readonly boards: BoardStore;
  private readonly poller: Poller;
  private holdTimer: unknown = null;
  /** How a row is shown on top of the server's facts (automatic reconnect sets it). */
  decorate: (profileId: string, row: Destination) => Destination = (_p, row) => row;
  /** Check status asked for the next read: what it finds is "by Check status". */
  private checkAsked = false;

  constructor(
    private readonly deps: FeatureDeps,
    private readonly timers: Timers = systemTimers,
    private readonly onRead?: BoardReadListener,
    saved?: WatchStore,
  ) {
    this.watches = new Watches(saved);
    this.boards = new BoardStore((lost, account) => this.announce(lost, account));
    this.views = new ViewDemand(() => this.demandChanged());
    this.poller = new Poller(() => this.pollOnce(), timers, DEFAULT_POLL_MS, () => this.wantsPolls(), () => deps.clock.now());
  }

  /** The active account's watched application/instance, or null. */
  get target(): LiveTarget | null {
    return this.watches.get(this.activeId())?.target ?? null;
  }

  /** At start: every account's saved watch; the active account's is read at once (its pushes may be on air). */
  async resume(): Promise<void> {
    // A watch set meanwhile (a view or a surface was quicker) is the newer word: it stays.
    const resumed = await this.watches.load(this.activeId());
    const w = this.watches.get(this.activeId());
    if (!resumed || w === undefined) return;
    this.poller.setInterval(w.intervalMs);
    await this.poller.start();
  }

  /** Another account is active: its watch (if any) is read now, and every view gets its board. */
  async accountSwitched(): Promise<void> {
    const w = this.watches.get(this.activeId());
    if (w === undefined) return this.publish();
    this.poller.setInterval(w.intervalMs);
    await this.poller.start();
  }

  /** Main polls while a view is visible or anything on the active account's board is on air (a reconnect's tries too: as the views see it). */
  wantsPolls(): boolean {
    if (this.target === null) return false;
    const active = this.activeId();
    return this.views.anyVisible() || this.boards.rows(active).some((r) => ON_AIR_STATES.has(this.decorate(active, r).state));
  }

  /** What wants polls may have changed (a view, a reconnect's episode): an idle cycle resumes, and the views hear the board. */
  demandChanged(): void {
    this.poller.resume();
    this.publish();
  }

  activeId(): string {
    return this.deps.gateway.activeProfile().id;
  }

  /**
   * The account an action belongs to: the one its call was bound to (the router checked
   * it was active when the call came in), else the active one. Captured when the action
   * starts, so its answer lands on that account's board whatever is active by then.
   */
  callAccount(): string {
    return boundAccount() ?? this.activeId();
  }

  /** One change of an account's board (the active one unless named), published at once. */
  dispatch(e: BoardEvent, profileId: string = this.activeId()): void {
    this.boards.dispatch(profileId, e);
    const accepted = e.type === 'answer' && e.outcome === 'accepted' && e.action === 'connect' ? this.boards.row(profileId, e.key)?.pushServiceId : null;
    if (accepted !== null && accepted !== undefined) this.memory.unselect(profileId, accepted);
    this.poller.resume();
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
    const same = this.profileId === active;
    return {
      profileId: active,
      target: this.target,
      streams: same ? this.streams : [],
      board: this.boards.rows(active).map((r) => this.decorate(active, r)),
      fetchedAt: same ? this.fetchedAt : null,
      pollError: same ? this.pollError : null,
      failingSince: same ? this.failingSince : null,
      intervalMs: this.poller.intervalMs,
      staleAfterMs: 2 * this.poller.intervalMs + STALE_GRACE_MS,
      idle: this.target !== null && this.poller.isIdle,
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
    if (intervalMs !== undefined) this.poller.setInterval(intervalMs);
    const changed = this.watches.set(account, target, this.poller.intervalMs);
    if (changed) this.forgetTarget();
    if (target === null) {
      this.poller.stop();
      this.publish();
      return this.snapshot();
    }
    if (changed || this.fetchedAt === null || this.profileId !== account) await this.poller.start();
    else this.poller.resume();
    return this.snapshot();
  }

  /** Check status: reads every application/instance the account's destinations involve, now. */
  async checkNow(): Promise<SessionsSnapshot> {
    this.checkAsked = true;
    await this.poller.pollNow();
    return this.snapshot();
  }

  pollSoon(ms: number): void {
    this.poller.pollSoon(ms);
  }

  dispose(): void {
    this.poller.dispose();
    if (this.holdTimer !== null) this.timers.clearTimeout(this.holdTimer);
  }

  private forgetTarget(): void {
    this.streams = [];
    this.fetchedAt = null;
    this.pollError = null;
    this.failingSince = null;
  }

  /** The watched target first, then every other app/inst a stored service or a running row names. */
  scopes(profileId: string, target: LiveTarget): LiveTarget[] {
    const seen = new Map<string, LiveTarget>([[`${target.app}/${target.inst}`, target]]);
    for (const r of this.boards.rows(profileId)) {
      const app = r.app;
      const inst = r.state === 'off' ? target.inst : (r.inst ?? target.inst);
      if (app !== null && !seen.has(`${app}/${inst}`)) seen.set(`${app}/${inst}`, { app, inst });
    }
    return [...seen.values()];
  }

  private async pollOnce(): Promise<void> {
    const target = this.target;
    // Read now, before any await: a read already in flight when Check status was pressed is not its read.
    const cause: FollowUpCause = this.checkAsked ? 'check' : 'read';
    this.checkAsked = false;
    if (target === null) return;
    const profileId = this.activeId();
    if (this.profileId !== profileId) this.forgetTarget();
    this.profileId = profileId;
    const requestedTick = this.boards.board(profileId).tick;
    const scopes = this.scopes(profileId, target);
    const answers = await Promise.all(
      scopes.map((s, i) => this.deps.gateway.call('stream.active', { app: s.app, inst: s.inst }, i === 0 ? { cacheKey: `live:active:${safeKeyPart(s.app)}/${safeKeyPart(s.inst)}` } : {})),
    );
    // The operator switched targets or accounts meanwhile: this answer describes neither.
    if (this.target !== target || this.activeId() !== profileId) return;
    const at = this.deps.clock.now();
    const read: string[] = [];
    const pushes: ServerPush[] = [];
    answers.forEach((r, i) => {
      if (!r.ok) return;
      const scope = `${scopes[i]!.app}/${scopes[i]!.inst}`;
      const listed = serverPushes(r.value.streams, scopes[i]!.app, scopes[i]!.inst);
      this.memory.noteRead(profileId, scope, listed);
      read.push(scope);
      pushes.push(...listed);
    });
    const first = answers[0]!;
    if (first.ok) {
      this.streams = first.value.streams.map(streamView);
      this.fetchedAt = new Date(at).toISOString();
      this.pollError = null;
      this.failingSince = null;
    } else {
      this.pollError = first.error.message;
      this.failingSince ??= new Date(at).toISOString();
    }
    const prev = this.boards.board(profileId);
    this.dispatch({ type: 'poll', at, requestedTick, scopes: read, pushes });
    this.onRead?.(profileId, prev, this.boards.board(profileId), cause);
  }

  /** A STOPPED row leaves after its hold even when polls are far apart. */
  private scheduleHold(): void {
    if (this.holdTimer !== null) return;
    if (!this.boards.rows(this.activeId()).some((r) => r.state === 'stopped' || (r.state === 'off' && !r.stored))) return;
    this.holdTimer = this.timers.setTimeout(() => {
      this.holdTimer = null;
      this.dispatch({ type: 'tick', at: this.deps.clock.now() });
    }, HOLD_CHECK_MS);
  }

  /** A lost destination's notice names its account (its show may run off screen). */
  private announce(found: SessionLost, id: string): void {
    const name = this.deps.accountName?.(id);
    const lost = name === undefined ? found : { ...found, account: { id, name } };
    this.deps.events.emit({ type: 'live.session.lost', lost });
    this.deps.events.emit({ type: 'notice', level: 'error', title: lostTitle(lost), body: lost.reason });
  }
}
