/**
 * A one-off call (the CLI's `call`, `sign`, `export`) to a saved profile, with its stored
 * credentials from the keychain or the vault. The other way, an address given on the
 * command line, is direct-target.ts: it loads none of this.
 */
import { SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import { fail, ok, type IpcResult } from '../../../shared/ipc/define';
import type { BackendChoice } from '../credentials/backend';
import type { CredentialService } from '../credentials/service';
import { createCredentialService } from '../credentials/setup';
import { systemClock } from '../deps';
import type { KnownSecrets } from '../events/known-secrets';
import type { AccountTarget } from './direct-target';
import { ProfileStore } from './store';

/** The one wording of an account name nobody knows, with the names that are known. */
export function noSuchAccount(profiles: ProfileStore, nameOrId: string): string {
  return `No account called "${nameOrId}" (accounts: ${profiles.list().map((p) => p.name).join(', ')}).`;
}

/** A saved profile by id or name, with its credentials from the keychain or the unlocked vault. */
export async function profileTarget(profiles: ProfileStore, credentials: CredentialService, nameOrId: string): Promise<IpcResult<AccountTarget>> {
  const profile = profiles.find(nameOrId);
  if (!profile) return fail({ kind: 'not_found', message: noSuchAccount(profiles, nameOrId) });
  if (profile.id === SANDBOX_PROFILE_ID) {
    return fail({ kind: 'no_credentials', message: 'The Sandbox account lives inside a running console; start `master-control sandbox` and pass its --base-url, --cdn and --api-key (secret in MC_SECRET).' });
  }
  const creds = await credentials.get(profile.id);
  if (!creds.ok) return creds;
  return ok({ profileId: profile.id, profileName: profile.name, baseUrl: profile.baseUrl, cdn: profile.cdn, serialization: profile.serialization, ...(profile.readAliases === undefined ? {} : { readAliases: profile.readAliases }), ...creds.value });
}

export interface SavedProfileInput {
  dataDir: string;
  nameOrId: string;
  secrets: KnownSecrets;
  choice: BackendChoice;
  /** Unlocks the vault when the credentials are there (CLI: MC_VAULT_PASSPHRASE). */
  vaultPassphrase?: string;
}

/** Opens the data folder's profiles and secret backend and returns the saved profile's target. */
export async function savedProfileTarget(input: SavedProfileInput): Promise<IpcResult<AccountTarget>> {
  const profiles = ProfileStore.open(input.dataDir, null, systemClock);
  const credentials = createCredentialService({ dataDir: input.dataDir, secrets: input.secrets, choice: input.choice });
  const status = await credentials.status();
  if (status.backend === 'vault' && !status.vault.unlocked) {
    if (!input.vaultPassphrase) return fail({ kind: 'vault_locked', message: 'the credentials are in the passphrase vault: set MC_VAULT_PASSPHRASE to unlock it' });
    const unlocked = await credentials.unlockVault(input.vaultPassphrase);
    if (!unlocked.ok) return unlocked;
  }
  return profileTarget(profiles, credentials, input.nameOrId);
}
