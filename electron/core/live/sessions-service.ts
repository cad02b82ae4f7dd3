/**
 * Keeps the account's destinations fresh: polls stream.active for the watched
 * application/instance AND every other one the account's services and running sessions
 * involve (a push from channel-origin is not visible on demo-origin), feeds each answer
 * to the board, pushes a `live.sessions` snapshot to every renderer, and raises a notice
 * when a destination that was live fails or disappears.
 */
import type { FollowUpCause } from '../../../shared/domain/audit';
import type { Board, BoardEvent } from '../../../shared/domain/live/board';
import type { ServerPush } from '../../../shared/domain/live/board-poll';
import { DEFAULT_POLL_MS, type LiveStreamView, type LiveTarget, type SessionsSnapshot, serverPushes, streamView } from '../../../shared/domain/live/sessions';
import { type SessionLost, lostTitle } from '../../../shared/ipc/live';
import type { FeatureDeps } from '../deps';
import { boundAccount } from '../ipc/bound-account';
import { BoardStore } from './board-store';
import { Poller, type Timers, systemTimers } from './poller';

/** Cache keys may hold only letters, digits and . : / - _ (shared/ipc/api.ts). */
export function safeKeyPart(v: string): string {
  return v.replace(/[^\w.:/-]/g, '_');
}

/** Hears each read's change of an account's board (what the audit log follows, audit/follow-up.ts). */
export type BoardReadListener = (profileId: string, prev: Board, next: Board, cause: FollowUpCause) => void;

/** How often a STOPPED row's hold is checked between polls. */
const HOLD_CHECK_MS = 1000;

export class SessionsService {
  target: LiveTarget | null = null;
  private streams: LiveStreamView[] = [];
  private fetchedAt: string | null = null;
  private pollError: string | null = null;
  private failingSince: string | null = null;
  /** The account the target's streams came from; a switch starts them from nothing. */
  private profileId: string | null = null;
  readonly boards: BoardStore;
  private readonly poller: Poller;
  private holdTimer: unknown = null;
  /** Check status asked for the next read: what it finds is "by Check status". */
  private checkAsked = false;

  constructor(
    private readonly deps: FeatureDeps,
    private readonly timers: Timers = systemTimers,
    private readonly onRead?: BoardReadListener,
  ) {
    this.boards = new BoardStore((lost) => this.announce(lost));
    this.poller = new Poller(() => this.pollOnce(), timers, DEFAULT_POLL_MS);
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
    this.publish();
    this.scheduleHold();
  }

  snapshot(): SessionsSnapshot {
    const same = this.profileId === this.activeId();
    return {
      target: this.target,
      streams: same ? this.streams : [],
      board: this.boards.rows(this.activeId()),
      fetchedAt: same ? this.fetchedAt : null,
      pollError: same ? this.pollError : null,
      failingSince: same ? this.failingSince : null,
      intervalMs: this.poller.intervalMs,
      paused: this.poller.isPaused,
    };
  }

  publish(): void {
    this.deps.events.emit({ type: 'live.sessions', snapshot: this.snapshot() });
  }

  async watch(target: LiveTarget | null, intervalMs?: number, paused?: boolean): Promise<SessionsSnapshot> {
    if (intervalMs !== undefined) this.poller.setInterval(intervalMs);
    const changed = target?.app !== this.target?.app || target?.inst !== this.target?.inst;
    if (changed) this.forgetTarget(target);
    if (target === null) {
      this.poller.stop();
      return this.snapshot();
    }
    if (paused !== undefined) this.poller.setPaused(paused);
    if (changed || this.fetchedAt === null || this.profileId !== this.activeId()) await this.poller.start();
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

  private forgetTarget(target: LiveTarget | null): void {
    this.target = target;
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
    if (this.profileId !== profileId) this.forgetTarget(target);
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
      read.push(`${scopes[i]!.app}/${scopes[i]!.inst}`);
      pushes.push(...serverPushes(r.value.streams, scopes[i]!.app, scopes[i]!.inst));
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

  private announce(lost: SessionLost): void {
    this.deps.events.emit({ type: 'live.session.lost', lost });
    this.deps.events.emit({ type: 'notice', level: 'error', title: lostTitle(lost), body: lost.reason });
  }
}
