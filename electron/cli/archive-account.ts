/**
 * Which account an `archive` command is about. `--account NAME` (or `--profile NAME`) is any
 * account the console knows, by name or id, the Sandbox included: stats, export and forget
 * read only the archive kept on this machine, so they need no key or secret; a sync reads
 * the service, with the saved account's credentials, or for the Sandbox from a Sandbox
 * started for the command (the console's own lives only while that console runs). An
 * address given directly (--base-url/--cdn/--api-key) works as for every other command.
 */
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';
import { systemClock } from '../core/deps';
import type { KnownSecrets } from '../core/events/known-secrets';
import { noSuchAccount } from '../core/profiles/account-target';
import { defaultDataDir } from '../core/profiles/data-dir';
import type { AccountTarget } from '../core/profiles/direct-target';
import { ProfileStore } from '../core/profiles/store';
import { type AccountFlags, resolveAccount, UsageError } from './account-flags';
import type { CliIo } from './io';

export type ArchiveOf = Pick<AccountTarget, 'profileId' | 'profileName' | 'baseUrl' | 'cdn'>;

export interface ArchiveAccount {
  /** Where its archive is kept (place.ts names it from these). */
  of: ArchiveOf;
  /** The service to read, for a sync; null for what reads only the archive. */
  service: AccountTarget | null;
  /** Ends what was started for the command (the Sandbox of a sync). */
  stop(): Promise<void>;
}

const nothing = async (): Promise<void> => undefined;

export async function archiveAccount(values: AccountFlags & { account?: string }, syncing: boolean, env: NodeJS.ProcessEnv, secrets: KnownSecrets, io: CliIo): Promise<ArchiveAccount> {
  if (values.account !== undefined && values.profile !== undefined && values.account !== values.profile) throw new UsageError('give the account once: --account NAME (--profile NAME is the same)');
  const name = values.account ?? values.profile;
  if (name === undefined) {
    const direct = await resolveAccount(values, env, secrets, io);
    return { of: direct, service: syncing ? direct : null, stop: nothing };
  }
  if (values['base-url'] !== undefined) throw new UsageError('give --account NAME or --base-url/--cdn/--api-key, not both');
  const profiles = ProfileStore.open(values['data-dir'] ?? defaultDataDir(env), null, systemClock);
  const profile = profiles.find(name);
  if (profile === undefined) throw new UsageError(noSuchAccount(profiles, name));
  const of: ArchiveOf = { profileId: profile.id, profileName: profile.name, baseUrl: profile.baseUrl, cdn: profile.cdn };
  if (!syncing) return { of, service: null, stop: nothing };
  if (profile.id !== SANDBOX_PROFILE_ID) {
    const saved = await resolveAccount({ ...values, profile: profile.id }, env, secrets, io);
    return { of, service: saved, stop: nothing };
  }
  // Loaded only here: a Sandbox's sync is the one archive command that runs a service.
  const { startSandbox } = await import('../sandbox/index');
  const sb = await startSandbox({});
  secrets.add(sb.secret);
  secrets.add(sb.apiKey);
  const service: AccountTarget = { ...of, baseUrl: sb.baseUrl, cdn: sb.cdn, serialization: 'php', apiKey: sb.apiKey, secret: sb.secret };
  return { of, service, stop: () => sb.close() };
}
