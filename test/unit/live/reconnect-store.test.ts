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

  it('keeps where each setting was turned on or off, read back after a restart and forgotten with the account', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-reconnect-'));
    const store = new ReconnectStore(dir);
    await store.set('a', 'svc:501', true, { kind: 'cue', cue: '1 Partners', sheet: 'Show' });
    await store.set('a', 'svc:502', true, { kind: 'group', group: 'Partners' });
    await store.set('b', 'svc:503', false, { kind: 'row' });
    const again = new ReconnectStore(dir);
    expect(await again.allBy()).toEqual({ a: { 'svc:501': { kind: 'cue', cue: '1 Partners', sheet: 'Show' }, 'svc:502': { kind: 'group', group: 'Partners' } }, b: { 'svc:503': { kind: 'row' } } });
    await again.clearProfiles((id) => id === 'b');
    expect(Object.keys(await new ReconnectStore(dir).allBy())).toEqual(['a']);
  });

  it('reads a damaged provenance as unknown, the setting itself kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-reconnect-'));
    writeFileSync(join(dir, 'live-reconnect.json'), '{"version":1,"on":{"a":["svc:501"]},"by":{"a":{"svc:501":{"kind":"cue"}}}}');
    expect(await new ReconnectStore(dir).allBy()).toEqual({});
    expect(await new ReconnectStore(dir).all()).toEqual({ a: { 'svc:501': true } });
  });
});
