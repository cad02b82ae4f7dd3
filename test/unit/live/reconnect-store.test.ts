/** Each destination's own reconnect setting is kept with the account's data, on and off alike: read back after a restart, forgotten with the account. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReconnectStore } from '../../../electron/core/live/reconnect-store';

describe('reconnect settings', () => {
  it('keeps what was turned on or off per account, and forgets an account', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-reconnect-'));
    const store = new ReconnectStore(dir);
    expect(await store.all()).toEqual({});
    await Promise.all([store.set('a', 'svc:501', true), store.set('a', 'svc:502', true), store.set('b', 'svc:503', true)]);
    await store.set('a', 'svc:502', false);
    expect(await new ReconnectStore(dir).all()).toEqual({ a: { 'svc:501': true, 'svc:502': false }, b: { 'svc:503': true } });
    await store.clearProfiles((id) => id === 'b');
    expect(await new ReconnectStore(dir).all()).toEqual({ a: { 'svc:501': true, 'svc:502': false } });
  });

  it('reads a damaged list as no setting', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-reconnect-'));
    writeFileSync(join(dir, 'live-reconnect.json'), '{"version":1,"on":{"a":[5]}}');
    expect(await new ReconnectStore(dir).all()).toEqual({});
  });

  it('reads a file written before turning off was kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-reconnect-'));
    writeFileSync(join(dir, 'live-reconnect.json'), '{"version":1,"on":{"a":["svc:501"]}}');
    expect(await new ReconnectStore(dir).all()).toEqual({ a: { 'svc:501': true } });
  });
});
