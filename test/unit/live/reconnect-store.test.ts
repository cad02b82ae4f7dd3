/** Reconnect settings are kept with the account's data: off by default, read back after a restart, forgotten with the account. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReconnectStore } from '../../../electron/core/live/reconnect-store';

describe('reconnect settings', () => {
  it('keeps what was turned on per account, and forgets an account', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-reconnect-'));
    const store = new ReconnectStore(dir);
    expect(await store.all()).toEqual({});
    await Promise.all([store.set('a', 'svc:501', true), store.set('a', 'svc:502', true), store.set('b', 'svc:503', true)]);
    await store.set('a', 'svc:502', false);
    expect(await new ReconnectStore(dir).all()).toEqual({ a: ['svc:501'], b: ['svc:503'] });
    await store.clearProfiles((id) => id === 'b');
    expect(await new ReconnectStore(dir).all()).toEqual({ a: ['svc:501'] });
  });

  it('reads a damaged file as nothing on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-reconnect-'));
    writeFileSync(join(dir, 'live-reconnect.json'), '{"version":1,"on":{"a":[5]}}');
    expect(await new ReconnectStore(dir).all()).toEqual({});
  });
});
