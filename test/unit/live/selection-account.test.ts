/**
 * A Go live's accepted destination leaves the selection of the account the call carried,
 * not of whichever account is active when the answer lands: another account's selection
 * of the same id stays.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { FakeTimers, makeDeps, success } from './fake-gateway';

describe('the accepted selection', () => {
  it('is cleared on the call\'s account, not the active one', async () => {
    const { deps, gateway, clock } = makeDeps(mkdtempSync(join(tmpdir(), 'mc-sel-')));
    gateway.answer('stream.active', () => success('stream.active', { streams: [] }));
    gateway.answer('pushpublish.services', () => success('pushpublish.services', { services: [{ push_service_id: '501', service_name: 'rtmp', dst_host: 'h.example' }] }));
    let answer: (v: unknown) => void = () => {};
    gateway.answer('pushpublish.connect', () => new Promise((r) => (answer = r)) as never);
    const live = createLiveFeature(deps, new FakeTimers(clock));
    const a = gateway.profile;
    const b = { ...a, id: 'p2', name: 'Client B' };
    await live.handlers.services({});
    await live.handlers.select({ ids: [501] });
    const going = live.handlers.connect({ connects: [{ push_service_id: 501, inst: 'live' }] });
    await expect.poll(() => gateway.count('pushpublish.connect')).toBe(1);
    // The answer is still out when another account, with #501 selected too, becomes active.
    gateway.profile = b;
    await live.handlers.select({ ids: [501] });
    answer(success('pushpublish.connect', {}));
    await going;
    const onB = await live.handlers.checkStatus({});
    expect(onB.ok && onB.value.selected).toEqual([501]);
    gateway.profile = a;
    const snapA = await live.handlers.checkStatus({});
    expect(snapA.ok && snapA.value.selected).toEqual([]);
    live.dispose();
  });
});
