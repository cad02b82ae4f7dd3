import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KeychainStore, type KeychainApi, loadKeychain } from '../../../electron/core/credentials/keychain-store';
import { secretToolLegacy } from '../../../electron/core/credentials/legacy-keychain';
import { probeKeychain } from '../../../electron/core/credentials/probe';
import { createCredentialService } from '../../../electron/core/credentials/setup';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';

const probe = await probeKeychain(loadKeychain, 5000);
if (!probe.available) {
  console.warn(`[keychain.test] SKIPPING the 2 real-keychain tests: ${probe.what} (${probe.detail}). Run inside the dbus/gnome-keyring recipe (.ci/run) to run it.`);
}

describe('real OS keychain (@napi-rs/keyring)', () => {
  it.skipIf(!probe.available)('stores both secrets as one item per profile and deletes them', async () => {
    const api = await loadKeychain();
    const store = new KeychainStore(api);
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
    expect(await (await loadKeychain()).getPassword('master-control', id)).toBeNull();
  });
});

describe('keychain unavailable', () => {
  it('says "No keychain is running" and what to do when no session bus exists, the D-Bus words kept apart for the log', () => {
    const env = { ...process.env };
    delete env.DBUS_SESSION_BUS_ADDRESS;
    delete env.DISPLAY;
    delete env.WAYLAND_DISPLAY;
    delete env.XDG_RUNTIME_DIR;
    const child = fileURLToPath(new URL('./probe-child.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', child], { env, encoding: 'utf8', timeout: 20_000 });
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout.trim()) as { available: boolean; what?: string; fix?: string; detail?: string };
    expect(result).toMatchObject({ available: false, what: 'No keychain is running', fix: expect.stringMatching(/^start a keyring .* then restart the console$/) });
    expect(result.what).not.toMatch(/D-Bus|DBus/);
    expect(result.detail).toMatch(/D-Bus|DBus|Secret Service/i);
  });

  it('turns a locked collection into a readable reason', async () => {
    const locked: KeychainApi = {
      getPassword: async () => null,
      setPassword: async () => {
        throw new Error('Cannot create an item in a locked collection');
      },
      deletePassword: async () => false,
    };
    expect(await probeKeychain(async () => locked)).toEqual({
      available: false,
      what: 'The keychain is locked',
      fix: 'unlock it (log in to the desktop, or open Passwords and Keys), then restart the console',
      detail: 'Cannot create an item in a locked collection',
    });
  });

  it('gives up on a keychain that never answers', async () => {
    const hung: KeychainApi = { getPassword: () => new Promise(() => {}), setPassword: () => new Promise(() => {}), deletePassword: async () => false };
    const result = await probeKeychain(async () => hung, 50);
    expect(result).toMatchObject({ available: false, what: 'The keychain did not answer (it may be waiting for an unlock prompt)', detail: 'the keychain did not answer within 0.05 s' });
  });

  it('counts a keychain binding that cannot load as unavailable', async () => {
    const result = await probeKeychain(async () => {
      throw new Error('libsecret-1.so.0: cannot open shared object file');
    });
    expect(result.available).toBe(false);
    expect(result).toMatchObject({ what: 'The keychain support could not be loaded', fix: 'reinstall the console', detail: expect.stringContaining('libsecret-1.so.0') });
  });
});

const secretTool = spawnSync('secret-tool', ['--version'], { encoding: 'utf8' });
const hasSecretTool = secretTool.error === undefined;
if (probe.available && !hasSecretTool) {
  console.warn('[keychain.test] SKIPPING the migration test: secret-tool (apt libsecret-tools) is not installed, so no item can be written the way keytar wrote it.');
}

describe('moving items written by earlier versions (keytar)', () => {
  it.skipIf(!probe.available || !hasSecretTool)('reads a keytar-shaped Secret Service item once, stores it the new way and removes the old one', async () => {
    const id = `test-${randomUUID()}`;
    // keytar's Linux item: schema attributes service + account (the new binding uses username).
    const stored = spawnSync('secret-tool', ['store', '--label', 'keytar-like', 'service', 'master-control', 'account', id], {
      input: JSON.stringify({ apiKey: 'old-key', secret: 'old-secret' }),
      encoding: 'utf8',
    });
    expect(stored.status, stored.stderr).toBe(0);
    const api = await loadKeychain();
    expect(await api.getPassword('master-control', id)).toBeNull();

    const store = new KeychainStore(api, secretToolLegacy());
    expect(await store.get(id, 'apiKey')).toBe('old-key');
    expect(await store.get(id, 'secret')).toBe('old-secret');
    expect(JSON.parse((await api.getPassword('master-control', id))!)).toEqual({ apiKey: 'old-key', secret: 'old-secret' });
    const left = spawnSync('secret-tool', ['lookup', 'service', 'master-control', 'account', id], { encoding: 'utf8' });
    expect(left.stdout).toBe('');
    await store.delete(id, 'apiKey');
    await store.delete(id, 'secret');
    expect(await api.getPassword('master-control', id)).toBeNull();
  });
});

describe('the migration step, with fakes', () => {
  function memory(): KeychainApi & { items: Map<string, string> } {
    const items = new Map<string, string>();
    return {
      items,
      getPassword: async (_s, a) => items.get(a) ?? null,
      setPassword: async (_s, a, p) => void items.set(a, p),
      deletePassword: async (_s, a) => items.delete(a),
    };
  }

  it('asks the old store only when the new one has nothing, and only once', async () => {
    const api = memory();
    const asked: string[] = [];
    const old = new Map([['p1', '{"apiKey":"k1","secret":"s1"}']]);
    const legacy = {
      read: async (_s: string, a: string) => (asked.push(a), old.get(a) ?? null),
      remove: async (_s: string, a: string) => void old.delete(a),
    };
    const store = new KeychainStore(api, legacy);
    expect(await store.get('p1', 'secret')).toBe('s1');
    expect(await store.get('p1', 'apiKey')).toBe('k1');
    expect(asked).toEqual(['p1']);
    expect(old.size).toBe(0);
    expect(api.items.get('p1')).toBe('{"apiKey":"k1","secret":"s1"}');
    expect(await store.get('p2', 'secret')).toBeNull();
    expect(asked).toEqual(['p1', 'p2']);
  });

  it('secretToolLegacy reads with lookup and clears with clear, the secret on stdout only', async () => {
    const calls: string[][] = [];
    const legacy = secretToolLegacy(async (file, args) => {
      calls.push([file, ...args]);
      return args[0] === 'lookup' ? 'value' : '';
    });
    expect(await legacy.read('master-control', 'p1')).toBe('value');
    await legacy.remove('master-control', 'p1');
    expect(calls).toEqual([
      ['secret-tool', 'lookup', 'service', 'master-control', 'account', 'p1'],
      ['secret-tool', 'clear', 'service', 'master-control', 'account', 'p1'],
    ]);
    expect(await secretToolLegacy(async () => null).read('master-control', 'p1')).toBeNull();
  });
});
