/**
 * Retry against the sandbox, which holds a failed push as the real service does ("Push
 * service 501 is already pushing …"): one press disconnects the held push, then connects
 * again — exactly one of each at the sandbox — and the destination is LIVE again. And the
 * Go live selection is main's: what the server accepted leaves it, what it refused stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Destination } from '../../../shared/domain/live/board';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { type Harness, startHarness } from '../control/harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

async function call<T>(channel: string, input: unknown): Promise<T> {
  const r = await h.booted.services.router.dispatch(channel, input, 'sandbox');
  if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
  return r.value as T;
}

/** Reads the board until the row is in `state` (the sandbox settles a connect after its delay). */
async function rowWhen(key: string, state: Destination['state']): Promise<Destination> {
  for (;;) {
    const snap = await call<SessionsSnapshot>('live.checkStatus', {});
    const row = snap.board.find((r) => r.key === key);
    if (row?.state === state) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Retry', () => {
  it('on a dropped destination: one disconnect of the held push, one connect, and LIVE again', async () => {
    await call('live.connect', { connects: [{ push_service_id: 501, inst: 'live' }] });
    await rowWhen('svc:501', 'live');
    h.booted.sandbox.dropPushes({});
    const failed = await rowWhen('svc:501', 'failed');
    expect(failed.reason).toBeTruthy();
    h.booted.sandbox.resetCounts();
    const r = await call<{ results: Array<{ outcome: string }> }>('live.retry', { key: 'svc:501' });
    expect(r.results.map((x) => x.outcome)).toEqual(['accepted']);
    expect(h.sent('pushpublish.disconnect')).toBe(1);
    expect(h.sent('pushpublish.connect')).toBe(1);
    await rowWhen('svc:501', 'live');
  });

  it('clears from the selection what the server accepted; what was refused stays ticked', async () => {
    await call('live.select', { ids: [502, 503] });
    await call('live.connect', { connects: [{ push_service_id: 502, inst: 'live' }, { push_service_id: 503, inst: 'nope' }] });
    const snap = await call<SessionsSnapshot>('live.select', { ids: (await call<SessionsSnapshot>('live.checkStatus', {})).selected });
    expect(snap.selected).toEqual([503]);
  });
});
