/**
 * What the credential service is built from: the keychain (once probed), the vault, the
 * process's known secrets and a forced backend choice, if any.
 */
import type { KnownSecrets } from '../events/known-secrets';
import type { BackendChoice } from './backend';
import type { KeychainProbe } from './probe';
import type { SecretStore } from './store';
import type { VaultStore } from './vault-store';

export type KeychainSetup = { store: SecretStore; probe: KeychainProbe } | null;

export interface CredentialServiceOptions {
  /** The keychain adapter and the result of probing it (null: not tried); may still be probing. */
  keychain: KeychainSetup | Promise<KeychainSetup>;
  vault: VaultStore;
  secrets: KnownSecrets;
  /** Force a backend (tests, CLI: MC_SECRET_BACKEND). 'auto' picks keychain, then vault. */
  choice?: BackendChoice;
}
