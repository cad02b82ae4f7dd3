import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type KeychainApi } from '../../../electron/core/credentials/keychain-store';
import { createCredentialService } from '../../../electron/core/credentials/setup';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';

const noDbus = async (): Promise<KeychainApi> => {
  const refuse = async (): Promise<never> => {
    throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
  };
  return { getPassword: refuse, setPassword: refuse, deletePassword: refuse };
};

function memoryKeytar(): KeychainApi & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getPassword: async (s, a) => items.get(`${s}/${a}`) ?? null,
    setPassword: async (s, a, p) => void items.set(`${s}/${a}`, p),
    deletePassword: async (s, a) => items.delete(`${s}/${a}`),
  };
}

async function service(opts: { keytar?: () => Promise<KeychainApi>; choice?: 'auto' | 'vault' | 'none' } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'mc-cred-'));
  const secrets = new KnownSecrets();
  const creds = createCredentialService({ dataDir, secrets, loadKeychain: opts.keytar ?? noDbus, choice: opts.choice });
  return { creds, secrets, dataDir };
}

describe('CredentialService', () => {
  it('uses the keychain when it works, as one item per profile', async () => {
    const kt = memoryKeytar();
    const { creds } = await service({ keytar: async () => kt });
    expect((await creds.status())).toMatchObject({ backend: 'keychain', keychainAvailable: true, keychainProblem: null });
    expect(await creds.set('p1', { apiKey: 'k-123456', secret: 's-123456' })).toEqual({ ok: true, value: null });
    expect([...kt.items.keys()]).toEqual(['master-control/p1']);
    expect(await creds.get('p1')).toEqual({ ok: true, value: { apiKey: 'k-123456', secret: 's-123456' } });
    expect(await creds.state('p1')).toEqual({ apiKey: 'set', secret: 'set', backend: 'keychain' });
  });

  it('fails closed with the reason when there is no keychain and no vault', async () => {
    const { creds } = await service();
    const status = await creds.status();
    expect(status.backend).toBe('none');
    expect(status).toMatchObject({ keychainProblem: 'No keychain is running', keychainFix: expect.stringMatching(/^start a keyring/), keychainDetail: 'Cannot autolaunch D-Bus without X11 $DISPLAY' });
    const result = await creds.set('p1', { apiKey: 'k-123456' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'keychain_unavailable' } });
    if (!result.ok) expect(result.error.message).toMatch(/^Credentials cannot be stored: no keychain is running, and no passphrase vault.*Create a vault.*never kept in plain text/);
    expect(await creds.state('p1')).toEqual({ apiKey: 'missing', secret: 'missing', backend: 'none' });
  });

  it('falls back to the vault once created, and reports locked / wrong passphrase', async () => {
    const { creds, dataDir } = await service();
    const created = await creds.createVault('a long passphrase');
    expect(created).toMatchObject({ ok: true, value: { backend: 'vault', vault: { exists: true, unlocked: true } } });
    await creds.set('p1', { apiKey: 'vault-key-1', secret: 'vault-secret-1' });
    expect((await creds.lockVault()).vault.unlocked).toBe(false);
    expect(await creds.get('p1')).toMatchObject({ ok: false, error: { kind: 'vault_locked' } });
    expect(await creds.unlockVault('wrong passphrase!')).toMatchObject({ ok: false, error: { kind: 'vault_wrong_passphrase' } });
    // A new process (new service over the same folder) finds the vault locked.
    const secrets = new KnownSecrets();
    const later = createCredentialService({ dataDir, secrets, loadKeychain: noDbus });
    expect((await later.status())).toMatchObject({ backend: 'vault', vault: { exists: true, unlocked: false } });
    expect(await later.unlockVault('a long passphrase')).toMatchObject({ ok: true });
    expect(await later.get('p1')).toEqual({ ok: true, value: { apiKey: 'vault-key-1', secret: 'vault-secret-1' } });
    expect(secrets.containsAny('x vault-secret-1 y')).toBe(true);
  });

  it('refuses a vault while the keychain works', async () => {
    const { creds } = await service({ keytar: async () => memoryKeytar() });
    expect(await creds.createVault('a long passphrase')).toMatchObject({ ok: false, error: { kind: 'conflict' } });
  });

  it('can be forced to the vault (MC_SECRET_BACKEND=vault) even with a working keychain', async () => {
    const { creds } = await service({ keytar: async () => memoryKeytar(), choice: 'vault' });
    expect((await creds.status())).toMatchObject({ backend: 'none', keychainAvailable: false });
    expect((await creds.createVault('a long passphrase')).ok).toBe(true);
    expect(await creds.backend()).toBe('vault');
  });

  it('reports missing pieces as no_credentials', async () => {
    const { creds } = await service({ keytar: async () => memoryKeytar() });
    await creds.set('p1', { apiKey: 'only-the-key' });
    const result = await creds.get('p1');
    expect(result).toMatchObject({ ok: false, error: { kind: 'no_credentials' } });
    if (!result.ok) expect(result.error.message).toContain('No signing secret stored');
    expect(await creds.state('p1')).toEqual({ apiKey: 'set', secret: 'missing', backend: 'keychain' });
  });

  it('holds sandbox credentials in memory and remembers them as known secrets', async () => {
    const { creds, secrets } = await service();
    creds.setEphemeral('sandbox', { apiKey: 'sandbox-key-xyz', secret: 'sandbox-secret-xyz' });
    expect(await creds.get('sandbox')).toEqual({ ok: true, value: { apiKey: 'sandbox-key-xyz', secret: 'sandbox-secret-xyz' } });
    expect(secrets.scrub('a sandbox-secret-xyz b')).toBe('a [redacted] b');
  });
});
