/**
 * Where a one-off call (the CLI's `call` and `sign`) goes: a saved profile with its
 * stored credentials, or an address given on the command line with the secret from
 * the environment. The secret never comes from an argument.
 */
import { SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import type { SerializationChoice } from '../../../shared/domain/serialization';
import { fail, ok, type IpcResult } from '../../../shared/ipc/define';
import type { BackendChoice } from '../credentials/backend';
import type { CredentialService } from '../credentials/service';
import { createCredentialService } from '../credentials/setup';
import { systemClock } from '../deps';
import type { KnownSecrets } from '../events/known-secrets';
import { ProfileStore } from './store';

export interface AccountTarget {
  profileId: string;
  profileName: string;
  baseUrl: string;
  cdn: number;
  serialization: SerializationChoice;
  apiKey: string;
  secret: string;
}

/** A saved profile by id or name, with its credentials from the keychain or the unlocked vault. */
export async function profileTarget(profiles: ProfileStore, credentials: CredentialService, nameOrId: string): Promise<IpcResult<AccountTarget>> {
  const profile = profiles.find(nameOrId);
  if (!profile) {
    const names = profiles.list().map((p) => p.name).join(', ');
    return fail({ kind: 'not_found', message: `No account called "${nameOrId}" (accounts: ${names}).` });
  }
  if (profile.id === SANDBOX_PROFILE_ID) {
    return fail({ kind: 'no_credentials', message: 'The Sandbox account lives inside a running console; start `master-control sandbox` and pass its --base-url, --cdn and --api-key (secret in MC_SECRET).' });
  }
  const creds = await credentials.get(profile.id);
  if (!creds.ok) return creds;
  return ok({ profileId: profile.id, profileName: profile.name, baseUrl: profile.baseUrl, cdn: profile.cdn, serialization: profile.serialization, ...creds.value });
}

export interface DirectInput {
  baseUrl?: string;
  cdn?: string;
  apiKey?: string;
  secret?: string;
  serialization: SerializationChoice;
}

/** An address given directly: every piece must be there, the cdn a positive whole number. */
export function directTarget(input: DirectInput): IpcResult<AccountTarget> {
  const missing = [
    input.baseUrl === undefined && '--base-url',
    input.cdn === undefined && '--cdn',
    input.apiKey === undefined && '--api-key',
    input.secret === undefined && 'the MC_SECRET environment variable',
  ].filter((m): m is string => typeof m === 'string');
  if (missing.length > 0) {
    return fail({ kind: 'invalid_input', message: `missing ${missing.join(', ')} (or use --profile NAME)`, issues: missing.map((m) => ({ path: m, message: 'required' })) });
  }
  const cdn = Number(input.cdn);
  if (!Number.isInteger(cdn) || cdn <= 0) {
    return fail({ kind: 'invalid_input', message: `--cdn must be a positive whole number, got ${input.cdn}`, issues: [{ path: '--cdn', message: 'a positive whole number' }] });
  }
  return ok({ profileId: 'cli', profileName: `command line (${input.baseUrl}, cdn ${cdn})`, baseUrl: input.baseUrl!, cdn, serialization: input.serialization, apiKey: input.apiKey!, secret: input.secret! });
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
