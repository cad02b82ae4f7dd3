/**
 * An account's other secrets (a run sheet's stream keys and passwords): kept with the
 * account's credentials — in its one keychain item, or encrypted in the vault — never in
 * plain text, gone when the account's credentials are cleared; a store that cannot be
 * read fails (a cue is then not sent), it never reads as "not entered".
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { KeychainApi } from '../../../electron/core/credentials/keychain-store';
import { createCredentialService } from '../../../electron/core/credentials/setup';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';

const noDbus = async (): Promise<KeychainApi> => {
  const refuse = async (): Promise<never> => {
    throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
  };
  return { getPassword: refuse, setPassword: refuse, deletePassword: refuse };
};

async function service(keytar: () => Promise<KeychainApi> = noDbus) {
  const dataDir = await mkdtemp(join(tmpdir(), 'mc-extras-'));
  const secrets = new KnownSecrets();
  return { creds: createCredentialService({ dataDir, secrets, loadKeychain: keytar }), secrets, dataDir };
}

const KEY = 'sk-entered-3c9d-extra';

describe('an account’s other secrets', () => {
  it('are kept in the account’s one keychain item beside its credentials, and cleared with them', async () => {
    const items = new Map<string, string>();
    const kt: KeychainApi = {
      getPassword: async (s, a) => items.get(`${s}/${a}`) ?? null,
      setPassword: async (s, a, p) => void items.set(`${s}/${a}`, p),
      deletePassword: async (s, a) => items.delete(`${s}/${a}`),
    };
    const { creds, secrets } = await service(async () => kt);
    await creds.set('p1', { apiKey: 'k-123456', secret: 's-123456' });
    expect(await creds.setExtra('p1', 'sheet/s/c/0/dst_stream', KEY)).toEqual({ ok: true, value: null });
    expect([...items.keys()]).toEqual(['master-control/p1']);
    expect(await creds.getExtra('p1', 'sheet/s/c/0/dst_stream')).toEqual({ ok: true, value: KEY });
    expect(await creds.getExtra('p2', 'sheet/s/c/0/dst_stream')).toEqual({ ok: true, value: null });
    expect(await creds.get('p1')).toEqual({ ok: true, value: { apiKey: 'k-123456', secret: 's-123456' } });
    expect(secrets.scrub(`refused ${KEY}`)).not.toContain(KEY);
    await creds.clear('p1');
    expect(items.size).toBe(0);
  });

  it('are encrypted in the vault, and a locked vault refuses to hand them out', async () => {
    const { creds, dataDir } = await service();
    expect(await creds.setExtra('p1', 'x', KEY)).toMatchObject({ ok: false, error: { kind: 'keychain_unavailable' } });
    await creds.createVault('a long enough passphrase');
    expect(await creds.setExtra('p1', 'x', KEY)).toEqual({ ok: true, value: null });
    expect(await readFile(join(dataDir, 'vault.json'), 'utf8')).not.toContain(KEY);
    expect(await creds.getExtra('p1', 'x')).toEqual({ ok: true, value: KEY });
    await creds.lockVault();
    expect(await creds.getExtra('p1', 'x')).toMatchObject({ ok: false, error: { kind: 'vault_locked' } });
  });

  it('of a memory-only account stay in memory', async () => {
    const { creds } = await service();
    creds.setEphemeral('sandbox', { apiKey: 'k', secret: 's' });
    expect(await creds.setExtra('sandbox', 'x', KEY)).toEqual({ ok: true, value: null });
    expect(await creds.getExtra('sandbox', 'x')).toEqual({ ok: true, value: KEY });
    creds.dropEphemeral('sandbox');
    creds.setEphemeral('sandbox', { apiKey: 'k', secret: 's' });
    expect(await creds.getExtra('sandbox', 'x')).toEqual({ ok: true, value: null });
  });
});
