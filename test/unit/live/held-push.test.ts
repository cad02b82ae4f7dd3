/**
 * Go live on a FAILED destination whose push the server still holds takes Retry's path in
 * one press: the held push is disconnected, then the connect goes (each audited), and the
 * row reads LIVE — from the board's channel and from the control API alike; a refused
 * disconnect of the held push sends no connect. A connect the server refuses answers the
 * control API 502, never 200.
 */
import { describe, expect, it } from 'vitest';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { liveSuite } from './board-calls';

const { harness, call, rowUntil } = liveSuite();

async function failedButHeld(id: number) {
  await call('live.connect', { connects: [{ push_service_id: id, inst: 'live' }] });
  await rowUntil(`svc:${id}`, (r) => r.state === 'live');
  const entry = (await call<SessionsSnapshot>('live.checkStatus', {})).board.find((r) => r.key === `svc:${id}`)!.entryName!;
  // The platform drops the push; the server still lists it (failed).
  expect(harness().booted.sandbox.dropPushes({ entry_name: entry })).toBe(1);
  await rowUntil(`svc:${id}`, (r) => r.state === 'failed');
  harness().booted.sandbox.resetCounts();
}

describe('Go live on a FAILED destination the server still holds', () => {
  it('disconnects the held push, then connects: LIVE with exactly 1 disconnect and 1 connect, both audited', async () => {
    await failedButHeld(501);
    await call('live.connect', { connects: [{ push_service_id: 501, inst: 'live' }] });
    expect(harness().sent('pushpublish.disconnect')).toBe(1);
    expect(harness().sent('pushpublish.connect')).toBe(1);
    await rowUntil('svc:501', (r) => r.state === 'live');
    expect(harness().sent('pushpublish.connect')).toBe(1);
    for (const command of ['pushpublish.disconnect', 'pushpublish.connect']) {
      const audit = await harness().booted.services.router.dispatch('activity.list', { command, outcome: 'ok' });
      expect(audit.ok && (audit.value as { entries: Array<{ params: Record<string, unknown> }> }).entries.some((e) => Number(e.params.push_service_id) === 501)).toBe(true);
    }
  });

  it('connects only once the held push was disconnected: a refused disconnect is said, and nothing is connected', async () => {
    await failedButHeld(505);
    harness().booted.sandbox.setFault('pushpublish.disconnect', { kind: 'busy' });
    try {
      const r = await call<{ results: Array<{ outcome: string; message: string }> }>('live.connect', { connects: [{ push_service_id: 505, inst: 'live' }] });
      expect(harness().sent('pushpublish.disconnect')).toBe(1);
      expect(harness().sent('pushpublish.connect')).toBe(0);
      expect(r.results[0]).toMatchObject({ outcome: 'not_sent', message: expect.stringMatching(/^Not sent: the server still holds the failed push of .*#505.*, and its disconnect failed: /) });
    } finally {
      harness().booted.sandbox.clearFaults();
    }
  });

  it('from the control API too: 200 LIVE-bound, 1 disconnect and 1 connect', async () => {
    await failedButHeld(503);
    const r = await harness().call('POST', '/v1/destinations/503/live');
    expect(r).toMatchObject({ status: 200, body: { id: 503, outcome: 'accepted' } });
    expect([harness().sent('pushpublish.disconnect'), harness().sent('pushpublish.connect')]).toEqual([1, 1]);
    await rowUntil('svc:503', (row) => row.state === 'live');
  });

  it('a connect the server refuses answers the control API 502 with its reason, never 200', async () => {
    const r = await harness().call('POST', '/v1/destinations/99999/live');
    expect(r.status).toBe(502);
    expect(r.body).toMatchObject({ error: 'rejected', outcome: 'failed', state: 'failed' });
    expect(String(r.body.message)).toMatch(/^Rejected by the server: /);
  });
});
