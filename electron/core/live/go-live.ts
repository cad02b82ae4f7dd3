/**
 * Go live and disconnect as transitions of the destination board. Every connect is one
 * deliberate send through the gateway (audited, single-flight, never resent); a Retry
 * from the screen is a new call of this same function. A destination already LIVE or
 * CONNECTING is refused here, in words, and nothing is sent for it; the audit log still
 * lists it, NOT SENT with that reason, so Activity shows every Go live that was pressed.
 * A FAILED one whose push the server still holds is disconnected first (held-push.ts).
 */
import type { CommandParams } from '../../../shared/api/catalog';
import { type Outcome, UNKNOWN_SENTENCE, refusal } from '../../../shared/domain/live/board';
import { destinationKey } from '../../../shared/domain/live/sessions';
import type { IpcError } from '../../../shared/ipc/define';
import { wasNotSent } from '../../../shared/ipc/failure-classes';
import type { DestinationResult, GoLiveValue } from '../../../shared/ipc/live';
import type { FeatureDeps, GatewayResult } from '../deps';
import { releaseHeld } from './held-push';
import { disconnectAll, keepOrigin } from './origin-keep';
import { OriginStore } from './origin-store';
import type { SessionsService } from './sessions-service';

type ConnectParams = CommandParams<'pushpublish.connect'>;

export function rejectionText(error: IpcError): string {
  if (error.kind === 'api_failure' || error.kind === 'auth_rejected' || error.kind === 'signature_rejected' || error.kind === 'timestamp_rejected') {
    return `Rejected by the server: ${error.serverMessage ?? error.message}`;
  }
  return error.message;
}

/** How a call ended, as the board's answer: one wording per failure kind (also a run-sheet cue's). */
export function answerOf(r: { ok: true } | { ok: false; error: IpcError }): { outcome: Outcome; reason: string | null } {
  if (r.ok) return { outcome: 'accepted', reason: null };
  if (r.error.kind === 'outcome_unknown') return { outcome: 'unknown', reason: UNKNOWN_SENTENCE };
  if (wasNotSent(r.error)) return { outcome: 'not_sent', reason: `Not sent: ${r.error.message}` };
  return { outcome: 'rejected', reason: rejectionText(r.error) };
}

/** Words for a direct destination; never a password or stream key. */
export function connectLabel(p: ConnectParams): string {
  if (p.push_service_id !== undefined) return `service #${p.push_service_id}`;
  const where = [p.service_name, p.dst_host].filter((x) => x).join(' → ');
  return where ? `${p.entry_name ?? 'direct'} (${where})` : (p.entry_name ?? 'direct push');
}

const STATE_OF: Record<Outcome, DestinationResult['state']> = { accepted: 'connecting', rejected: 'failed', unknown: 'unknown', not_sent: 'off' };
const OUTCOME_OF: Record<Outcome, DestinationResult['outcome']> = { accepted: 'accepted', rejected: 'failed', unknown: 'unknown', not_sent: 'not_sent' };


async function connectOne(deps: FeatureDeps, sessions: SessionsService, account: string, params: ConnectParams, index: number): Promise<DestinationResult> {
  const key = destinationKey({ push_service_id: params.push_service_id === undefined ? null : Number(params.push_service_id), entry_name: params.entry_name ?? null });
  const row = sessions.boards.row(account, key);
  const label = row?.label ?? connectLabel(params);
  const refused = refusal(row);
  if (refused !== null) {
    deps.gateway.notSent('pushpublish.connect', params, refused);
    return { index, key, label, outcome: 'not_sent', state: row!.state, message: refused, latencyMs: null };
  }
  const held = await releaseHeld(deps, sessions, account, key, params, disconnect);
  if (held !== null) {
    deps.gateway.notSent('pushpublish.connect', params, held);
    return { index, key, label, outcome: 'not_sent', state: sessions.boards.row(account, key!)?.state ?? 'failed', message: held, latencyMs: null };
  }
  sessions.memory.sent.set(`${account}|${key}`, params);
  sessions.dispatch({
    type: 'send', at: deps.clock.now(), key, action: 'connect', label,
    where: { app: params.app ?? row?.app ?? sessions.target?.app, inst: params.inst, stream: params.stream ?? row?.stream },
    pushServiceId: params.push_service_id === undefined ? null : Number(params.push_service_id), entryName: params.entry_name ?? null,
  }, account);
  const t0 = deps.clock.now();
  const r = await deps.gateway.call('pushpublish.connect', params);
  const a = answerOf(r);
  // The answer is the account's the call was sent on, even when another is active by now.
  sessions.dispatch({ type: 'answer', at: deps.clock.now(), key, action: 'connect', ...a }, account);
  if (r.ok || r.error.kind === 'outcome_unknown') await keepOrigin(deps, account, key, params.origin_url);
  return { index, key, label, outcome: OUTCOME_OF[a.outcome], state: STATE_OF[a.outcome], message: a.reason ?? 'Accepted by the server — connecting', latencyMs: deps.clock.now() - t0 };
}

export async function goLive(deps: FeatureDeps, sessions: SessionsService, connects: readonly ConnectParams[]): Promise<GoLiveValue> {
  const started = deps.clock.now();
  const account = sessions.callAccount();
  const results = await Promise.all(connects.map((params, index) => connectOne(deps, sessions, account, params, index)));
  sessions.pollSoon(1000);
  return { results, totalMs: deps.clock.now() - started };
}

type DisconnectParams = CommandParams<'pushpublish.disconnect'>;

/** One disconnect, or all (`*`): DISCONNECTING at once, then STOPPED (held a few seconds) or back with the reason. */
export async function disconnect(deps: FeatureDeps, sessions: SessionsService, given: DisconnectParams): Promise<GatewayResult<{ message: string | null }>> {
  const all = given.entry_name === '*';
  const account = sessions.callAccount();
  const key = all ? null : destinationKey({ push_service_id: given.push_service_id === undefined ? null : Number(given.push_service_id), entry_name: given.entry_name ?? null });
  // Disconnect all's own send ends every try of the account, as a row's send ends its own: none starts while it is on its way.
  if (key === null) sessions.dispatch({ type: 'reconnect', key: null, event: { type: 'disconnect', at: deps.clock.now() } }, account);
  else {
    const label = sessions.boards.row(account, key)?.label ?? key;
    sessions.dispatch({ type: 'send', at: deps.clock.now(), key, action: 'disconnect', label, where: { app: given.app, inst: given.inst, stream: given.stream } }, account);
  }
  const origin = key === null ? undefined : await OriginStore.of(deps.dataDir).get(account, key).catch(() => undefined);
  const input = given.origin_url === undefined && origin !== undefined ? { ...given, origin_url: origin } : given;
  const r = all ? await disconnectAll(deps, account, input) : await deps.gateway.call('pushpublish.disconnect', input);
  if (key !== null && r.ok) await keepOrigin(deps, account, key, undefined);
  if (key !== null) sessions.dispatch({ type: 'answer', at: deps.clock.now(), key, action: 'disconnect', ...answerOf(r) }, account);
  else if (r.ok) sessions.dispatch({ type: 'disconnectedAll', at: deps.clock.now() }, account);
  sessions.pollSoon(500);
  return r;
}
