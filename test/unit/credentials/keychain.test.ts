import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KeytarStore, type KeytarApi, loadKeytar } from '../../../electron/core/credentials/keytar-store';
import { probeKeychain } from '../../../electron/core/credentials/probe';
import { createCredentialService } from '../../../electron/core/credentials/setup';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';

const probe = await probeKeychain(loadKeytar, 5000);
if (!probe.available) {
  console.warn(`[keychain.test] SKIPPING the 2 real-keychain tests: ${probe.reason}. Run inside the dbus/gnome-keyring recipe (TOOLCHAIN.md) to run it.`);
}

describe('real OS keychain (keytar)', () => {
  it.skipIf(!probe.available)('stores both secrets as one item per profile and deletes them', async () => {
    const api = await loadKeytar();
    const store = new KeytarStore(api);
    const id = `test-${randomUUID()}`;
    await store.set(id, 'apiKey', 'key-value-1');
    await store.set(id, 'secret', 'secret-value-1');
    expect(await store.get(id, 'apiKey')).toBe('key-value-1');
    expect(await store.get(id, 'secret')).toBe('secret-value-1');
    expect(JSON.parse((await api.getPassword('master-control', id))!)).toEqual({ apiKey: 'key-value-1', secret: 'secret-value-1' });
    await store.set(id, 'secret', 'secret-value-2');
    expect(await store.get(id, 'secret')).toBe('secret-value-2');
    await store.delete(id, 'apiKey');
    expect(await store.get(id, 'apiKey')).toBeNull();
    await store.delete(id, 'secret');
    expect(await api.getPassword('master-control', id)).toBeNull();
  });
});

describe('CredentialService over the real keychain', () => {
  it.skipIf(!probe.available)('picks the keychain, stores, reads, reports and clears credentials', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mc-kc-'));
    const creds = createCredentialService({ dataDir, secrets: new KnownSecrets() });
    expect(await creds.status()).toMatchObject({ backend: 'keychain', keychainAvailable: true, keychainProblem: null });
    const id = `test-${randomUUID()}`;
    expect(await creds.set(id, { apiKey: 'real-kc-key', secret: 'real-kc-secret' })).toEqual({ ok: true, value: null });
    expect(await creds.get(id)).toEqual({ ok: true, value: { apiKey: 'real-kc-key', secret: 'real-kc-secret' } });
    expect(await creds.state(id)).toEqual({ apiKey: 'set', secret: 'set', backend: 'keychain' });
    expect(await creds.clear(id)).toEqual({ ok: true, value: null });
    expect(await creds.state(id)).toEqual({ apiKey: 'missing', secret: 'missing', backend: 'keychain' });
    expect(await (await loadKeytar()).getPassword('master-control', id)).toBeNull();
  });
});

describe('keychain unavailable', () => {
  it('reports "no keychain available" with the D-Bus reason when no session bus exists', () => {
    const env = { ...process.env };
    delete env.DBUS_SESSION_BUS_ADDRESS;
    delete env.DISPLAY;
    delete env.WAYLAND_DISPLAY;
    delete env.XDG_RUNTIME_DIR;
    const child = fileURLToPath(new URL('./probe-child.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', child], { env, encoding: 'utf8', timeout: 20_000 });
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout.trim()) as { available: boolean; reason?: string };
    expect(result.available).toBe(false);
    expect(result.reason).toMatch(/^no keychain available: /);
    expect(result.reason).toMatch(/D-Bus|Secret Service/);
  });

  it('turns a locked collection into a readable reason', async () => {
    const locked: KeytarApi = {
      getPassword: async () => null,
      setPassword: async () => {
        throw new Error('Cannot create an item in a locked collection');
      },
      deletePassword: async () => false,
    };
    expect(await probeKeychain(async () => locked)).toEqual({
      available: false,
      reason: 'no keychain available: the keyring is locked (Cannot create an item in a locked collection)',
    });
  });

  it('gives up on a keychain that never answers', async () => {
    const hung: KeytarApi = { getPassword: () => new Promise(() => {}), setPassword: () => new Promise(() => {}), deletePassword: async () => false };
    const result = await probeKeychain(async () => hung, 50);
    expect(result).toEqual({ available: false, reason: 'no keychain available: the keychain did not answer within 0.05 s' });
  });

  it('counts a keytar that cannot load as unavailable', async () => {
    const result = await probeKeychain(async () => {
      throw new Error('libsecret-1.so.0: cannot open shared object file');
    });
    expect(result.available).toBe(false);
    if (!result.available) expect(result.reason).toContain('keytar could not be loaded (libsecret-1.so.0');
  });
});
