/**
 * Every IPC handler of the contract in one object: the four core areas built here and
 * the feature areas from their own factories (electron/core/<area>/feature.ts).
 */
import { createReportsFeature } from '../reports/feature';
import { createRehearsalFeature } from '../rehearsal/feature';
import { createSheetsFeature } from '../sheets/feature';
import { createClockFeature } from '../sheets/clock-feature';
import { createViewersFeature } from '../viewers/feature';
import { createAccountsHandlers } from './accounts';
import { createActivityHandlers } from './activity';
import { createApiHandlers } from './api';
import { createAppHandlers } from './app';
import { DestinationFollower } from '../audit/follow-up';
import { BoardAudit } from '../audit/board-audit';
import { NoticeEnds } from '../notices/notice-ends';
import { ok } from '../../../shared/ipc/define';
import { ShowSummary } from '../live/show-summary';
import { alertPolicyOf } from '../alerts/policy-feature';
import type { PolicyRunner } from '../alerts/policy-runner';
import type { Board } from '../../../shared/domain/live/board';
import { preflightAlerts } from '../alerts/preflight-alerts';
import type { AllHandlers, HandlerDeps } from './handler-deps';
import { wireLive } from './live-area';

export function createHandlers(deps: HandlerDeps): AllHandlers {
  const follower = new DestinationFollower(deps.audit, deps.features.clock.now, (err) => deps.accounts.log.error('audit: could not record what a destination became', err));
  deps.audit.onFinished((entry) => follower.entryFinished(entry));
  const { profiles } = deps.accounts;
  const shows = new ShowSummary((e) => deps.features.events.emit(e), (id) => profiles.get(id) !== undefined);
  const name = (id: string): string => profiles.get(id)?.name ?? id;
  const boardAudit = new BoardAudit(deps.audit, name, deps.features.clock.now, (err) => deps.accounts.log.error('audit: could not record what a read found', err));
  const notices = new NoticeEnds((e) => deps.features.events.emit(e));
  // The alert policy is built on the Live feature it watches: reads reach it once it exists.
  let policyRunner: PolicyRunner | null = null;
  const alertReads = (id: string, prev: Board, next: Board): void => policyRunner?.boardChanged(id, prev, next, true);
  const live = wireLive(deps, { follower, boardAudit, notices, shows, alertReads });
  const policy = alertPolicyOf(deps, live, name);
  policyRunner = policy.runner;
  const viewers = createViewersFeature(deps.features);
  const reports = createReportsFeature(deps.features);
  // A sheet written for an account also runs on that account's rehearsal mirror.
  const sheets = createSheetsFeature({ ...deps.features, live: live.handlers, groups: live.groups, credentials: deps.accounts.credentials, audit: deps.audit, mirrorOf: (id) => profiles.get(id)?.mirrorOf ?? null,
    homeOf: (p) => (p.mirrorOf !== undefined ? profiles.get(p.mirrorOf) : undefined) ?? p,
    controlAllowsDestructive: deps.controlAllowsDestructive, onError: (err) => deps.accounts.log.error('sheets: a timed cue could not act', err),
  });
  const preflights = preflightAlerts(policy.runner, () => profiles.activeId());
  const clock = createClockFeature({ ...deps.features, ...deps.accounts, sheets, groups: live.groups });
  const accounts = createAccountsHandlers(deps.accounts);
  const rehearsal = createRehearsalFeature({
    ...deps.accounts, gateway: deps.features.gateway, clock: deps.features.clock,
    switchTo: (id) => accounts.setActive({ id }), startMirror: deps.rehearsal.startMirror,
  });
  return {
    handlers: {
      app: createAppHandlers(deps.app),
      accounts,
      api: createApiHandlers(deps.api),
      activity: createActivityHandlers(deps.audit),
      live: live.handlers,
      shows: { list: async () => ok(shows.list()) },
      groups: live.groups,
      viewers: viewers.handlers,
      reports: reports.handlers,
      sheets: sheets.handlers,
      rehearsal: rehearsal.handlers,
      control: deps.control,
      session: deps.session,
      alerts: deps.alerts.handlers,
      clock: clock.handlers,
      share: deps.share,
      incidents: policy.handlers,
    },
    accountSwitched: () => live.accountSwitched(),
    shows,
    heard: (e) => {
      shows.heard(e);
      notices.heard(e);
      boardAudit.heard(e);
      clock.heard(e);
      preflights(e);
    },
    alertPolicy: policy.runner,
    async dispose() {
      live.dispose();
      clock.dispose();
      sheets.dispose();
      policy.runner.dispose();
      viewers.dispose();
      reports.dispose();
      await rehearsal.dispose();
    },
  };
}
