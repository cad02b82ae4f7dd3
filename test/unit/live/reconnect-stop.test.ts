/**
 * The operator's Disconnect of a RECONNECTING row sends a disconnect only when the server
 * still holds the destination's push: a push the platform dropped and the server no longer
 * lists leaves nothing to disconnect, so the tries end and nothing is sent (the press is in
 * the audit as NOT SENT, with why).
 */
import { describe, expect, it } from 'vitest';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { liveSuite } from './board-calls';

const { harness, call, rowUntil } = liveSuite();

describe("the operator's Disconnect of a RECONNECTING row", () => {
  it('sends nothing when the server no longer holds the push, and no try follows', async () => {
    await call('live.connect', { connects: [{ push_service_id: 501, inst: 'live' }] });
    await rowUntil('svc:501', (r) => r.state === 'live');
    await call('live.reconnect', { key: 'svc:501', enabled: true });
    const entry = (await call<SessionsSnapshot>('live.checkStatus', {})).board.find((r) => r.key === 'svc:501')!.entryName!;
    // The platform ends the push and the server forgets it: nothing is held.
    harness().booted.sandbox.dropPushes({ entry_name: entry, remove: true });
    const waiting = await rowUntil('svc:501', (r) => r.state === 'reconnecting' && r.reconnect.nextTryAt !== null);
    harness().booted.sandbox.resetCounts();

    const r = await call<{ message: string }>('live.disconnect', { app: waiting.app, inst: waiting.inst, push_service_id: 501 });
    expect(r.message).toMatch(/^Reconnect stopped: the server holds no push of .*#501.*, nothing to disconnect$/);
    expect(harness().sent('pushpublish.disconnect')).toBe(0);
    const stopped = await rowUntil('svc:501', (row) => row.state !== 'reconnecting');
    expect(stopped.reconnect).toEqual({ enabled: true, attempt: null, of: 10, nextTryAt: null, by: { kind: 'row' } });
    // Past the moment the try was due, read again: no connect came.
    const due = Date.parse(waiting.reconnect.nextTryAt!);
    await rowUntil('svc:501', () => Date.now() > due);
    await call('live.checkStatus', {});
    await call('live.checkStatus', {});
    expect(harness().sent('pushpublish.connect')).toBe(0);
    const audit = await harness().booted.services.router.dispatch('activity.list', { command: 'pushpublish.disconnect', outcome: 'not_sent' });
    expect(audit).toMatchObject({ ok: true, value: { entries: [{ command: 'pushpublish.disconnect', outcome: 'not_sent', message: r.message }] } });
  });

  it('disconnects once when the server still holds the failed push', async () => {
    await call('live.connect', { connects: [{ push_service_id: 505, inst: 'live' }] });
    await rowUntil('svc:505', (r) => r.state === 'live');
    await call('live.reconnect', { key: 'svc:505', enabled: true });
    const entry = (await call<SessionsSnapshot>('live.checkStatus', {})).board.find((r) => r.key === 'svc:505')!.entryName!;
    harness().booted.sandbox.dropPushes({ entry_name: entry });
    const waiting = await rowUntil('svc:505', (r) => r.state === 'reconnecting' && r.reconnect.nextTryAt !== null);
    harness().booted.sandbox.resetCounts();
    await call('live.disconnect', { app: waiting.app, inst: waiting.inst, push_service_id: 505 });
    expect(harness().sent('pushpublish.disconnect')).toBe(1);
    expect(harness().sent('pushpublish.connect')).toBe(0);
  });
});
