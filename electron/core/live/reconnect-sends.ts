/**
 * What one reconnect try sends: a connect through Retry (which disconnects a push the
 * server still holds first), marked in Activity as that try of its episode and never as a
 * cue's, whatever call's context armed the timer; and the undo of a try that landed after
 * the operator stopped. The answer comes back as the policy's event (reconnect-policy.ts).
 */
import { outsideCue } from '../audit/cue-scope';
import { runAsSource } from '../audit/source-scope';
import type { FeatureDeps } from '../deps';
import { disconnect } from './go-live';
import { RECONNECT } from './reconnect-backoff';
import type { ReconnectEvent } from './reconnect-policy';
import { retry } from './retry';
import type { SessionsService } from './sessions-service';

/** Sends try `attempt` for `key`; an accepted try is null (it is taken only when a read lists it LIVE, as a refused key shows only then). */
export async function sendTry(deps: FeatureDeps, sessions: SessionsService, key: string, attempt: number): Promise<ReconnectEvent | null> {
  const source = { kind: 'reconnect' as const, attempt, of: RECONNECT.maxTries };
  const r = await outsideCue(() => runAsSource(source, () => retry(deps, sessions, key)));
  const res = r.ok ? r.value.results[0] : undefined;
  const at = deps.clock.now();
  if (!r.ok || res === undefined) return { type: 'answer', at, outcome: 'refused', reason: r.ok ? 'Not sent' : r.error.message };
  if (res.outcome === 'unknown') return { type: 'answer', at, outcome: 'lost' };
  if (res.outcome !== 'accepted') return { type: 'answer', at, outcome: 'refused', reason: res.message ?? '' };
  return null;
}

/** Disconnects the push a late try started after the operator stopped the tries. */
export async function undoTry(deps: FeatureDeps, sessions: SessionsService, account: string, key: string): Promise<void> {
  const row = sessions.boards.row(account, key);
  const inst = row?.inst ?? sessions.target?.inst;
  const app = row?.app ?? sessions.target?.app;
  if (!row || !inst || !app || row.pushServiceId === null) return;
  await disconnect(deps, sessions, { app, inst, push_service_id: row.pushServiceId });
}
