/** Whether a destination reconnects: its own setting wins, on or off; without one its account's default applies; a rehearsal mirror follows the real account's. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountReconnectDefault, reconnectOn, ReconnectSettings } from '../../../electron/core/live/reconnect-settings';
import { ReconnectStore } from '../../../electron/core/live/reconnect-store';
import type { Profile } from '../../../shared/domain/profile';

const profile = (id: string, extra: Partial<Profile> = {}): Profile => ({
  id, name: id, baseUrl: 'https://api.example.com/stable/', cdn: 1, serialization: 'php', colour: '#2f80ed', builtIn: false, createdAt: '', updatedAt: '', ...extra,
});

describe('reconnect setting of a destination', () => {
  it("lets the destination's own setting win and applies the account's default otherwise", () => {
    expect([reconnectOn(true, false), reconnectOn(false, true)]).toEqual([true, false]);
    expect([reconnectOn(undefined, true), reconnectOn(undefined, false)]).toEqual([true, false]);
  });

  it("reads an account's default from its profile, and a mirror's from the account it mirrors", () => {
    const real = profile('prod', { reconnectByDefault: true });
    const mirror = profile('rehearsal-1', { mirrorOf: 'prod' });
    const find = (id: string) => (id === 'prod' ? real : undefined);
    expect(accountReconnectDefault(real, find)).toBe(true);
    expect(accountReconnectDefault(mirror, find)).toBe(true);
    expect(accountReconnectDefault(profile('other'), find)).toBe(false);
    expect(accountReconnectDefault(profile('rehearsal-2', { mirrorOf: 'gone', reconnectByDefault: true }), find)).toBe(false);
  });

  it('applies the rule to what is saved: a choice made before the file was read stays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-reconnect-settings-'));
    await new ReconnectSettings(new ReconnectStore(dir), () => false).set('a', 'svc:1', true);
    await new ReconnectSettings(new ReconnectStore(dir), () => false).set('a', 'svc:2', false);
    const settings = new ReconnectSettings(new ReconnectStore(dir), (account) => account === 'a');
    await settings.set('a', 'svc:1', false);
    await settings.load();
    expect(['svc:1', 'svc:2', 'svc:3'].map((k) => settings.enabled('a', k))).toEqual([false, false, true]);
    expect(settings.enabled('b', 'svc:3')).toBe(false);
  });
});
