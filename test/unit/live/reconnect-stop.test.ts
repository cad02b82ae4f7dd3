/**
 * The operator's Disconnect of a RECONNECTING row sends a disconnect only when the server
 * still holds the destination's push: a push the platform dropped and the server no longer
 * lists leaves nothing to disconnect, so the tries end and nothing is sent (the press is in
 * the audit as NOT SENT, with why).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Destination } from '../../../shared/domain/live/board';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { type Harness, startHarness } from '../control/harness';
import { routerCall, rowUntil as rowUntilIn } from './board-calls';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

const call = <T>(channel: string, input: unknown): Promise<T> => routerCall<T>(h, channel, input);
const rowUntil = (key: string, ok: (r: Destination) => boolean): Promise<Destination> => rowUntilIn(h, key, ok);

describe("the operator's Disconnect of a RECONNECTING row", () => {
  it('sends nothing when the server no longer holds the push, and no try follows', async () => {
    await call('live.connect', { connects: [{ push_service_id: 501, inst: 'live' }] });
    await rowUntil('svc:501', (r) => r.state === 'live');
    await call('live.reconnect', { key: 'svc:501', enabled: true });
    const entry = (await call<SessionsSnapshot>('live.checkStatus', {})).board.find((r) => r.key === 'svc:501')!.entryName!;
    // The platform ends the push and the server forgets it: nothing is held.
    h.booted.sandbox.dropPushes({ entry_name: entry, remove: true });
    const waiting = await rowUntil('svc:501', (r) => r.state === 'reconnecting' && r.reconnect.nextTryAt !== null);
    h.booted.sandbox.resetCounts();

    const r = await call<{ message: string }>('live.disconnect', { app: waiting.app, inst: waiting.inst, push_service_id: 501 });
    expect(r.message).toMatch(/^Reconnect stopped: the server holds no push of .*#501.*, nothing to disconnect$/);
    expect(h.sent('pushpublish.disconnect')).toBe(0);
    const stopped = await rowUntil('svc:501', (row) => row.state !== 'reconnecting');
    expect(stopped.reconnect).toEqual({ enabled: true, attempt: null, of: 10, nextTryAt: null });
    // Past the moment the try was due, read again: no connect came.
    const due = Date.parse(waiting.reconnect.nextTryAt!);
    await rowUntil('svc:501', () => Date.now() > due);
    await call('live.checkStatus', {});
    await call('live.checkStatus', {});
    expect(h.sent('pushpublish.connect')).toBe(0);
    const audit = await h.booted.services.router.dispatch('activity.list', { command: 'pushpublish.disconnect', outcome: 'not_sent' });
    expect(audit).toMatchObject({ ok: true, value: { entries: [{ command: 'pushpublish.disconnect', outcome: 'not_sent', message: r.message }] } });
  });

  it('disconnects once when the server still holds the failed push', async () => {
    await call('live.connect', { connects: [{ push_service_id: 505, inst: 'live' }] });
    await rowUntil('svc:505', (r) => r.state === 'live');
    await call('live.reconnect', { key: 'svc:505', enabled: true });
    const entry = (await call<SessionsSnapshot>('live.checkStatus', {})).board.find((r) => r.key === 'svc:505')!.entryName!;
    h.booted.sandbox.dropPushes({ entry_name: entry });
    const waiting = await rowUntil('svc:505', (r) => r.state === 'reconnecting' && r.reconnect.nextTryAt !== null);
    h.booted.sandbox.resetCounts();
    await call('live.disconnect', { app: waiting.app, inst: waiting.inst, push_service_id: 505 });
    expect(h.sent('pushpublish.disconnect')).toBe(1);
    expect(h.sent('pushpublish.connect')).toBe(0);
  });
});
