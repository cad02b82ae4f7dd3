/**
 * What the console keeps per account outside profiles.json and the keychain: cached reads,
 * the geo sets last applied, the Live watch, the origins pushes went live through, the
 * destination groups, the connection indicator's status, and main's boards in memory (what is on air where). Deleting an account or ending a rehearsal forgets it in
 * every store through one call, so a new per-account store cannot be missed in one path.
 */

/** A store holding data per account (profile id). */
export interface PerAccountStore {
  /** Forgets what the store holds for every profile id `stale` picks. */
  clearProfiles(stale: (profileId: string) => boolean): Promise<void>;
}

export interface AccountData {
  /** Forgets one account's data everywhere (it was deleted, or a mirror ended). */
  forget(profileId: string): Promise<void>;
  /** Forgets the data of every account `stale` picks (at boot: mirrors a crash left). */
  forgetWhere(stale: (profileId: string) => boolean): Promise<void>;
  /** A store made after the files' (main's boards in memory, built with the Live area) joins the rest. */
  also(store: PerAccountStore): void;
}

export function accountData(initial: readonly PerAccountStore[]): AccountData {
  const stores = [...initial];
  const forgetWhere = async (stale: (profileId: string) => boolean): Promise<void> => {
    for (const store of stores) await store.clearProfiles(stale);
  };
  return { forget: (profileId) => forgetWhere((id) => id === profileId), forgetWhere, also: (store) => void stores.push(store) };
}
