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

export type VaultEntries = Record<string, { apiKey?: string; secret?: string; extras?: string }>;

/** New vaults: N = 2^17 with r = 8, p = 1, as OWASP's password storage guidance asks for scrypt. */
export const DEFAULT_KDF = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * What a vault file may ask of us. Everything is checked before a key is derived, so a
 * tampered header cannot make unlock exhaust memory or time: N a power of two from 2^15
 * (vaults made before 2^17; re-keyed on unlock) to 2^18, r 8–16 with scrypt's 128·N·r
 * bytes at most 256 MiB, p 1–4, a 32-byte key, a 16–64-byte salt, and no other member
 * (maxmem is computed here from the checked values, never read from the file).
 */
export const KDF_BOUNDS = { minN: 2 ** 15, maxN: 2 ** 18, minR: 8, maxR: 16, maxP: 4, maxMemory: 256 * 1024 * 1024 } as const;
const KDF_MEMBERS = ['N', 'keyLength', 'name', 'p', 'r', 'salt'];

export function newKdfParams(): KdfParams {
  return { name: 'scrypt', ...DEFAULT_KDF, keyLength: 32, salt: randomBytes(16).toString('base64') };
}

/** True when a vault's parameters are weaker than what new vaults get: re-key it. */
export function kdfIsOutdated(kdf: KdfParams): boolean {
  return kdf.N < DEFAULT_KDF.N || kdf.r < DEFAULT_KDF.r;
}

const isPowerOfTwo = (n: number): boolean => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
const within = (n: unknown, min: number, max: number): boolean => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** The key-derivation parameters' problem in words, or null when every one is in bounds. */
export function kdfProblem(value: unknown): string | null {
  const k = value as Partial<KdfParams> | null;
  if (!k || typeof k !== 'object' || k.name !== 'scrypt') return 'its key derivation is not scrypt';
  const extra = Object.keys(k).filter((m) => !KDF_MEMBERS.includes(m));
  if (extra.length > 0) return `its key-derivation parameters hold unknown members (${extra.join(', ')})`;
  const b = KDF_BOUNDS;
  if (typeof k.N !== 'number' || !isPowerOfTwo(k.N) || k.N < b.minN) return 'its key-derivation parameters are missing or weaker than allowed';
  if (k.N > b.maxN) return `its scrypt N (${k.N}) is above the allowed ${b.maxN}`;
  if (!within(k.r, b.minR, b.maxR)) return `its scrypt r (${String(k.r)}) is outside ${b.minR}–${b.maxR}`;
  if (!within(k.p, 1, b.maxP)) return `its scrypt p (${String(k.p)}) is outside 1–${b.maxP}`;
  if (128 * k.N * k.r! > b.maxMemory) return 'its scrypt parameters would need more memory than allowed';
  if (k.keyLength !== 32) return 'its key length is not 32 bytes';
  const salt = typeof k.salt === 'string' && /^[A-Za-z0-9+/]+={0,2}$/.test(k.salt) ? Buffer.from(k.salt, 'base64').length : 0;
  if (salt < 16 || salt > 64) return 'its salt is missing or not 16–64 bytes';
  return null;
}

export type DeriveKey = (passphrase: string, kdf: KdfParams) => Promise<Buffer>;

/** Call only with parameters kdfProblem passed: maxmem follows from the checked N and r. */
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
  const kdf = kdfProblem(v.kdf);
  if (kdf !== null) return kdf;
  if (!v.cipher || typeof v.cipher.iv !== 'string' || typeof v.cipher.tag !== 'string' || typeof v.data !== 'string') {
    return 'its encrypted part is missing';
  }
  return typeof v.check === 'string' ? null : 'its key check is missing';
}
