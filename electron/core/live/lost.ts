/**
 * Which sessions that have been live are now failed or gone. A push rarely fails in one
 * step: it goes live → reconnecting → failed, or live → unknown status → gone. So each
 * session is remembered as "has been live" (`wasLive`) from the first poll that lists it
 * live until it is deliberately connected or disconnected again, or until it was
 * reported once; failed or gone from ANY later state then raises the alarm. A session
 * this console disconnected on purpose (expectedGone) vanishes without an alarm.
 */
import type { SessionView } from '../../../shared/domain/live/sessions';
import type { SessionLost } from '../../../shared/ipc/live';

export const GONE_REASON = 'Disappeared from the server while live (not disconnected from this console)';

export function detectLost(
  prev: ReadonlyMap<string, SessionView>,
  rows: readonly SessionView[],
  expectedGone: Set<string>,
  wasLive: Set<string>,
  iso: string,
): { lost: SessionLost[]; gone: SessionView[] } {
  const lost: SessionLost[] = [];
  const gone: SessionView[] = [];
  const current = new Map(rows.map((r) => [r.key, r]));
  for (const r of rows) {
    if (r.state === 'live') wasLive.add(r.key);
    else if (r.state === 'failed' && wasLive.delete(r.key)) {
      lost.push({ key: r.key, label: r.label, stream: r.stream, to: 'failed', reason: r.reason ?? 'failed', at: iso });
    }
  }
  for (const old of prev.values()) {
    if (current.has(old.key)) continue;
    const deliberate = expectedGone.delete(old.key);
    if (!wasLive.delete(old.key) || deliberate) continue;
    gone.push({ ...old, state: 'disconnected', reason: GONE_REASON, since: iso, origin: 'local' });
    lost.push({ key: old.key, label: old.label, stream: old.stream, to: 'disappeared', reason: GONE_REASON, at: iso });
  }
  return { lost, gone };
}
