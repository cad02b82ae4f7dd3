/**
 * Builds the CredentialService at start: probes the keychain (unless switched off),
 * and looks for the vault file (locked until unlockVault). The probe's reason is kept so
 * the UI and CLI can say why the keychain is not used.
 */
import type { KnownSecrets } from '../events/known-secrets';
import { KeychainStore, type KeychainApi, loadKeychain } from './keychain-store';
import { legacyKeychainFor, type LegacyKeychain } from './legacy-keychain';
import { probeKeychain } from './probe';
import type { BackendChoice } from './backend';
import { CredentialService } from './service';
import type { KeychainSetup } from './service-options';
import { CredentialError, type SecretStore } from './store';
import { VaultStore } from './vault-store';

export interface CredentialSetup {
  dataDir: string;
  secrets: KnownSecrets;
  choice?: BackendChoice;
  /** Use this store as the keychain (tests), skipping the binding and the probe. */
  secretStore?: SecretStore;
  /** How the keychain binding is loaded (tests inject a failing one). */
  loadKeychain?: () => Promise<KeychainApi>;
  /** Where earlier versions' items are read from (default: this platform's with the real binding, none with an injected one). */
  legacyKeychain?: LegacyKeychain | null;
  probeTimeoutMs?: number;
}

/** Reads MC_SECRET_BACKEND; anything unknown is 'auto'. */
export function backendChoiceFromEnv(env: Record<string, string | undefined>): BackendChoice {
  const v = env.MC_SECRET_BACKEND;
  return v === 'keychain' || v === 'vault' || v === 'none' ? v : 'auto';
}

async function keychainFor(setup: CredentialSetup): Promise<KeychainSetup> {
  if (setup.choice === 'vault' || setup.choice === 'none') return null;
  if (setup.secretStore) return { store: setup.secretStore, probe: { available: true } };
  const load = setup.loadKeychain ?? loadKeychain;
  const probe = await probeKeychain(load, setup.probeTimeoutMs);
  if (!probe.available) return { store: unavailableStore(probe.what), probe };
  const legacy = setup.legacyKeychain !== undefined ? setup.legacyKeychain : setup.loadKeychain ? null : await legacyKeychainFor();
  return { store: new KeychainStore(await load(), legacy), probe };
}

function unavailableStore(reason: string): SecretStore {
  const refuse = async (): Promise<never> => {
    throw new CredentialError('keychain_unavailable', reason);
  };
  return { get: refuse, set: refuse, delete: refuse };
}

/** Ready to use at once: methods wait for the keychain probe running in the background. */
export function createCredentialService(setup: CredentialSetup): CredentialService {
  const vault = new VaultStore(setup.dataDir);
  vault.refreshSync();
  return new CredentialService({ keychain: keychainFor(setup), vault, secrets: setup.secrets, choice: setup.choice });
}
