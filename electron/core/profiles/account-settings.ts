/**
 * What an account keeps besides its connection fields: what the service taught about it
 * (read aliases, the serializations it accepts) and the operator's per-account settings
 * (currency, reconnect default). Each change runs in the saved file's one queue and lands
 * where the account lives: a rehearsal mirror or the Sandbox in memory, else profiles.json.
 */
import type { Profile } from '../../../shared/domain/profile';
import { ok, type IpcResult } from '../../../shared/ipc/define';
import { accountNotFound } from './edit-rules';
import type { RunOnlyAccounts } from './run-only';
import type { SavedProfiles } from './saved';

/** The store's parts a setting needs: the file, the run-only accounts, and a lookup over both. */
export interface AccountPlaces {
  saved: SavedProfiles;
  runOnly: RunOnlyAccounts;
  get(id: string): Profile | undefined;
}

/** Puts the changed account where it lives: the mirror or the Sandbox in memory, else profiles.json. */
async function place(at: AccountPlaces, id: string, next: Profile): Promise<void> {
  if (at.runOnly.isMirror(id) || !at.saved.has(id)) at.runOnly.replace(id, next);
  else await at.saved.replace(id, next);
}

/** Adds what the service taught about an account (not a field the operator edits); null: nothing to add. */
export function amendAccount(at: AccountPlaces, id: string, change: (current: Profile) => Pick<Profile, 'readAliases' | 'serializationProbe'> | null): Promise<void> {
  return at.saved.exclusive(async () => {
    const current = at.get(id);
    const patch = current ? change(current) : null;
    if (!current || patch === null) return;
    await place(at, id, { ...current, ...patch });
  });
}

/** Replaces the account with `change(current)`, in the queue; an unknown id is refused. */
export function settleAccount(at: AccountPlaces, id: string, change: (current: Profile) => Profile): Promise<IpcResult<Profile>> {
  return at.saved.exclusive(async () => {
    const current = at.get(id);
    if (!current) return accountNotFound(id);
    const next = change(current);
    await place(at, id, next);
    return ok(next);
  });
}
