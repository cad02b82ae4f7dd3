import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CredentialError } from '../../../electron/core/credentials/store';
import type { VaultFile } from '../../../electron/core/credentials/vault-crypto';
import { VaultStore } from '../../../electron/core/credentials/vault-store';

const PASS = 'correct horse battery staple';

async function freshVault(): Promise<VaultStore> {
  const vault = new VaultStore(await mkdtemp(join(tmpdir(), 'mc-vault-')));
  await vault.refresh();
  return vault;
}

async function kindOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'resolved';
  } catch (err) {
    return err instanceof CredentialError ? err.kind : `bug: ${String(err)}`;
  }
}

describe('passphrase vault', () => {
  it('creates, stores, locks and unlocks again; the file holds no plain secret', async () => {
    const vault = await freshVault();
    expect(vault.exists()).toBe(false);
    await vault.create(PASS);
    await vault.set('p1', 'apiKey', 'api-key-plain-text-123');
    await vault.set('p1', 'secret', 'signing-secret-plain-456');
    const text = await readFile(vault.path, 'utf8');
    expect(text).not.toContain('api-key-plain-text-123');
    expect(text).not.toContain('signing-secret-plain-456');
    expect(text).not.toContain(PASS);
    const file = JSON.parse(text) as { kdf: { name: string; N: number; salt: string }; cipher: { name: string } };
    expect(file.kdf.name).toBe('scrypt');
    expect(file.kdf.N).toBeGreaterThanOrEqual(2 ** 15);
    expect(file.cipher.name).toBe('aes-256-gcm');

    vault.lock();
    expect(await kindOf(vault.get('p1', 'apiKey'))).toBe('vault_locked');
    const again = new VaultStore(join(vault.path, '..'));
    await again.refresh();
    await again.unlock(PASS);
    expect(await again.get('p1', 'apiKey')).toBe('api-key-plain-text-123');
    expect(await again.get('p1', 'secret')).toBe('signing-secret-plain-456');
    await again.delete('p1', 'apiKey');
    expect(await again.get('p1', 'apiKey')).toBeNull();
  });

  it('uses a fresh salt per vault and a fresh IV per write', async () => {
    const a = await freshVault();
    const b = await freshVault();
    await a.create(PASS);
    await b.create(PASS);
    const fa1 = JSON.parse(await readFile(a.path, 'utf8'));
    const fb = JSON.parse(await readFile(b.path, 'utf8'));
    await a.set('x', 'apiKey', 'value-one');
    const fa2 = JSON.parse(await readFile(a.path, 'utf8'));
    expect(fa1.kdf.salt).not.toBe(fb.kdf.salt);
    expect(fa1.cipher.iv).not.toBe(fa2.cipher.iv);
  });

  it('says wrong passphrase for a wrong passphrase', async () => {
    const vault = await freshVault();
    await vault.create(PASS);
    vault.lock();
    expect(await kindOf(vault.unlock('not the passphrase'))).toBe('vault_wrong_passphrase');
    expect(vault.isUnlocked()).toBe(false);
  });

  it.each([
    ['data', (f: VaultFile) => ({ ...f, data: flip(f.data) })],
    ['tag', (f: VaultFile) => ({ ...f, cipher: { ...f.cipher, tag: flip(f.cipher.tag) } })],
    ['iv', (f: VaultFile) => ({ ...f, cipher: { ...f.cipher, iv: flip(f.cipher.iv) } })],
    ['header (bound as additional data)', (f: VaultFile) => ({ ...f, kdf: { ...f.kdf, note: 'added' } })],
  ])('detects tampering with the %s', async (_what, tamper) => {
    const vault = await freshVault();
    await vault.create(PASS);
    await vault.set('p', 'secret', 'the-secret-value');
    vault.lock();
    const file = JSON.parse(await readFile(vault.path, 'utf8'));
    await writeFile(vault.path, JSON.stringify(tamper(file)));
    let error: unknown;
    await vault.unlock(PASS).catch((e: unknown) => (error = e));
    expect(error).toBeInstanceOf(CredentialError);
    expect((error as CredentialError).kind).toBe('io_error');
    expect((error as CredentialError).message).toContain('changed outside the app');
  });

  it('refuses a vault file with weakened key derivation', async () => {
    const vault = await freshVault();
    await vault.create(PASS);
    vault.lock();
    const file = JSON.parse(await readFile(vault.path, 'utf8'));
    await writeFile(vault.path, JSON.stringify({ ...file, kdf: { ...file.kdf, N: 1024 } }));
    await expect(vault.unlock(PASS)).rejects.toMatchObject({ kind: 'io_error', message: expect.stringContaining('weaker than allowed') });
  });

  it('refuses to create over an existing vault', async () => {
    const vault = await freshVault();
    await vault.create(PASS);
    expect(await kindOf(vault.create('another passphrase'))).toBe('conflict');
  });
});

/** Changes the first base64 character so the bytes differ. */
function flip(b64: string): string {
  return (b64[0] === 'A' ? 'B' : 'A') + b64.slice(1);
}
