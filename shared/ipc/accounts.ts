/** Account profiles and their credentials. Secrets go in, never come out. */
import { z } from 'zod';
import { alertSettingsSchema, currencyCode, profileFields, type ProfileView, type SecretBackend } from '../domain/profile';
import { type ChannelSpec, channel } from './define';
import type { SerializationVerdict } from '../domain/serialization';

const id = z.strictObject({ id: z.string().min(1) });
const secretText = z.string().min(1, 'must not be empty').max(4096);

export interface AccountsList {
  profiles: ProfileView[];
  activeId: string;
}

export interface BackendStatus {
  backend: SecretBackend;
  keychainAvailable: boolean;
  /** Why the keychain cannot be used, in words (never containing a secret): "No keychain is running". */
  keychainProblem: string | null;
  /** What to do to use it, to follow "To use the keychain, …". */
  keychainFix: string | null;
  /** The keychain's own error, for the log (a D-Bus message says nothing an operator can act on). */
  keychainDetail: string | null;
  vault: { exists: boolean; unlocked: boolean };
}

export interface ConnectionTest {
  profileId: string;
  ok: boolean;
  latencyMs: number | null;
  clockOffsetMs: number | null;
  /**
   * Which serializations the server accepted a harmless read in, its parameters holding "/"
   * and a non-ASCII character (where php and standard serialization sign different bytes).
   */
  serialization: { php: SerializationVerdict; standard: SerializationVerdict };
  message: string;
  failureKind: string | null;
}
export type { SerializationVerdict } from '../domain/serialization';

export const accountsChannels = {
  list: channel<AccountsList>()(z.strictObject({}), 'All profiles (sandbox first) and the active one'),
  create: channel<ProfileView>()(profileFields, 'Create a profile (no network needed)'),
  update: channel<ProfileView>()(z.strictObject({ id: z.string().min(1), fields: profileFields.partial() }), 'Edit a profile'),
  setCurrency: channel<ProfileView>()(
    z.strictObject({ id: z.string().min(1), currency: currencyCode.nullable() }),
    'Set (or clear, with null) the currency the account\'s money is shown in',
  ),
  setReconnectDefault: channel<ProfileView>()(
    z.strictObject({ id: z.string().min(1), enabled: z.boolean() }),
    'Set whether destinations with no reconnect setting of their own reconnect automatically on this account',
  ),
  setAlerts: channel<ProfileView>()(
    z.strictObject({ id: z.string().min(1), alerts: alertSettingsSchema }),
    "Set the account's alert grace (null: two polls, or the first try's answer if later) and how long its board may read STALE before it alerts",
  ),
  duplicate: channel<ProfileView>()(id, 'Copy a profile under a new name (credentials are not copied)'),
  remove: channel<null>()(id, 'Delete a profile and its stored credentials'),
  setActive: channel<AccountsList>()(id, 'Switch the active account'),
  setCredentials: channel<ProfileView>()(
    z.strictObject({ id: z.string().min(1), apiKey: secretText.optional(), secret: secretText.optional() }),
    'Store (replace) the API key and/or signing secret; write-only',
  ),
  clearCredentials: channel<ProfileView>()(id, 'Forget the stored API key and secret'),
  backend: channel<BackendStatus>()(z.strictObject({}), 'Which secret backend is in use and why'),
  createVault: channel<BackendStatus>()(
    z.strictObject({ passphrase: z.string().min(10, 'use a passphrase of at least 10 characters') }),
    'Create the passphrase vault (used when no keychain is reachable)',
  ),
  unlockVault: channel<BackendStatus>()(z.strictObject({ passphrase: z.string().min(1) }), 'Unlock the passphrase vault'),
  lockVault: channel<BackendStatus>()(z.strictObject({}), 'Lock the vault (forget the key in memory)'),
  testConnection: channel<ConnectionTest>()(id, 'Run a harmless read; report latency, clock offset, serialization'),
} satisfies Record<string, ChannelSpec>;

export type AccountsEvent = { type: 'accounts.changed' };
