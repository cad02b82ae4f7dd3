/**
 * The alert policy's place in main: one runner (policy-runner.ts) fed from every account's
 * board, main's events and each account's settings, and the `incidents` area of the
 * contract — the open incidents, and the acknowledgement any view, the control API or
 * Companion sends. Every acknowledgement is an Activity entry, under its source.
 */
import type { AlertDispatch } from '../../../shared/domain/alerts/alert';
import { DEFAULT_ALERT_SETTINGS, type AlertLimits, type AlertSettings } from '../../../shared/domain/alerts/policy-types';
import type { Profile } from '../../../shared/domain/profile';
import { ackText } from '../../../shared/domain/alerts/words';
import { type AreaHandlers, ok } from '../../../shared/ipc/define';
import type { incidentsChannels } from '../../../shared/ipc/incidents';
import type { AuditLog } from '../audit/log';
import type { Clock, EventSink } from '../deps';
import type { Logger } from '../events/log';
import type { LiveFeature } from '../live/live-sources';
import type { AccountData } from '../profiles/account-data';
import { type Timers, systemTimers } from '../live/poller';
import { isMirrorId } from '../rehearsal/mirror';
import { PolicyRunner } from './policy-runner';

/** The action of an acknowledgement's Activity entry (no command is sent). */
export const ALERT_ACKNOWLEDGE = 'alert.acknowledge';

export interface AlertPolicyDeps {
  live: Pick<LiveFeature, 'boards' | 'readFacts'>;
  audit: Pick<AuditLog, 'intent' | 'outcome' | 'onFinished'>;
  clock: Clock;
  log: Logger;
  events: EventSink;
  /** The delivery; absent (a test, a CLI without targets): each alert is only logged. */
  dispatch?: AlertDispatch | undefined;
  accountName(id: string): string;
  /** The accounts: the active one, and each one's alert settings (kept with the account). */
  profiles: { activeId(): string; get(id: string): Pick<Profile, 'alerts'> | undefined };
  /** Where an account's data is forgotten with it: its incidents go, with no recovery said. */
  accountData: Pick<AccountData, 'also'>;
  timers?: Timers;
  limits?: AlertLimits;
}

export interface AlertPolicy {
  runner: PolicyRunner;
  handlers: AreaHandlers<typeof incidentsChannels>;
}

/** An account's alert settings: its own where it set them, else the defaults. */
export function alertSettingsOf(p: Pick<Profile, 'alerts'> | undefined): AlertSettings {
  return { ...DEFAULT_ALERT_SETTINGS, ...(p?.alerts ?? {}) };
}

export function createAlertPolicy(deps: AlertPolicyDeps): AlertPolicy {
  const runner = new PolicyRunner({
    clock: deps.clock,
    timers: deps.timers ?? systemTimers,
    dispatch: deps.dispatch ?? ((a) => deps.log.info(`alerts: no delivery wired; not sent: ${a.text}`)),
    accountName: deps.accountName,
    isMirror: isMirrorId,
    settings: (id) => alertSettingsOf(deps.profiles.get(id)),
    readFacts: (id) => deps.live.readFacts(id),
    board: (id) => deps.live.boards.board(id),
    emit: (e) => deps.events.emit(e),
    onError: (err) => deps.log.error('alerts: the delivery threw', err),
    ...(deps.limits ? { limits: deps.limits } : {}),
  });
  deps.live.boards.listen((account, prev, next) => runner.boardChanged(account, prev, next));
  deps.audit.onFinished((entry) => {
    if (entry.command !== 'recording.split' || !['ok', 'failed', 'unknown'].includes(entry.outcome)) return;
    const what = [entry.params.app, entry.params.stream].filter((p) => typeof p === 'string').join(' ');
    runner.splitFinished(entry.profileId, what, entry.outcome === 'ok', entry.outcome === 'unknown' ? 'no clear answer came back' : entry.message);
  });
  deps.accountData.also({ clearProfiles: async (stale: (account: string) => boolean) => runner.forget(stale) });
  const handlers: AreaHandlers<typeof incidentsChannels> = {
    list: async () => ok(runner.open()),
    acknowledge: async ({ incident, account }) => {
      const acknowledged = runner.acknowledge(incident, account);
      const what = acknowledged.length === 0 ? null : acknowledged.length === 1 ? acknowledged[0]!.text : `${acknowledged.length} alerts`;
      const message = what === null ? 'Nothing to acknowledge: no open alert repeats' : ackText(what);
      const profileId = acknowledged[0]?.account ?? account ?? deps.profiles.activeId();
      const entry = deps.audit.intent({ profileId, profileName: deps.accountName(profileId), command: ALERT_ACKNOWLEDGE, params: { incident: incident ?? '*' } });
      deps.audit.outcome(entry.id, { outcome: 'ok', resultKind: acknowledged.length === 0 ? 'none' : 'acknowledged', message, latencyMs: null });
      return ok({ acknowledged, message });
    },
  };
  return { runner, handlers };
}

/** The policy as the handlers build it, from their own deps (handlers/index.ts). */
export function alertPolicyOf(
  h: { accounts: Pick<AlertPolicyDeps, 'log' | 'profiles' | 'accountData'>; features: Pick<AlertPolicyDeps, 'clock' | 'events'>; audit: AlertPolicyDeps['audit']; alerts: { dispatch: AlertDispatch } },
  live: AlertPolicyDeps['live'],
  accountName: (id: string) => string,
): AlertPolicy {
  return createAlertPolicy({ ...h.accounts, ...h.features, live, audit: h.audit, accountName, dispatch: h.alerts.dispatch });
}
