/**
 * An account's other secrets (a run sheet's stream keys and passwords) as one JSON object
 * of name → value under the store's `extras` kind: in the account's one keychain item, or
 * its vault entry, so they are stored, locked and cleared with its credentials.
 */
import type { SecretStore } from './store';

export async function readExtras(store: SecretStore, profileId: string): Promise<Record<string, string>> {
  const text = await store.get(profileId, 'extras');
  if (text === null) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
    }
  } catch {
    // not ours: treated as empty, never echoed
  }
  return {};
}

/** Sets (or, with null, removes) one of them; the item goes when the last one does. */
export async function writeExtra(store: SecretStore, profileId: string, name: string, value: string | null): Promise<void> {
  const extras = await readExtras(store, profileId);
  if (value === null) delete extras[name];
  else extras[name] = value;
  if (Object.keys(extras).length === 0) await store.delete(profileId, 'extras');
  else await store.set(profileId, 'extras', JSON.stringify(extras));
}
