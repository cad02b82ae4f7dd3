/**
 * The Accounts area's slice: profiles, the active account, the secret backend and the
 * last connection test per profile. Actions call main through `mc()` and apply results
 * with the pure functions in accounts-state.ts. Secrets pass through `setCredentials`
 * on their way to main and are never stored here.
 */
import type { ProfileFields, ProfileView } from '../../../../shared/domain/profile';
import type { AccountsList, BackendStatus, ConnectionTest } from '../../../../shared/ipc/accounts';
import type { IpcError, IpcResult } from '../../../../shared/ipc/define';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';
import { connectionFromTest, withProfile, withoutProfile } from './accounts-state';

export interface AccountsSlice {
  accounts: AccountsList | null;
  accountsError: IpcError | null;
  backend: BackendStatus | null;
  /** The last connection test per profile, with when it ran (ISO). */
  connectionTests: Record<string, ConnectionTest & { testedAt: string }>;
  loadAccounts(): Promise<void>;
  loadBackend(): Promise<void>;
  /** Disarms everything first: an armed action belongs to the account it was armed on. */
  switchAccount(id: string): Promise<IpcResult<AccountsList>>;
  saveProfile(id: string | null, fields: ProfileFields): Promise<IpcResult<ProfileView>>;
  duplicateProfile(id: string): Promise<IpcResult<ProfileView>>;
  removeProfile(id: string): Promise<IpcResult<null>>;
  setCredentials(id: string, secrets: { apiKey?: string; secret?: string }): Promise<IpcResult<ProfileView>>;
  clearCredentials(id: string): Promise<IpcResult<ProfileView>>;
  /** "Reconnect new destinations automatically" for this account, kept by main with the profile. */
  setReconnectDefault(id: string, enabled: boolean): Promise<IpcResult<ProfileView>>;
  vaultAction(action: 'create' | 'unlock' | 'lock', passphrase?: string): Promise<IpcResult<BackendStatus>>;
  testConnection(id: string): Promise<IpcResult<ConnectionTest>>;
}

export const createAccountsSlice: SliceCreator<AccountsSlice> = (set, get) => {
  /** Applies a returned profile to the list. */
  const keep = (r: IpcResult<ProfileView>): IpcResult<ProfileView> => {
    if (r.ok) set((s) => ({ accounts: withProfile(s.accounts, r.value) }));
    return r;
  };
  return {
    accounts: null,
    accountsError: null,
    backend: null,
    connectionTests: {},
    loadAccounts: async () => {
      const r = await mc().accounts.list({});
      set(r.ok ? { accounts: r.value, accountsError: null } : { accountsError: r.error });
    },
    loadBackend: async () => {
      const r = await mc().accounts.backend({});
      if (r.ok) set({ backend: r.value });
    },
    switchAccount: async (id) => {
      get().disarmAll();
      const r = await mc().accounts.setActive({ id });
      if (!r.ok) return r;
      set({ accounts: r.value });
      const connection = await mc().app.connection({});
      if (connection.ok) get().setConnection(connection.value);
      return r;
    },
    saveProfile: async (id, fields) => keep(id === null ? await mc().accounts.create(fields) : await mc().accounts.update({ id, fields })),
    duplicateProfile: async (id) => keep(await mc().accounts.duplicate({ id })),
    removeProfile: async (id) => {
      const r = await mc().accounts.remove({ id });
      if (r.ok) set((s) => ({ accounts: withoutProfile(s.accounts, id) }));
      return r;
    },
    setCredentials: async (id, secrets) => keep(await mc().accounts.setCredentials({ id, ...secrets })),
    clearCredentials: async (id) => keep(await mc().accounts.clearCredentials({ id })),
    setReconnectDefault: async (id, enabled) => keep(await mc().accounts.setReconnectDefault({ id, enabled })),
    vaultAction: async (action, passphrase = '') => {
      const r =
        action === 'create'
          ? await mc().accounts.createVault({ passphrase })
          : action === 'unlock'
            ? await mc().accounts.unlockVault({ passphrase })
            : await mc().accounts.lockVault({});
      if (r.ok) set({ backend: r.value });
      if (r.ok) await get().loadAccounts(); // credential states change with the vault
      return r;
    },
    testConnection: async (id) => {
      const r = await mc().accounts.testConnection({ id });
      if (!r.ok) return r;
      const testedAt = new Date().toISOString();
      set((s) => ({ connectionTests: { ...s.connectionTests, [id]: { ...r.value, testedAt } } }));
      if (get().accounts?.activeId === id) get().setConnection(connectionFromTest(r.value, testedAt));
      return r;
    },
  };
};
