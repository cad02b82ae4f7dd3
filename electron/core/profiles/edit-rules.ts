/**
 * The rules and words of editing accounts that need no store state: which fields a form
 * edits, a free "(copy)" name, and the one wording for each refusal.
 */
import { type Profile, type ProfileFields, SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import { fail, ok, type IpcResult } from '../../../shared/ipc/define';

export const MIRROR_FIXED = 'A rehearsal mirror cannot be changed, copied or deleted; end the rehearsal to remove it.';
const SANDBOX_FIXED = 'The built-in Sandbox account cannot be changed or deleted; duplicate it to make your own.';

export function pickFields(p: Profile): ProfileFields {
  return { name: p.name, baseUrl: p.baseUrl, cdn: p.cdn, serialization: p.serialization, colour: p.colour };
}

export function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** "<name> (copy)", or "(copy 2)" and on, whichever no listed account has (case ignored). */
export function freeCopyName(name: string, listed: readonly Profile[]): string {
  const taken = new Set(listed.map((p) => p.name.toLowerCase()));
  for (let n = 1; ; n += 1) {
    const candidate = `${name.slice(0, 66)} (copy${n === 1 ? '' : ` ${n}`})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** The one wording for an account id that names no account (the store's and the accounts area's). */
export function accountNotFound(id: string): IpcResult<never> {
  return fail({ kind: 'not_found', message: `No account with id ${id} exists (it may have been deleted).` });
}

/** The account, if the operator may change or delete it: neither the built-in Sandbox nor a rehearsal mirror. */
export function editableAccount(id: string, isMirror: boolean, profile: Profile | undefined): IpcResult<Profile> {
  if (id === SANDBOX_PROFILE_ID) return fail({ kind: 'conflict', message: SANDBOX_FIXED });
  if (isMirror) return fail({ kind: 'conflict', message: MIRROR_FIXED });
  return profile ? ok(profile) : accountNotFound(id);
}
