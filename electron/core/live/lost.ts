/**
 * Which sessions were live at the last poll and are now failed or gone. A session this
 * console disconnected on purpose (expectedGone) vanishes without an alarm.
 */
import type { SessionView } from '../../../shared/domain/live/sessions';
import type { SessionLost } from '../../../shared/ipc/live';

export const GONE_REASON = 'Disappeared from the server while live (not disconnected from this console)';

export function detectLost(
  prev: ReadonlyMap<string, SessionView>,
  rows: readonly SessionView[],
  expectedGone: Set<string>,
  iso: string,
): { lost: SessionLost[]; gone: SessionView[] } {
  const lost: SessionLost[] = [];
  const gone: SessionView[] = [];
  const current = new Map(rows.map((r) => [r.key, r]));
  for (const r of rows) {
    if (prev.get(r.key)?.state === 'live' && r.state === 'failed') {
      lost.push({ key: r.key, label: r.label, stream: r.stream, to: 'failed', reason: r.reason ?? 'failed', at: iso });
    }
  }
  for (const old of prev.values()) {
    if (current.has(old.key)) continue;
    if (expectedGone.delete(old.key)) continue;
    if (old.state !== 'live') continue;
    gone.push({ ...old, state: 'disconnected', reason: GONE_REASON, since: iso, origin: 'local' });
    lost.push({ key: old.key, label: old.label, stream: old.stream, to: 'disappeared', reason: GONE_REASON, at: iso });
  }
  return { lost, gone };
}
