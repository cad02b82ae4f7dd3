/**
 * Chooses where secrets live and hands them out inside main only. Keychain when it
 * works; otherwise the passphrase vault once it is created and unlocked; otherwise
 * nothing is stored and every attempt says why. Never plain text (fail closed).
 * The sandbox's credentials are held in memory only (they change every launch).
 */
import type { CredentialState, SecretBackend } from '../../../shared/domain/profile';
import type { BackendStatus } from '../../../shared/ipc/accounts';
import { fail, ok, type IpcResult } from '../../../shared/ipc/define';
import type { KnownSecrets } from '../events/known-secrets';
import { type BackendChoice, type BackendFacts, backendStatus, chooseBackend, keychainUsable } from './backend';
import type { KeychainProbe } from './probe';
import { CredentialError, type Credentials, SECRET_KINDS, type SecretKind, type SecretStore } from './store';
import type { VaultStore } from './vault-store';
import { readExtras, writeExtra } from './extras';


export type KeychainSetup = { store: SecretStore; probe: KeychainProbe } | null;

export interface CredentialServiceOptions {
  /** The keychain adapter and the result of probing it (null: not tried); may still be probing. */
  keychain: KeychainSetup | Promise<KeychainSetup>;
  vault: VaultStore;
  secrets: KnownSecrets;
  /** Force a backend (tests, CLI: MC_SECRET_BACKEND). 'auto' picks keychain, then vault. */
  choice?: BackendChoice;
}

export class CredentialService {
  private readonly ephemeral = new Map<string, Credentials>();
  private readonly ephemeralExtras = new Map<string, Map<string, string>>();
  private readonly versions = new Map<string, number>();
  /** Bumped when the vault locks or unlocks: every account's credentials may have changed. */
  private epoch = 0;
  private readonly choice: BackendChoice;
  private keychain: KeychainSetup = null;
  /** Settles once the keychain probe has answered; every public method waits for it. */
  private readonly probed: Promise<void>;

  constructor(private readonly opts: CredentialServiceOptions) {
    this.choice = opts.choice ?? 'auto';
    this.probed = Promise.resolve(opts.keychain).then((k) => {
      this.keychain = k;
    });
  }

  /** Resolves when the backend is known. */
  ready(): Promise<void> {
    return this.probed;
  }

  private facts(): BackendFacts {
    return { choice: this.choice, probe: this.keychain?.probe ?? null, vault: { exists: this.opts.vault.exists(), unlocked: this.opts.vault.isUnlocked() } };
  }

  async backend(): Promise<SecretBackend> {
    await this.probed;
    return chooseBackend(this.facts());
  }

  async status(): Promise<BackendStatus> {
    await this.probed;
    return backendStatus(this.facts());
  }

  /** Which store to use now, or the reason none can be used. */
  private store(): SecretStore {
    const status = backendStatus(this.facts());
    if (status.backend === 'keychain') return this.keychain!.store;
    if (status.backend === 'vault') return this.opts.vault;
    const why = status.keychainProblem ?? 'no keychain available';
    throw new CredentialError(
      'keychain_unavailable',
      `Credentials cannot be stored: ${why}, and no passphrase vault has been created. Create a vault to store them encrypted (they are never kept in plain text).`,
    );
  }

  /** Sandbox credentials: memory only, reported as set. */
  setEphemeral(profileId: string, creds: Credentials): void {
    this.opts.secrets.add(creds.apiKey);
    this.opts.secrets.add(creds.secret);
    this.ephemeral.set(profileId, creds);
    this.bump(profileId);
  }

  /** Forgets memory-only credentials (a rehearsal mirror that ended); no store is touched. */
  dropEphemeral(profileId: string): void {
    this.ephemeralExtras.delete(profileId);
    if (this.ephemeral.delete(profileId)) this.bump(profileId);
  }

  /** Changes whenever a profile's credentials change (clients are rebuilt then). */
  version(profileId: string): string {
    return `${this.epoch}.${this.versions.get(profileId) ?? 0}`;
  }

  private bump(profileId: string): void {
    this.versions.set(profileId, (this.versions.get(profileId) ?? 0) + 1);
  }

  async get(profileId: string): Promise<IpcResult<Credentials>> {
    const mem = this.ephemeral.get(profileId);
    if (mem) return ok(mem);
    return this.run(async () => {
      const store = this.store();
      const [apiKey, secret] = await Promise.all([store.get(profileId, 'apiKey'), store.get(profileId, 'secret')]);
      this.opts.secrets.add(apiKey);
      this.opts.secrets.add(secret);
      if (!apiKey || !secret) {
        const missing = [!apiKey && 'API key', !secret && 'signing secret'].filter(Boolean).join(' and ');
        return fail({ kind: 'no_credentials', message: `No ${missing} stored for this account: add them on the Accounts screen.` });
      }
      return ok({ apiKey, secret });
    });
  }

  /** What the renderer may know: set or missing, never the values. Unreadable counts as missing. */
  async state(profileId: string): Promise<CredentialState> {
    await this.probed;
    const backend = chooseBackend(this.facts());
    if (this.ephemeral.has(profileId)) return { apiKey: 'set', secret: 'set', backend };
    const out: CredentialState = { apiKey: 'missing', secret: 'missing', backend };
    try {
      const store = this.store();
      for (const kind of SECRET_KINDS) {
        const value = await store.get(profileId, kind);
        this.opts.secrets.add(value);
        if (value) out[kind] = 'set';
      }
    } catch (err) {
      // A locked vault or no backend reads as missing (status() says why); anything else is a bug.
      if (!(err instanceof CredentialError)) throw err;
    }
    return out;
  }

  async set(profileId: string, values: Partial<Record<SecretKind, string>>): Promise<IpcResult<null>> {
    for (const kind of SECRET_KINDS) this.opts.secrets.add(values[kind]);
    return this.run(async () => {
      const store = this.store();
      for (const kind of SECRET_KINDS) {
        const value = values[kind];
        if (value !== undefined) await store.set(profileId, kind, value);
      }
      this.bump(profileId);
      return ok(null);
    });
  }

  /** One stored value, or null when none (the control API's token is kept like a credential). */
  async readOne(id: string, kind: SecretKind): Promise<IpcResult<string | null>> {
    return this.run(async () => {
      const value = await this.store().get(id, kind);
      this.opts.secrets.add(value);
      return ok(value ?? null);
    });
  }

  /**
   * One of the account's other secrets (a run sheet's stream key…), by name; null when none
   * was entered. Memory only for a memory-only account (the sandbox), like its credentials.
   * A store that cannot be read is a failure, never "not set" (fail closed: nothing is sent).
   */
  async getExtra(profileId: string, name: string): Promise<IpcResult<string | null>> {
    if (this.ephemeral.has(profileId)) return ok(this.ephemeralExtras.get(profileId)?.get(name) ?? null);
    return this.run(async () => {
      const value = (await readExtras(this.store(), profileId))[name] ?? null;
      this.opts.secrets.add(value);
      return ok(value);
    });
  }

  /** Keeps (or, with null, forgets) one of the account's other secrets. */
  async setExtra(profileId: string, name: string, value: string | null): Promise<IpcResult<null>> {
    if (value !== null) this.opts.secrets.add(value);
    if (this.ephemeral.has(profileId)) {
      const mem = this.ephemeralExtras.get(profileId) ?? new Map<string, string>();
      if (value === null) mem.delete(name);
      else mem.set(name, value);
      this.ephemeralExtras.set(profileId, mem);
      return ok(null);
    }
    return this.run(async () => {
      await writeExtra(this.store(), profileId, name, value);
      return ok(null);
    });
  }

  async clear(profileId: string): Promise<IpcResult<null>> {
    this.ephemeral.delete(profileId);
    this.ephemeralExtras.delete(profileId);
    return this.run(async () => {
      const store = this.store();
      for (const kind of SECRET_KINDS) await store.delete(profileId, kind);
      await store.delete(profileId, 'extras');
      this.bump(profileId);
      return ok(null);
    });
  }

  async createVault(passphrase: string): Promise<IpcResult<BackendStatus>> {
    this.opts.secrets.add(passphrase);
    await this.probed;
    if (keychainUsable(this.facts())) {
      return fail({ kind: 'conflict', message: 'The keychain is working and holds the credentials; a vault is only needed when no keychain is reachable.' });
    }
    return this.run(async () => {
      await this.opts.vault.create(passphrase);
      return ok(backendStatus(this.facts()));
    });
  }

  async unlockVault(passphrase: string): Promise<IpcResult<BackendStatus>> {
    this.opts.secrets.add(passphrase);
    return this.run(async () => {
      await this.opts.vault.refresh();
      await this.opts.vault.unlock(passphrase);
      this.epoch += 1;
      return ok(backendStatus(this.facts()));
    });
  }

  async lockVault(): Promise<BackendStatus> {
    this.opts.vault.lock();
    this.epoch += 1;
    return this.status();
  }

  /** Runs a store operation; CredentialError becomes its typed failure, anything else is a bug (thrown). */
  private async run<T>(op: () => Promise<IpcResult<T>>): Promise<IpcResult<T>> {
    await this.probed;
    try {
      return await op();
    } catch (err) {
      if (err instanceof CredentialError) return fail({ kind: err.kind, message: this.opts.secrets.scrub(err.message) });
      throw err;
    }
  }
}
