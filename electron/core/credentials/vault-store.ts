/**
 * The passphrase vault (`vault.json` under the data folder): used when no keychain is
 * reachable. Locked until unlocked with the passphrase; the derived key lives only in
 * memory and is forgotten on lock. Every change rewrites the whole file atomically.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonFile, writeJsonAtomic } from '../fs/atomic';
import { CredentialError, type SecretStore, type StoredKind } from './store';
import {
  decryptVault,
  type DeriveKey,
  deriveKey,
  encryptVault,
  type KdfParams,
  kdfIsOutdated,
  newKdfParams,
  type VaultEntries,
  type VaultFile,
  vaultFileProblem,
} from './vault-crypto';

export const VAULT_FILE = 'vault.json';

interface Unlocked {
  key: Buffer;
  kdf: KdfParams;
  entries: VaultEntries;
}

export class VaultStore implements SecretStore {
  readonly path: string;
  private open: Unlocked | null = null;
  private present = false;
  private readonly derive: DeriveKey;

  /** `derive` is injected only by tests that must see whether a key was derived at all. */
  constructor(dataDir: string, options: { derive?: DeriveKey } = {}) {
    this.path = join(dataDir, VAULT_FILE);
    this.derive = options.derive ?? deriveKey;
  }

  /** Looks for the file on disk at start (synchronous: the composition root is). */
  refreshSync(): void {
    this.present = existsSync(this.path);
  }

  /** Looks for the file on disk. */
  async refresh(): Promise<void> {
    this.present = (await readJsonFile(this.path)).found;
  }

  exists(): boolean {
    return this.present;
  }

  isUnlocked(): boolean {
    return this.open !== null;
  }

  async create(passphrase: string): Promise<void> {
    await this.refresh();
    if (this.present) throw new CredentialError('conflict', 'A vault already exists here; unlock it instead.');
    const kdf = newKdfParams();
    this.open = { key: await this.derive(passphrase, kdf), kdf, entries: {} };
    await this.persist();
  }

  /** Vaults made with weaker parameters than today's are re-keyed once they open. */
  async unlock(passphrase: string): Promise<void> {
    // readFile checks every parameter against KDF_BOUNDS before anything is derived.
    const file = await this.readFile();
    const key = await this.derive(passphrase, file.kdf);
    const result = decryptVault(key, file);
    if (!result.ok && result.reason === 'wrong_passphrase') {
      throw new CredentialError('vault_wrong_passphrase', 'That passphrase does not open the vault.');
    }
    if (!result.ok) {
      throw new CredentialError('io_error', `The vault file ${this.path} was changed outside the app and cannot be trusted (authentication failed).`);
    }
    this.open = { key, kdf: file.kdf, entries: result.entries };
    if (kdfIsOutdated(file.kdf)) await this.rekey(passphrase);
  }

  /** A fresh salt and today's parameters; the file is rewritten atomically, so a crash keeps the old one. */
  private async rekey(passphrase: string): Promise<void> {
    const open = this.unlocked();
    const kdf = newKdfParams();
    const key = await this.derive(passphrase, kdf);
    open.key.fill(0);
    this.open = { key, kdf, entries: open.entries };
    await this.persist();
  }

  lock(): void {
    this.open?.key.fill(0);
    this.open = null;
  }

  async get(profileId: string, kind: StoredKind): Promise<string | null> {
    return this.unlocked().entries[profileId]?.[kind] ?? null;
  }

  async set(profileId: string, kind: StoredKind, value: string): Promise<void> {
    const open = this.unlocked();
    open.entries[profileId] = { ...open.entries[profileId], [kind]: value };
    await this.persist();
  }

  async delete(profileId: string, kind: StoredKind): Promise<void> {
    const open = this.unlocked();
    const entry = { ...open.entries[profileId] };
    delete entry[kind];
    if (Object.keys(entry).length === 0) delete open.entries[profileId];
    else open.entries[profileId] = entry;
    await this.persist();
  }

  private unlocked(): Unlocked {
    if (!this.open) {
      throw new CredentialError(
        'vault_locked',
        this.present ? 'The vault is locked: unlock it with its passphrase first.' : 'No vault exists yet: create one with a passphrase first.',
      );
    }
    return this.open;
  }

  private async readFile(): Promise<VaultFile> {
    const read = await readJsonFile(this.path);
    if (!read.found) throw new CredentialError('vault_locked', 'No vault exists yet: create one with a passphrase first.');
    const problem = read.value === undefined ? 'it is not valid JSON' : vaultFileProblem(read.value);
    if (problem) throw new CredentialError('io_error', `The vault file ${this.path} cannot be used: ${problem}.`);
    return read.value as VaultFile;
  }

  private async persist(): Promise<void> {
    const open = this.unlocked();
    await writeJsonAtomic(this.path, encryptVault(open.key, open.kdf, open.entries));
    this.present = true;
  }
}
