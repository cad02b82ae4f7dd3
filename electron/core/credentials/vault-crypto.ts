/**
 * The vault file's cryptography, from node:crypto only: scrypt turns the passphrase into
 * a 256-bit key (parameters stored in the file), AES-256-GCM encrypts the entries with
 * a fresh random IV on every write, and the header is bound in as additional data so
 * changing the parameters is detected too. A key-check value tells a wrong passphrase
 * apart from a file that was altered.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface KdfParams {
  name: 'scrypt';
  N: number;
  r: number;
  p: number;
  keyLength: 32;
  salt: string;
}

export interface VaultFile {
  format: 'master-control-vault';
  version: 1;
  kdf: KdfParams;
  /** HMAC-SHA256(key, "master-control vault key check"), base64: says whether the passphrase is right. */
  check: string;
  cipher: { name: 'aes-256-gcm'; iv: string; tag: string };
  data: string;
}

export type VaultEntries = Record<string, { apiKey?: string; secret?: string }>;

/** 2^15 is the floor the design asks for; r=8 p=1 as scrypt's authors recommend. */
export const DEFAULT_KDF = { N: 2 ** 15, r: 8, p: 1 } as const;

export function newKdfParams(): KdfParams {
  return { name: 'scrypt', ...DEFAULT_KDF, keyLength: 32, salt: randomBytes(16).toString('base64') };
}

export function deriveKey(passphrase: string, kdf: KdfParams): Promise<Buffer> {
  const maxmem = 256 * kdf.N * kdf.r + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(passphrase, Buffer.from(kdf.salt, 'base64'), kdf.keyLength, { N: kdf.N, r: kdf.r, p: kdf.p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function keyCheck(key: Buffer): Buffer {
  return createHmac('sha256', key).update('master-control vault key check').digest();
}

function header(file: Pick<VaultFile, 'format' | 'version' | 'kdf'>): Buffer {
  return Buffer.from(JSON.stringify({ format: file.format, version: file.version, kdf: file.kdf }), 'utf8');
}

export function encryptVault(key: Buffer, kdf: KdfParams, entries: VaultEntries): VaultFile {
  const base = { format: 'master-control-vault' as const, version: 1 as const, kdf };
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header(base));
  const data = Buffer.concat([cipher.update(JSON.stringify(entries), 'utf8'), cipher.final()]);
  return {
    ...base,
    check: keyCheck(key).toString('base64'),
    cipher: { name: 'aes-256-gcm', iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64') },
    data: data.toString('base64'),
  };
}

export type DecryptOutcome = { ok: true; entries: VaultEntries } | { ok: false; reason: 'wrong_passphrase' | 'tampered' };

export function decryptVault(key: Buffer, file: VaultFile): DecryptOutcome {
  const expected = keyCheck(key);
  const given = Buffer.from(file.check, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'wrong_passphrase' };
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(file.cipher.iv, 'base64'));
    decipher.setAAD(header(file));
    decipher.setAuthTag(Buffer.from(file.cipher.tag, 'base64'));
    const text = Buffer.concat([decipher.update(Buffer.from(file.data, 'base64')), decipher.final()]).toString('utf8');
    return { ok: true, entries: JSON.parse(text) as VaultEntries };
  } catch {
    return { ok: false, reason: 'tampered' };
  }
}

/** A structural check of a parsed vault file; returns a problem in words or null. */
export function vaultFileProblem(value: unknown): string | null {
  const v = value as Partial<VaultFile> | null;
  if (!v || typeof v !== 'object' || v.format !== 'master-control-vault') return 'it is not a Master Control vault file';
  if (v.version !== 1) return `its version ${String(v.version)} is not supported`;
  const k = v.kdf;
  if (!k || k.name !== 'scrypt' || !Number.isInteger(k.N) || k.N < 2 ** 15 || typeof k.salt !== 'string') {
    return 'its key-derivation parameters are missing or weaker than allowed';
  }
  if (!v.cipher || typeof v.cipher.iv !== 'string' || typeof v.cipher.tag !== 'string' || typeof v.data !== 'string') {
    return 'its encrypted part is missing';
  }
  return typeof v.check === 'string' ? null : 'its key check is missing';
}
