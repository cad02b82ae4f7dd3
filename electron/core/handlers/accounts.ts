/**
 * The `accounts` area: profiles and their credentials. Secrets come in through
 * setCredentials and are never sent back: the renderer only learns "set" or "missing".
 */
import { type Profile, type ProfileView, SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import type { AccountsList, accountsChannels } from '../../../shared/ipc/accounts';
import { type AreaHandlers, fail, type IpcResult, ok } from '../../../shared/ipc/define';
import type { CredentialService } from '../credentials/service';
import type { EventSink } from '../deps';
import type { Logger } from '../events/log';
import type { ClientPool } from '../gateway/clients';
import type { ConnectionTracker } from '../gateway/connection';
import { testConnection } from '../gateway/connection-test';
import type { AccountData } from '../profiles/account-data';
import { accountNotFound } from '../profiles/edit-rules';
import type { ProfileStore } from '../profiles/store';
import { isMirrorId } from '../rehearsal/mirror';

export interface AccountsHandlerDeps {
  profiles: ProfileStore;
  credentials: CredentialService;
  clients: ClientPool;
  connection: ConnectionTracker;
  /** Every store of per-account data (cached reads, geo baselines), forgotten with an account. */
  accountData: AccountData;
  events: EventSink;
  log: Logger;
}

type Handlers = AreaHandlers<typeof accountsChannels>;

const SANDBOX_CREDENTIALS = 'The Sandbox account uses the built-in sandbox\'s own credentials; they cannot be changed.';
/** A mirror's credentials are its own sandbox's, in memory: none is ever stored under its id (end wipes the id too). */
const MIRROR_CREDENTIALS = 'A rehearsal mirror uses its own sandbox\'s credentials; they cannot be changed. End the rehearsal to set the real account\'s.';

/** Why this account's stored credentials cannot be changed, or null when they can. */
function fixedCredentials(profile: Profile): string | null {
  if (profile.id === SANDBOX_PROFILE_ID) return SANDBOX_CREDENTIALS;
  if (profile.mirrorOf !== undefined || isMirrorId(profile.id)) return MIRROR_CREDENTIALS;
  return null;
}

export function createAccountsHandlers(deps: AccountsHandlerDeps): Handlers {
  const { profiles, credentials } = deps;
  const view = async (p: Profile): Promise<ProfileView> => ({ ...p, credentials: await credentials.state(p.id) });
  const list = async (): Promise<AccountsList> => ({ profiles: await Promise.all(profiles.list().map(view)), activeId: profiles.activeId() });
  const changed = <T>(result: IpcResult<T>): IpcResult<T> => {
    if (result.ok) deps.events.emit({ type: 'accounts.changed' });
    return result;
  };
  const asView = async (result: IpcResult<Profile>): Promise<IpcResult<ProfileView>> => changed(result.ok ? ok(await view(result.value)) : result);

  return {
    list: async () => ok(await list()),
    create: async (fields) => asView(await profiles.create(fields)),
    update: async ({ id, fields }) => asView(await profiles.update(id, fields)),
    setCurrency: async ({ id, currency }) => asView(await profiles.setCurrency(id, currency)),
    setReconnectDefault: async ({ id, enabled }) => asView(await profiles.setReconnectDefault(id, enabled)),
    setAlerts: async ({ id, alerts }) => asView(await profiles.setAlerts(id, alerts)),
    duplicate: async ({ id }) => asView(await profiles.duplicate(id)),
    remove: async ({ id }) => {
      const wasActive = profiles.activeId() === id;
      const removed = await profiles.remove(id);
      if (!removed.ok) return removed;
      if (wasActive) deps.connection.announce(profiles.activeId());
      const cleared = await credentials.clear(id);
      if (!cleared.ok) deps.log.warn(`accounts: stored credentials of a deleted account could not be removed: ${cleared.error.message}`);
      deps.clients.forget(id);
      await deps.accountData.forget(id);
      return changed(ok(null));
    },
    setActive: async ({ id }) => {
      const set = await profiles.setActive(id);
      if (!set.ok) return set;
      deps.connection.announce(id);
      return changed(ok(await list()));
    },
    setCredentials: async ({ id, apiKey, secret }) => {
      const profile = profiles.get(id);
      if (!profile) return accountNotFound(id);
      const fixed = fixedCredentials(profile);
      if (fixed !== null) return fail({ kind: 'conflict', message: fixed });
      if (apiKey === undefined && secret === undefined) {
        return fail({ kind: 'invalid_input', message: 'Give an API key, a signing secret, or both.', issues: [{ path: 'apiKey', message: 'give an API key, a signing secret, or both' }] });
      }
      const stored = await credentials.set(id, { apiKey, secret });
      return stored.ok ? changed(ok(await view(profile))) : stored;
    },
    clearCredentials: async ({ id }) => {
      const profile = profiles.get(id);
      if (!profile) return accountNotFound(id);
      const fixed = fixedCredentials(profile);
      if (fixed !== null) return fail({ kind: 'conflict', message: fixed });
      const cleared = await credentials.clear(id);
      deps.clients.forget(id);
      return cleared.ok ? changed(ok(await view(profile))) : cleared;
    },
    backend: async () => ok(await credentials.status()),
    createVault: async ({ passphrase }) => changed(await credentials.createVault(passphrase)),
    unlockVault: async ({ passphrase }) => changed(await credentials.unlockVault(passphrase)),
    lockVault: async () => changed(ok(await credentials.lockVault())),
    testConnection: async ({ id }) => {
      const profile = profiles.get(id);
      if (!profile) return accountNotFound(id);
      return ok(await testConnection(deps.clients, deps.connection, profile, profiles.activeId() === id, profiles));
    },
  };
}
