/**
 * A preflight's findings reach the crew's alert targets: each problem the preflight says as a
 * notice (cause `preflight:…`, sheets/preflight.ts) is a `preflight_failed` alert of the
 * account whose run it checked, and the notice's end (the next preflight no longer finds it)
 * is its recovery. The preflight is the screen's open run, on the active account.
 */
import type { McEvent } from '../../../shared/ipc/events';
import type { PolicyRunner } from './policy-runner';

const PREFLIGHT = 'preflight:';

export function preflightAlerts(runner: Pick<PolicyRunner, 'reportPreflightFailure' | 'reportPreflightPassed'>, activeId: () => string): (e: McEvent) => void {
  // Which account and problem each cause was found as, so its end recovers the same incident after a switch.
  const found = new Map<string, { account: string; what: string }>();
  return (e) => {
    if (e.type === 'notice' && e.cause?.startsWith(PREFLIGHT)) {
      const said = { account: e.account?.id ?? activeId(), what: e.body };
      found.set(e.cause, said);
      runner.reportPreflightFailure(said.account, said.what, null);
      return;
    }
    const said = e.type === 'notice.resolved' ? found.get(e.cause) : undefined;
    if (said === undefined || e.type !== 'notice.resolved') return;
    found.delete(e.cause);
    runner.reportPreflightPassed(said.account, said.what);
  };
}
