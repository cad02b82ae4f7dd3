/**
 * Retry against the sandbox, which holds a failed push as the real service does ("Push
 * service 501 is already pushing …"): one press disconnects the held push, then connects
 * again — exactly one of each at the sandbox — and the destination is LIVE again. And the
 * Go live selection is main's: what the server accepted leaves it, what it refused stays.
 */
import { describe, expect, it } from 'vitest';
import type { Destination } from '../../../shared/domain/live/board';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { liveSuite } from './board-calls';

const { harness, call, rowUntil } = liveSuite();
const rowWhen = (key: string, state: Destination['state']): Promise<Destination> => rowUntil(key, (r) => r.state === state);

describe('Retry', () => {
  it('on a dropped destination: one disconnect of the held push, one connect, and LIVE again', async () => {
    await call('live.connect', { connects: [{ push_service_id: 501, inst: 'live' }] });
    await rowWhen('svc:501', 'live');
    harness().booted.sandbox.dropPushes({});
    const failed = await rowWhen('svc:501', 'failed');
    expect(failed.reason).toBeTruthy();
    harness().booted.sandbox.resetCounts();
    const r = await call<{ results: Array<{ outcome: string }> }>('live.retry', { key: 'svc:501' });
    expect(r.results.map((x) => x.outcome)).toEqual(['accepted']);
    expect(harness().sent('pushpublish.disconnect')).toBe(1);
    expect(harness().sent('pushpublish.connect')).toBe(1);
    await rowWhen('svc:501', 'live');
  });

  it('clears from the selection what the server accepted; what was refused stays ticked', async () => {
    await call('live.select', { ids: [502, 503] });
    await call('live.connect', { connects: [{ push_service_id: 502, inst: 'live' }, { push_service_id: 503, inst: 'nope' }] });
    const snap = await call<SessionsSnapshot>('live.select', { ids: (await call<SessionsSnapshot>('live.checkStatus', {})).selected });
    expect(snap.selected).toEqual([503]);
  });
});
