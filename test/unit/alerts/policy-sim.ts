/** Drives the pure alert policy on a fake clock: wakes it at each wake-up it asks for, as main's runner does. */
import type { Alert } from '../../../shared/domain/alerts/alert';
import { stepAlerts } from '../../../shared/domain/alerts/policy';
import { ALERT_LIMITS, type AlertLimits, type AlertSettings, type Condition, DEFAULT_ALERT_SETTINGS, EMPTY_POLICY, type PolicyEvent, type PolicyState, type ReadFacts } from '../../../shared/domain/alerts/policy-types';

export const T0 = Date.parse('2026-12-02T02:00:00Z');
export const POLL = 5000;

type Without<E> = E extends { at: number } ? Omit<E, 'at'> : never;

export class PolicySim {
  state: PolicyState = EMPTY_POLICY;
  now = T0;
  wakeAt: number | null = null;
  readonly sent: Alert[] = [];
  /** Not polled for anything on air unless a test says so: time passes with no read and no STALE. */
  read: ReadFacts = { readAt: T0, staleAfterMs: 2 * POLL + 5000, polled: false };

  constructor(
    readonly account = 'acct-1',
    readonly mirror = false,
    readonly settings: AlertSettings = DEFAULT_ALERT_SETTINGS,
    readonly limits: AlertLimits = ALERT_LIMITS,
  ) {}

  send(e: Without<PolicyEvent>): ReturnType<typeof stepAlerts> {
    const r = stepAlerts(this.state, { ...e, at: this.now } as PolicyEvent, this.limits);
    this.state = r.state;
    this.wakeAt = r.wakeAt;
    this.sent.push(...r.alerts);
    return r;
  }

  /** The board now shows these conditions (each read is fresh unless `fresh: false`). */
  board(conditions: Condition[], states: Record<string, string> = {}, fresh = true): void {
    if (fresh) this.read = { ...this.read, readAt: this.now };
    this.send({ type: 'board', account: this.account, accountName: 'Client B', mirror: this.mirror, settings: this.settings, pollMs: POLL, conditions, states, read: this.read });
  }

  /** Time passes: the policy is woken at every wake-up it asked for on the way. */
  advance(ms: number): void {
    const until = this.now + ms;
    while (this.wakeAt !== null && this.wakeAt <= until) {
      this.now = Math.max(this.now, this.wakeAt);
      this.send({ type: 'tick' });
    }
    this.now = until;
  }

  /** Polls every POLL ms for `ms`, each read showing `conditions`. */
  polls(ms: number, conditions: Condition[], states: Record<string, string> = {}): void {
    const until = this.now + ms;
    while (this.now + POLL <= until) {
      this.advance(POLL);
      this.board(conditions, states);
    }
    this.advance(until - this.now);
  }

  phases(): string[] {
    return this.sent.map((a) => `${a.phase}:${a.cause}`);
  }
}

export const failed = (key = 'svc:503', label = '#503 YouTube main'): Condition => ({ id: `dest:${key}`, cause: 'failed', destination: label, detail: 'Connection reset' });
