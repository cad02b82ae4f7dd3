/**
 * Chooses where secrets live and hands them out inside main only. Keychain when it
 * works; otherwise the passphrase vault once it is created and unlocked; otherwise
 * nothing is stored and every attempt says why. Never plain text (fail closed).
 * The sandbox's credentials are held in memory only (they change every launch).
 */
import type { CredentialState, SecretBackend } from '../../../shared/domain/profile';
import type { BackendStatus } from '../../../shared/ipc/accounts';
import { fail, ok, type IpcResult } from '../../../shared/ipc/define';
import { type BackendChoice, type BackendFacts, backendStatus, chooseBackend, keychainUsable } from './backend';
import { readExtras, writeExtra } from './extras';
import { MemoryCredentials } from './memory-credentials';
import type { CredentialServiceOptions, KeychainSetup } from './service-options';
import { storeNow, typedFailures } from './store-choice';
import { type Credentials, SECRET_KINDS, type SecretKind, type SecretStore } from './store';
import { readCredentials, readState } from './stored-reads';
import { CredentialVersions } from './versions';

export class CredentialService {
  /** The Sandbox's and a rehearsal mirror's: they change every launch. */
  private readonly ephemeral = new MemoryCredentials();
  private readonly versions = new CredentialVersions();
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
    return storeNow(this.facts(), this.keychain?.store, this.opts.vault);
  }

  /** Sandbox credentials: memory only, reported as set. */
  setEphemeral(profileId: string, creds: Credentials): void {
    this.opts.secrets.add(creds.apiKey);
    this.opts.secrets.add(creds.secret);
    this.ephemeral.set(profileId, creds);
    this.versions.bump(profileId);
  }

  /** Forgets memory-only credentials (a rehearsal mirror that ended); no store is touched. */
  dropEphemeral(profileId: string): void {
    if (this.ephemeral.drop(profileId)) this.versions.bump(profileId);
  }

  /** Changes whenever a profile's credentials change (clients are rebuilt then). */
  version(profileId: string): string {
    return this.versions.of(profileId);
  }

  async get(profileId: string): Promise<IpcResult<Credentials>> {
    const mem = this.ephemeral.get(profileId);
    if (mem) return ok(mem);
    return this.run(() => readCredentials(this.store(), profileId, this.opts.secrets));
  }

  /** What the renderer may know: set or missing, never the values. Unreadable counts as missing. */
  async state(profileId: string): Promise<CredentialState> {
    await this.probed;
    const backend = chooseBackend(this.facts());
    if (this.ephemeral.has(profileId)) return { apiKey: 'set', secret: 'set', backend };
    return readState(() => this.store(), profileId, this.opts.secrets, backend);
  }

  async set(profileId: string, values: Partial<Record<SecretKind, string>>): Promise<IpcResult<null>> {
    for (const kind of SECRET_KINDS) this.opts.secrets.add(values[kind]);
    return this.run(async () => {
      const store = this.store();
      for (const kind of SECRET_KINDS) {
        const value = values[kind];
        if (value !== undefined) await store.set(profileId, kind, value);
      }
      this.versions.bump(profileId);
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
    if (this.ephemeral.has(profileId)) return ok(this.ephemeral.getExtra(profileId, name));
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
      this.ephemeral.setExtra(profileId, name, value);
      return ok(null);
    }
    return this.run(async () => {
      await writeExtra(this.store(), profileId, name, value);
      return ok(null);
    });
  }

  async clear(profileId: string): Promise<IpcResult<null>> {
    this.ephemeral.drop(profileId);
    return this.run(async () => {
      const store = this.store();
      for (const kind of SECRET_KINDS) await store.delete(profileId, kind);
      await store.delete(profileId, 'extras');
      this.versions.bump(profileId);
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
      this.versions.bumpAll();
      return ok(backendStatus(this.facts()));
    });
  }

  async lockVault(): Promise<BackendStatus> {
    this.opts.vault.lock();
    this.versions.bumpAll();
    return this.status();
  }

  /** Runs a store operation; CredentialError becomes its typed failure, anything else is a bug (thrown). */
  private async run<T>(op: () => Promise<IpcResult<T>>): Promise<IpcResult<T>> {
    await this.probed;
    return typedFailures(op, (text) => this.opts.secrets.scrub(text));
  }
}
