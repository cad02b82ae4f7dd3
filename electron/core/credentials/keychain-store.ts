/**
 * The OS keychain through @napi-rs/keyring (prebuilt N-API binaries: no compiler, no
 * libsecret headers at install). Service `master-control`; BOTH secrets of a profile are
 * stored as ONE JSON value `{"apiKey":…,"secret":…}` under account = the profile id, so one
 * keychain item per account (one prompt, one entry to delete). An item written by an
 * earlier version (keytar) is moved over the first time it is read: see legacy-keychain.ts.
 */
import type { LegacyKeychain } from './legacy-keychain';
import { CredentialError, type SecretStore, type StoredKind } from './store';

export const KEYCHAIN_SERVICE = 'master-control';

/** The three keychain calls we use; tests inject failing or in-memory versions. */
export interface KeychainApi {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

interface Entry {
  getPassword(): Promise<string | null>;
  setPassword(password: string): Promise<void>;
  deletePassword(): Promise<boolean>;
}
type EntryClass = new (service: string, account: string, options?: { linux?: { store?: 'secret-service' | 'keyutils' } }) => Entry;

/**
 * Loads the native keyring binding; a load failure means no keychain (reported by the probe).
 * On Linux the store is pinned to the Secret Service: left to choose, the binding may fall
 * back to the kernel's keyutils, which forgets everything at reboot.
 */
export async function loadKeychain(): Promise<KeychainApi> {
  const mod = (await import('@napi-rs/keyring')) as unknown as { AsyncEntry: EntryClass; default?: { AsyncEntry: EntryClass } };
  const AsyncEntry = (mod.default ?? mod).AsyncEntry;
  const entry = (service: string, account: string) => new AsyncEntry(service, account, { linux: { store: 'secret-service' } });
  return {
    getPassword: (service, account) => entry(service, account).getPassword(),
    setPassword: (service, account, password) => entry(service, account).setPassword(password),
    deletePassword: (service, account) => entry(service, account).deletePassword(),
  };
}

type Item = Partial<Record<StoredKind, string>>;

function parseItem(text: string | null): Item {
  if (text === null) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object') {
      const item = value as Record<string, unknown>;
      const out: Item = {};
      if (typeof item.apiKey === 'string') out.apiKey = item.apiKey;
      if (typeof item.secret === 'string') out.secret = item.secret;
      if (typeof item.extras === 'string') out.extras = item.extras;
      return out;
    }
  } catch {
    // fall through: an item not written by us is treated as empty, never echoed
  }
  return {};
}

export class KeychainStore implements SecretStore {
  constructor(
    private readonly api: KeychainApi,
    private readonly legacy: LegacyKeychain | null = null,
    private readonly service: string = KEYCHAIN_SERVICE,
  ) {}

  private async read(profileId: string): Promise<Item> {
    const text = await this.guard(() => this.api.getPassword(this.service, profileId));
    if (text !== null || this.legacy === null) return parseItem(text);
    return parseItem(await this.migrate(profileId));
  }

  /** Copies an earlier version's item into the new store, then removes the old one. */
  private async migrate(profileId: string): Promise<string | null> {
    const old = await this.legacy!.read(this.service, profileId);
    if (old === null) return null;
    await this.guard(() => this.api.setPassword(this.service, profileId, old));
    await this.legacy!.remove(this.service, profileId);
    return old;
  }

  async get(profileId: string, kind: StoredKind): Promise<string | null> {
    return (await this.read(profileId))[kind] ?? null;
  }

  async set(profileId: string, kind: StoredKind, value: string): Promise<void> {
    const item = { ...(await this.read(profileId)), [kind]: value };
    await this.guard(() => this.api.setPassword(this.service, profileId, JSON.stringify(item)));
  }

  async delete(profileId: string, kind: StoredKind): Promise<void> {
    const item = await this.read(profileId);
    delete item[kind];
    if (Object.keys(item).length === 0) await this.guard(() => this.api.deletePassword(this.service, profileId));
    else await this.guard(() => this.api.setPassword(this.service, profileId, JSON.stringify(item)));
  }

  /** Keychain errors become keychain_unavailable with the reason in words (never a secret: keychain errors hold none). */
  private async guard<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      throw new CredentialError('keychain_unavailable', `The keychain refused: ${explainKeychainError(err)}`);
    }
  }
}

/** Turns keychain (Secret Service, D-Bus) errors into a reason an operator can act on. */
export function explainKeychainError(err: unknown): string {
  const raw = err instanceof Error ? err.message : String(err);
  if (/autolaunch D-Bus|DBUS_SESSION_BUS_ADDRESS|org\.freedesktop\.DBus|dbus/i.test(raw)) {
    return `no D-Bus session with a Secret Service is running (${raw.trim()})`;
  }
  if (/locked collection|is locked|unlock/i.test(raw)) return `the keyring is locked (${raw.trim()})`;
  if (/platform storage/i.test(raw) && !/no result found/i.test(raw)) {
    return `the Secret Service could not be reached over D-Bus (${raw.trim()})`;
  }
  if (/no result found/i.test(raw)) return `the Secret Service has no unlocked keyring to store into (${raw.trim()})`;
  if (/secret service|org\.freedesktop\.secrets|ServiceUnknown/i.test(raw)) {
    return `no Secret Service (e.g. gnome-keyring) is running (${raw.trim()})`;
  }
  return raw.trim() || 'unknown keychain error';
}
