/**
 * Main's side of automatic reconnect: it feeds each board change of a destination whose
 * reconnect is on to that destination's policy (reconnect-policy.ts), runs what the policy
 * asks — a try (reconnect-sends.ts), a read — and waits for the tries on main's timers, so it needs no screen. The board
 * itself keeps the server's facts; a destination in an episode is shown RECONNECTING on
 * top of them (`overlay`).
 */
import { type Board, type Destination, lostBetween } from '../../../shared/domain/live/board';
import type { FeatureDeps } from '../deps';
import type { Timers } from './poller';
import { boardEvent } from './reconnect-events';
import { type EpisodeEnd, initialReconnect, stepReconnect, type ReconnectEvent, type ReconnectState } from './reconnect-policy';
import { ReconnectSettings } from './reconnect-settings';
import { ReconnectStore } from './reconnect-store';
import { episodeLine, reconnectView } from './reconnect-words';
import { sendTry, undoTry } from './reconnect-sends';
import type { SessionsService } from './sessions-service';

/** Hears each episode's end, with the destination's row as the board has it then (for its Activity entry). */
export type EpisodeListener = (account: string, key: string, ended: EpisodeEnd) => void;

export class Reconnects {
  private readonly policies = new Map<string, ReconnectState>();
  private readonly timers = new Map<string, unknown>();
  /** Destinations whose try is being sent: the rows Retry moves meanwhile are not the try's outcome. */
  private readonly sending = new Set<string>();
  private readonly settings: ReconnectSettings;

  constructor(
    private readonly deps: FeatureDeps,
    private readonly sessions: SessionsService,
    private readonly clockTimers: Timers,
    options: { accountDefault?: (account: string) => boolean; onEnded?: EpisodeListener; rand?: () => number; store?: ReconnectStore } = {},
  ) {
    sessions.boards.listen((account, prev, next) => this.changed(account, prev, next));
    sessions.decorate = (account, row) => this.overlay(account, row);
    this.settings = new ReconnectSettings(options.store ?? new ReconnectStore(deps.dataDir), options.accountDefault ?? (() => false));
    this.onEnded = options.onEnded ?? (() => undefined);
    this.rand = options.rand ?? Math.random;
  }

  private readonly onEnded: EpisodeListener;
  /** Episodes that ended by giving up, until the destination's next episode or end: the board row says so. */
  private readonly gaveUp = new Map<string, EpisodeEnd>();
  private readonly rand: () => number;

  /**
   * At start: every account's saved settings, so a drop is taken back with no call made. A
   * board read before they arrived followed the account's default; a saved setting wins.
   */
  async resume(): Promise<void> {
    const own = await this.settings.load();
    const at = this.deps.clock.now();
    for (const [account, keys] of Object.entries(own)) {
      for (const [key, on] of Object.entries(keys)) {
        if ((this.policies.get(`${account}|${key}`)?.enabled ?? false) !== on) this.feed(account, key, { type: 'enable', at, enabled: on });
      }
    }
  }

  /** Turns one destination's reconnect on or off (kept with the account); off stops its tries at once. */
  async setEnabled(account: string, key: string, enabled: boolean): Promise<void> {
    this.feed(account, key, { type: 'enable', at: this.deps.clock.now(), enabled });
    await this.settings.set(account, key, enabled);
  }

  /** A row as the views see it: RECONNECTING while its episode runs and the server shows it not on air. */
  overlay(account: string, row: Destination): Destination {
    const s = this.policies.get(`${account}|${row.key}`);
    const reconnect = s ? reconnectView(s) : { ...row.reconnect, enabled: this.settings.enabled(account, row.key) };
    const running = s?.episode != null && row.state !== 'live';
    if (running) return { ...row, state: 'reconnecting', reconnect };
    // A row the tries gave up on says so, with the platform's last reason after it.
    const gaveUp = this.gaveUp.get(`${account}|${row.key}`);
    if (gaveUp === undefined || row.state !== 'failed') return { ...row, reconnect };
    const words = episodeLine(gaveUp);
    return { ...row, reason: words.charAt(0).toUpperCase() + words.slice(1), reconnect };
  }

  /**
   * The operator's own Disconnect (a row, a control surface, a cue) or Disconnect all
   * (`key` null): the tries end at once, and a try already on its way is undone if it lands.
   */
  operatorStopped(account: string, key: string | null): void {
    const at = this.deps.clock.now();
    for (const id of [...this.policies.keys()]) {
      if (id.startsWith(`${account}|`) && (key === null || id === `${account}|${key}`)) this.feed(account, id.slice(account.length + 1), { type: 'disconnect', at });
    }
  }

  dispose(): void {
    for (const t of this.timers.values()) this.clockTimers.clearTimeout(t);
    this.timers.clear();
  }

  /** An account deleted or a rehearsal mirror ended: its tries stop (no timer fires for an account that is gone) and its state goes. */
  forget(stale: (account: string) => boolean): void {
    const gone = (id: string): boolean => stale(id.slice(0, id.indexOf('|')));
    for (const [id, t] of [...this.timers]) {
      if (!gone(id)) continue;
      this.clockTimers.clearTimeout(t);
      this.timers.delete(id);
    }
    for (const map of [this.policies, this.gaveUp]) for (const id of [...map.keys()]) if (gone(id)) map.delete(id);
    this.settings.forget(stale);
  }

  /** Destinations with no setting of their own follow their account's default, as the board lists them. */
  private adopt(account: string, next: Board, at: number): void {
    const byDefault = this.settings.byDefault(account);
    for (const key of Object.keys(next.rows)) {
      if (this.settings.ownSetting(account, key) !== undefined) continue;
      if ((this.policies.get(`${account}|${key}`)?.enabled ?? false) !== byDefault) this.feed(account, key, { type: 'enable', at, enabled: byDefault });
    }
  }

  private changed(account: string, prev: Board, next: Board): void {
    const at = this.deps.clock.now();
    this.adopt(account, next, at);
    const dropped = new Set(lostBetween(prev, next).map((r) => r.key));
    for (const [id, s] of this.policies) {
      if (!id.startsWith(`${account}|`)) continue;
      const key = id.slice(account.length + 1);
      const was = prev.rows[key];
      const row = next.rows[key];
      if (row === undefined || was === row) continue;
      const e = boardEvent(s, was, row, { dropped: dropped.has(key), sending: this.sending.has(id), at });
      if (e !== null) this.feed(account, key, e);
    }
  }

  private feed(account: string, key: string, e: ReconnectEvent): void {
    const id = `${account}|${key}`;
    const step = stepReconnect(this.policies.get(id) ?? initialReconnect(false), e, this.rand);
    this.policies.set(id, step.state);
    if (step.ended) this.onEnded(account, key, step.ended);
    if (step.ended?.kind === 'gave-up') this.gaveUp.set(id, step.ended);
    else if (step.ended || step.state.episode !== null) this.gaveUp.delete(id);
    for (const a of step.actions) {
      if (a.kind === 'read') void this.sessions.checkNow();
      else if (a.kind === 'disconnect') void undoTry(this.deps, this.sessions, account, key);
      else void this.connect(account, key, a.attempt);
    }
    this.arm(account, key, step.state);
    // An episode keeps main polling with no view open (its row reads RECONNECTING), so its try is seen to land.
    this.sessions.demandChanged();
  }

  /** A timer for the next due try (one per destination). */
  private arm(account: string, key: string, s: ReconnectState): void {
    const id = `${account}|${key}`;
    const t = this.timers.get(id);
    if (t !== undefined) this.clockTimers.clearTimeout(t);
    this.timers.delete(id);
    if (s.dueAt === null) return;
    const wait = Math.max(0, s.dueAt - this.deps.clock.now());
    this.timers.set(id, this.clockTimers.setTimeout(() => this.feed(account, key, { type: 'tick', at: Math.max(this.deps.clock.now(), s.dueAt!) }), wait));
  }

  /** One try through reconnect-sends.ts; the rows Retry moves meanwhile are not its outcome. */
  private async connect(account: string, key: string, attempt: number): Promise<void> {
    const id = `${account}|${key}`;
    this.sending.add(id);
    const answer = await sendTry(this.deps, this.sessions, key, attempt).finally(() => this.sending.delete(id));
    if (answer !== null) this.feed(account, key, answer);
  }
}
