import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CredentialError } from '../../../electron/core/credentials/store';
import { type KdfParams, type VaultFile, deriveKey, encryptVault, newKdfParams } from '../../../electron/core/credentials/vault-crypto';
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

  it('makes new vaults with scrypt N = 2^17, r = 8', async () => {
    const vault = await freshVault();
    await vault.create(PASS);
    expect(JSON.parse(await readFile(vault.path, 'utf8')).kdf).toMatchObject({ name: 'scrypt', N: 2 ** 17, r: 8, p: 1, keyLength: 32 });
  });

  it('re-keys a vault made with N = 2^15 when it is unlocked, keeping its entries', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mc-vault-'));
    const old: KdfParams = { name: 'scrypt', N: 2 ** 15, r: 8, p: 1, keyLength: 32, salt: Buffer.alloc(16, 7).toString('base64') };
    const file = encryptVault(await deriveKey(PASS, old), old, { p: { secret: 'kept-secret' } });
    await writeFile(join(dir, 'vault.json'), JSON.stringify(file));
    const vault = new VaultStore(dir);
    await vault.unlock(PASS);
    const rekeyed = JSON.parse(await readFile(vault.path, 'utf8')) as VaultFile;
    expect(rekeyed.kdf.N).toBe(2 ** 17);
    expect(rekeyed.kdf.salt).not.toBe(old.salt);
    const again = new VaultStore(dir);
    await again.unlock(PASS);
    expect(await again.get('p', 'secret')).toBe('kept-secret');
  });

  it.each([
    ['a huge N', { N: 2 ** 30 }, 'above the allowed'],
    ['N not a power of two', { N: 2 ** 17 + 1 }, 'weaker than allowed'],
    ['a huge r', { r: 1 << 20 }, 'scrypt r'],
    ['a zero r', { r: 0 }, 'scrypt r'],
    ['a huge p', { p: 1 << 20 }, 'scrypt p'],
    ['N and r that need too much memory', { N: 2 ** 18, r: 16 }, 'more memory'],
    ['a maxmem member', { maxmem: 2 ** 40 }, 'unknown members (maxmem)'],
    ['another key length', { keyLength: 1 << 30 }, 'key length'],
    ['an empty salt', { salt: '' }, 'salt'],
    ['a string N', { N: '131072' }, 'weaker than allowed'],
  ])('refuses a tampered header with %s before deriving any key', async (_what, change, words) => {
    const dir = await mkdtemp(join(tmpdir(), 'mc-vault-'));
    // The header is what is tampered with; any key will do for the body.
    const file = encryptVault(randomBytes(32), newKdfParams(), {});
    await writeFile(join(dir, 'vault.json'), JSON.stringify({ ...file, kdf: { ...file.kdf, ...change } }));
    const derived: KdfParams[] = [];
    const vault = new VaultStore(dir, { derive: async (pass, kdf) => (derived.push(kdf), deriveKey(pass, kdf)) });
    await expect(vault.unlock(PASS)).rejects.toMatchObject({ kind: 'io_error', message: expect.stringContaining(words) });
    expect(derived).toEqual([]);
    expect(vault.isUnlocked()).toBe(false);
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
