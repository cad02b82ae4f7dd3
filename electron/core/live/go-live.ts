/**
 * Go live: connect several destinations in parallel, each with its own result. Every
 * connect is one deliberate send through the gateway (audited, single-flight, never
 * resent); a Retry from the screen is a new call of this same function. Each result is
 * also emitted as a `live.destination` event the moment it is known.
 */
import type { CommandParams } from '../../../shared/api/catalog';
import type { DestinationResult, GoLiveValue } from '../../../shared/ipc/live';
import type { FeatureDeps, GatewayResult } from '../deps';
import { UNKNOWN_SENTENCE, rejectionText, wasNotSent } from './pending';
import type { SessionsService } from './sessions-service';

type ConnectParams = CommandParams<'pushpublish.connect'>;

/** Words for a destination; never a password or stream key. */
export function connectLabel(p: ConnectParams, serviceLabels: ReadonlyMap<number, string>): string {
  if (p.push_service_id !== undefined) {
    const id = Number(p.push_service_id);
    const base = serviceLabels.get(id) ?? `service #${id}`;
    return p.stream ? `${base} ← ${p.stream}` : base;
  }
  const where = [p.service_name, p.dst_host].filter((x) => x).join(' → ');
  return where ? `${p.entry_name ?? 'direct'} (${where})` : (p.entry_name ?? 'direct push');
}

export function destinationResult(index: number, label: string, r: GatewayResult<unknown>, latencyMs: number): DestinationResult {
  if (r.ok) return { index, label, outcome: 'accepted', state: 'connecting', message: 'Accepted by the server — connecting', latencyMs };
  const e = r.error;
  if (e.kind === 'outcome_unknown') return { index, label, outcome: 'unknown', state: 'unknown', message: UNKNOWN_SENTENCE, latencyMs };
  if (wasNotSent(e)) return { index, label, outcome: 'not_sent', state: 'disconnected', message: `Not sent: ${e.message}`, latencyMs };
  return { index, label, outcome: 'failed', state: 'failed', message: rejectionText(e), latencyMs };
}

export async function goLive(
  deps: FeatureDeps,
  sessions: SessionsService,
  connects: readonly ConnectParams[],
  serviceLabels: ReadonlyMap<number, string>,
  requestId?: string,
): Promise<GoLiveValue> {
  const started = deps.clock.now();
  const tracker = sessions.tracker;
  const keys = connects.map((p) =>
    tracker.beginConnect(
      p.push_service_id !== undefined
        ? { pushServiceId: Number(p.push_service_id), stream: p.stream }
        : { entryName: p.entry_name },
      connectLabel(p, serviceLabels),
    ),
  );
  sessions.publish();
  const results = await Promise.all(
    connects.map(async (params, index) => {
      const t0 = deps.clock.now();
      const r = await deps.gateway.call('pushpublish.connect', params);
      tracker.settleConnect(keys[index]!, r);
      const result = destinationResult(index, connectLabel(params, serviceLabels), r, deps.clock.now() - t0);
      // One slow destination must not hold the others at SENDING: each result goes out as it is known.
      if (requestId !== undefined) deps.events.emit({ type: 'live.destination', requestId, result });
      sessions.publish();
      return result;
    }),
  );
  sessions.pollSoon(1000);
  return { results, totalMs: deps.clock.now() - started };
}
