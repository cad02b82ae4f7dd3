/**
 * The alert policy in main: it hears every account's board change (each account's show
 * runs at once, on screen or not) with the drops in it, every split's outcome and the
 * preflight's verdicts, steps the pure policy (shared/domain/alerts/policy.ts) with the
 * clock, hands each alert to the delivery (`AlertDispatch`, fire-and-forget: the show never
 * waits on a target) and wakes itself for the next grace end or repeat on one timer.
 * A rehearsal mirror never alerts.
 */
import type { AlertDispatch } from '../../../shared/domain/alerts/alert';
import { boardConditions } from '../../../shared/domain/alerts/board-conditions';
import { openIncidents, stepAlerts } from '../../../shared/domain/alerts/policy';
import { ALERT_LIMITS, type AlertLimits, type AlertSettings, EMPTY_POLICY, type OpenIncident, type PolicyEvent, type PolicyState, type ReadFacts } from '../../../shared/domain/alerts/policy-types';
import type { Board } from '../../../shared/domain/live/board';
import { lostBetween } from '../../../shared/domain/live/board-show';
import type { McEvent } from '../../../shared/ipc/events';
import type { Clock } from '../deps';
import type { Timers } from '../live/poller';
import { lostNoticeEnd } from '../notices/notice-ends';

export interface PolicyRunnerDeps {
  clock: Clock;
  timers: Timers;
  /** The delivery: returns at once. */
  dispatch: AlertDispatch;
  accountName(id: string): string;
  isMirror(id: string): boolean;
  settings(id: string): AlertSettings;
  /** The account's last good read, its rate and whether main polls it now. */
  readFacts(id: string): ReadFacts & { pollMs: number };
  /** The account's board as the Live feature holds it now (its one owner). */
  board(id: string): Board;
  /** Tells every view the open incidents (`incidents.changed`). */
  emit(e: McEvent): void;
  onError(err: unknown): void;
  limits?: AlertLimits;
}

export class PolicyRunner {
  private state: PolicyState = EMPTY_POLICY;
  private timer: unknown = null;
  private wakeAt: number | null = null;
  /** Per account: pushes that were live and dropped, not back yet (key → label). */
  private readonly lost = new Map<string, Map<string, string>>();
  private shown = '';
  /** Per account: the timer that takes a stop on purpose as final without a read. */
  private readonly settling = new Map<string, unknown>();

  constructor(private readonly deps: PolicyRunnerDeps) {}

  /**
   * An account's board changed (`read`: by a read of the server). A push that was live and
   * dropped (the board's own `lostBetween`, the moment its notice is raised) stays wrong
   * until it is back LIVE or stopped on purpose, even once its row has left the board.
   */
  boardChanged(account: string, prev: Board, next: Board, read = false): void {
    if (!this.deps.isMirror(account)) this.update(account, prev, next, read);
  }

  /** `final`: a stop on purpose is where its row ends (a read confirmed it, or one poll passed with none). */
  private update(account: string, prev: Board, next: Board, final: boolean): void {
    const lost = this.lost.get(account) ?? new Map<string, string>();
    this.lost.set(account, lost);
    for (const r of lostBetween(prev, next)) lost.set(r.key, r.label);
    for (const key of [...lost.keys()]) if (lostNoticeEnd(next, key, final) !== null) lost.delete(key);
    const { conditions, states } = boardConditions(next, lost, final);
    if (!final && conditions.some((c) => c.holds === true)) this.settleLater(account);
    const { pollMs, ...facts } = this.deps.readFacts(account);
    this.step({ type: 'board', at: this.now(), account, accountName: this.deps.accountName(account), mirror: false, settings: this.deps.settings(account), pollMs, conditions, states, read: facts });
  }

  /** A split finished: a failure is wrong until a later split of the same stream works. */
  splitFinished(account: string, what: string, ok: boolean, detail: string | null): void {
    this.oneOff(account, `split:${what}`, 'split_failed', what, ok, detail);
  }

  /** The preflight's verdict on one check (another part calls this): a failure alerts until it passes again. */
  reportPreflightFailure(account: string, what: string, detail: string | null): void {
    this.oneOff(account, `preflight:${what}`, 'preflight_failed', what, false, detail);
  }

  reportPreflightPassed(account: string, what: string): void {
    this.oneOff(account, `preflight:${what}`, 'preflight_failed', what, true, null);
  }

  /** Mutes the repeats of one incident, or of every open one (of `account` when named). */
  acknowledge(incident: string | null, account: string | null): OpenIncident[] {
    return this.step({ type: 'ack', at: this.now(), incident, account });
  }

  /** An account's alert settings changed. */
  settingsChanged(account: string): void {
    this.step({ type: 'settings', at: this.now(), account, settings: this.deps.settings(account) });
  }

  open(): OpenIncident[] {
    return openIncidents(this.state);
  }

  /** Accounts deleted or mirrors ended: their incidents go, with no recovery to say. */
  forget(stale: (account: string) => boolean): void {
    for (const account of Object.keys(this.state.accounts)) if (stale(account)) this.step({ type: 'forget', at: this.now(), account });
    for (const a of [...this.lost.keys()]) if (stale(a)) this.lost.delete(a);
    for (const [a, t] of [...this.settling]) {
      if (!stale(a)) continue;
      this.deps.timers.clearTimeout(t);
      this.settling.delete(a);
    }
  }

  /**
   * A step under way holds an open alert until a read, or one poll at most: with no view and
   * nothing on air no read comes, and a stop on purpose must still end its alert.
   */
  private settleLater(account: string): void {
    if (this.settling.has(account)) return;
    const timer = this.deps.timers.setTimeout(() => {
      this.settling.delete(account);
      const board = this.deps.board(account);
      this.update(account, board, board, true);
    }, this.deps.readFacts(account).pollMs);
    this.settling.set(account, timer);
  }

  dispose(): void {
    for (const t of this.settling.values()) this.deps.timers.clearTimeout(t);
    this.settling.clear();
    if (this.timer !== null) this.deps.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private oneOff(account: string, id: string, cause: 'split_failed' | 'preflight_failed', what: string, ok: boolean, detail: string | null): void {
    if (this.deps.isMirror(account)) return;
    if (ok) this.step({ type: 'clear', at: this.now(), account, id });
    else this.step({ type: 'raise', at: this.now(), account, accountName: this.deps.accountName(account), mirror: false, settings: this.deps.settings(account), condition: { id, cause, destination: what, detail } });
  }

  private now(): number {
    return this.deps.clock.now();
  }

  private step(e: PolicyEvent): OpenIncident[] {
    const r = stepAlerts(this.state, e, this.deps.limits ?? ALERT_LIMITS);
    this.state = r.state;
    for (const alert of r.alerts) {
      try {
        this.deps.dispatch(alert);
      } catch (err) {
        this.deps.onError(err);
      }
    }
    const shown = JSON.stringify(this.open().map((o) => [o.incident, o.acked, o.cause]));
    if (shown !== this.shown) {
      this.shown = shown;
      this.deps.emit({ type: 'incidents.changed', incidents: this.open() });
    }
    this.arm(r.wakeAt);
    return r.acked;
  }

  private arm(at: number | null): void {
    if (at === this.wakeAt && this.timer !== null) return;
    if (this.timer !== null) this.deps.timers.clearTimeout(this.timer);
    this.timer = null;
    this.wakeAt = at;
    if (at === null) return;
    this.timer = this.deps.timers.setTimeout(() => {
      this.timer = null;
      this.wakeAt = null;
      this.step({ type: 'tick', at: this.now() });
    }, Math.max(0, at - this.now()));
  }
}
