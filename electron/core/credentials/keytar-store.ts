/**
 * The OS keychain through keytar. Service `master-control`; BOTH secrets of a profile
 * are stored as ONE JSON value `{"apiKey":…,"secret":…}` under account = the profile id,
 * so one keychain item per account (one prompt, one entry to delete).
 */
import { CredentialError, type SecretStore, type StoredKind } from './store';

export const KEYCHAIN_SERVICE = 'master-control';

/** The three keytar calls we use; tests inject failing or in-memory versions. */
export interface KeytarApi {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** Loads the native keytar module; a load failure means no keychain (reported by the probe). */
export async function loadKeytar(): Promise<KeytarApi> {
  const mod = (await import('keytar')) as unknown as KeytarApi & { default?: KeytarApi };
  return mod.default ?? mod;
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

export class KeytarStore implements SecretStore {
  constructor(
    private readonly api: KeytarApi,
    private readonly service: string = KEYCHAIN_SERVICE,
  ) {}

  private async read(profileId: string): Promise<Item> {
    return parseItem(await this.guard(() => this.api.getPassword(this.service, profileId)));
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

  /** Keychain errors become keychain_unavailable with the reason in words (never a secret: keytar errors hold none). */
  private async guard<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      throw new CredentialError('keychain_unavailable', `The keychain refused: ${explainKeychainError(err)}`);
    }
  }
}

/** Turns keytar/libsecret errors into a reason an operator can act on. */
export function explainKeychainError(err: unknown): string {
  const raw = err instanceof Error ? err.message : String(err);
  if (/autolaunch D-Bus|DBUS_SESSION_BUS_ADDRESS|org\.freedesktop\.DBus|dbus/i.test(raw)) {
    return `no D-Bus session with a Secret Service is running (${raw.trim()})`;
  }
  if (/locked collection|is locked|unlock/i.test(raw)) return `the keyring is locked (${raw.trim()})`;
  if (/secret service|org\.freedesktop\.secrets|ServiceUnknown/i.test(raw)) {
    return `no Secret Service (e.g. gnome-keyring) is running (${raw.trim()})`;
  }
  return raw.trim() || 'unknown keychain error';
}
