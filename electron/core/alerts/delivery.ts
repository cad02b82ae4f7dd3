/**
 * The alerts' delivery in main: `dispatch` takes an alert from the policy and returns at
 * once; each of the account's targets has its own queue (delivery-queue.ts), so all its
 * targets are sent to in parallel and one that is down delays nothing else, least of all
 * a poll, a press or the board. Every alert sent, and every one that failed after its
 * tries, is an Activity entry (`alert.sent`, source `alert`) with the target's answer,
 * written once with its answer (one write, one fsync, one push to the pages);
 * each target's last answer is kept for the Accounts screen.
 */
import type { Alert, AlertDelivery, AlertDispatch } from '../../../shared/domain/alerts/alert';
import type { AlertTargetAnswer, AlertTargetView } from '../../../shared/domain/alerts/target';
import { ALERT_SENT } from '../../../shared/domain/audit';
import type { AuditLog } from '../audit/log';
import { runAsSource } from '../audit/source-scope';
import type { Clock, EventSink } from '../deps';
import type { KnownSecrets } from '../events/known-secrets';
import type { Logger } from '../events/log';
import { deliverOnce } from './delivery-once';
import { DEFAULT_QUEUE_CAP, TargetQueue } from './delivery-queue';
import { DEFAULT_LIMITS, type Fetch, type SendLimits } from './delivery-send';
import type { SecretHolder } from './targets-secrets';
import type { AlertTargetStore, TargetRecord } from './targets-store';

export interface AlertDeliveryDeps {
  store: AlertTargetStore;
  credentials: SecretHolder;
  secrets: KnownSecrets;
  audit: Pick<AuditLog, 'finished'>;
  events: EventSink;
  clock: Clock;
  log: Logger;
  /** The account's name as Activity shows it. */
  accountName: (account: string) => string;
  fetch?: Fetch;
  limits?: Partial<SendLimits>;
  queueCap?: number;
}

export interface AlertDeliveryCore {
  /** What the policy hands alerts to: returns at once. */
  dispatch: AlertDispatch;
  /** Sends one alert to one target now and waits for its answer (the test button). */
  sendNow(account: string, target: TargetRecord, alert: Alert): Promise<AlertDelivery>;
  views(account: string): Promise<AlertTargetView[]>;
  /** Announces the account's targets (after a change or an answer). */
  announce(account: string): void;
  /** The target went: its queue and last answer too. */
  forgetTarget(account: string, id: string): void;
  /** Resolves when no target, a removed one too, has an alert waiting or being sent (tests, benches). */
  settled(): Promise<void>;
  dispose(): void;
}

/** An account's targets are announced at most this often: a flood of alerts is not a flood of events. */
const ANNOUNCE_MS = 250;

const key = (account: string, id: string): string => `${account}\u0000${id}`;

const droppedWords = (n: number): string => (n === 0 ? '' : ` · ${n === 1 ? '1 older alert' : `${n} older alerts`} dropped unsent while it was down`);

/** An alert sent, or failed after its tries, as an Activity entry (`alert.sent`, source `alert`) with the target's answer. */
function inActivity(audit: AlertDeliveryDeps['audit'], account: string, target: TargetRecord, alert: Alert, result: AlertDelivery, detail: string): Promise<void> {
  return runAsSource({ kind: 'alert' }, async () => {
    const params = { target: target.label, kind: target.kind, host: target.host, phase: alert.phase, cause: alert.cause, incident: alert.incident, alert: alert.text };
    const intent = { profileId: account, profileName: alert.accountName, command: ALERT_SENT, params, ...(alert.destination === null ? {} : { destination: alert.destination }) };
    audit.finished(intent, { outcome: result.ok ? 'ok' : 'failed', resultKind: result.ok ? 'sent' : result.status === null ? 'unreachable' : `http_${result.status}`, message: detail, latencyMs: null });
  });
}

/** The account's targets with each one's last answer and what waits in its queue (the Accounts screen). */
async function targetViews(store: AlertTargetStore, queues: ReadonlyMap<string, TargetQueue>, last: ReadonlyMap<string, AlertTargetAnswer>, account: string): Promise<AlertTargetView[]> {
  return (await store.list(account)).map((t) => {
    const q = queues.get(key(account, t.id));
    return { ...t, last: last.get(key(account, t.id)) ?? null, queued: q?.size ?? 0, dropped: q?.dropped ?? 0 };
  });
}

export function createAlertDelivery(deps: AlertDeliveryDeps): AlertDeliveryCore {
  const limits: SendLimits = { ...DEFAULT_LIMITS, ...deps.limits };
  const fetcher: Fetch = deps.fetch ?? ((url, init) => fetch(url, init));
  const stop = new AbortController();
  const queues = new Map<string, TargetQueue>();
  /** Removed targets' queues still sending their last alert: `settled` waits for them too. */
  const draining = new Set<TargetQueue>();
  const last = new Map<string, AlertTargetAnswer>();
  const announcing = new Map<string, ReturnType<typeof setTimeout>>();
  const fail = (what: string) => (err: unknown) => deps.log.error(`alerts: ${what}`, err);

  function record(account: string, target: TargetRecord, alert: Alert, result: AlertDelivery, dropped: number): void {
    const detail = deps.secrets.scrub(result.detail) + droppedWords(dropped);
    last.set(key(account, target.id), { ok: result.ok, status: result.status, tries: result.tries, detail, at: new Date(deps.clock.now()).toISOString(), phase: alert.phase });
    inActivity(deps.audit, account, target, alert, result, detail).catch(fail('could not record an alert in Activity'));
    announce(account);
  }

  async function sendNow(account: string, target: TargetRecord, alert: Alert, dropped = 0): Promise<AlertDelivery> {
    const result = await deliverOnce({ ...deps, fetcher, limits, signal: stop.signal }, account, target, alert);
    record(account, target, alert, result, dropped);
    return result;
  }

  function queueOf(account: string, target: TargetRecord): TargetQueue {
    const k = key(account, target.id);
    let q = queues.get(k);
    if (q === undefined) {
      q = new TargetQueue(deps.queueCap ?? DEFAULT_QUEUE_CAP, async (alert, dropped) => void (await sendNow(account, target, alert, dropped)), fail('a send threw'));
      queues.set(k, q);
    }
    return q;
  }

  async function fanOut(alert: Alert): Promise<void> {
    const targets = await deps.store.list(alert.account);
    if (stop.signal.aborted) return;
    for (const t of targets) queueOf(alert.account, t).push(alert);
    if (targets.length > 0) announce(alert.account);
  }

  const views = (account: string): Promise<AlertTargetView[]> => targetViews(deps.store, queues, last, account);

  function announce(account: string): void {
    if (announcing.has(account) || stop.signal.aborted) return;
    const timer = setTimeout(() => {
      announcing.delete(account);
      views(account).then((targets) => deps.events.emit({ type: 'alerts.changed', account, targets }), fail('could not list targets'));
    }, ANNOUNCE_MS);
    announcing.set(account, timer);
  }

  return {
    dispatch: (alert) => {
      if (stop.signal.aborted) return;
      fanOut(alert).catch(fail('could not hand an alert to its targets'));
    },
    sendNow: (account, target, alert) => sendNow(account, target, alert),
    views,
    announce,
    forgetTarget(account, id) {
      const q = queues.get(key(account, id));
      q?.clear();
      if (q !== undefined && q.size > 0) {
        draining.add(q);
        void q.settled().then(() => draining.delete(q));
      }
      queues.delete(key(account, id));
      last.delete(key(account, id));
    },
    async settled() {
      await Promise.all([...queues.values(), ...draining].map((q) => q.settled()));
    },
    dispose() {
      stop.abort();
      for (const t of announcing.values()) clearTimeout(t);
      for (const q of queues.values()) q.clear();
    },
  };
}
