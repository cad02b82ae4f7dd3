/**
 * What one reconnect try sends: a connect through Retry (which disconnects a push the
 * server still holds first), marked in Activity as that try of its episode and never as a
 * cue's, whatever call's context armed the timer; and the undo of a try that landed after
 * a stop. Both are acts of main's own FOR the destination's account (acting-for.ts): they
 * go to that account's client whatever is on screen. The answer comes back as the policy's
 * event (reconnect-policy.ts).
 */
import { outsideCue } from '../audit/cue-scope';
import { runAsSource } from '../audit/source-scope';
import type { FeatureDeps } from '../deps';
import { actFor } from '../gateway/acting-for';
import { disconnect } from './go-live';
import { RECONNECT } from '../../../shared/domain/live/reconnect-backoff';
import type { ReconnectEvent } from '../../../shared/domain/live/reconnect-policy';
import { retry } from './retry';
import type { SessionsService } from './sessions-service';

/** Sends try `attempt` for `key` on `account`; accepted is not yet on air (a read tells). */
export async function sendTry(deps: FeatureDeps, sessions: SessionsService, account: string, key: string, attempt: number): Promise<ReconnectEvent> {
  const source = { kind: 'reconnect' as const, attempt, of: RECONNECT.maxTries };
  const r = await actFor(account, () => outsideCue(() => runAsSource(source, () => retry(deps, sessions, key))));
  const res = r.ok ? r.value.results[0] : undefined;
  const at = deps.clock.now();
  if (!r.ok || res === undefined) return { type: 'answer', at, outcome: 'refused', reason: r.ok ? 'Not sent' : r.error.message };
  if (res.outcome === 'unknown') return { type: 'answer', at, outcome: 'lost' };
  if (res.outcome !== 'accepted') return { type: 'answer', at, outcome: 'refused', reason: res.message ?? '' };
  return { type: 'answer', at, outcome: 'ok' };
}

/** Disconnects the push a late try started after a stop, on the try's own account. */
export function undoTry(deps: FeatureDeps, sessions: SessionsService, account: string, key: string): Promise<void> {
  return actFor(account, async () => {
    const row = sessions.boards.row(account, key);
    const inst = row?.inst ?? sessions.target?.inst;
    const app = row?.app ?? sessions.target?.app;
    if (!row || !inst || !app || row.pushServiceId === null) return;
    await disconnect(deps, sessions, { app, inst, push_service_id: row.pushServiceId });
  });
}
