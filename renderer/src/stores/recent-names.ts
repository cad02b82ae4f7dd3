/**
 * Names an operator used on an account, most recent first, kept on this machine: the
 * applications worked on (the last one prefills application fields, all are offered
 * beside the account's video.getapps list) and the database users asked about (offered
 * on the Database tab, so nobody types them from memory). Per account: one account's
 * names are never offered on another. Nothing here is secret.
 */
import { readPerAccount, writePerAccount } from './per-account-memory';

export type NameKind = 'app' | 'sqlUser';

export const RECENT_NAMES_KEY = 'mc.recentNames';
const MAX = 12;

type Remembered = Record<string, Partial<Record<NameKind, string[]>>>;

/** `used` goes first (in its order), then the earlier names; blanks and repeats dropped, at most `max`. */
export function withRecent(earlier: readonly string[], used: readonly string[], max = MAX): string[] {
  return [...new Set([...used, ...earlier].map((n) => n.trim()).filter((n) => n !== ''))].slice(0, max);
}

/** What a picker offers: the names used here first, then the server's list. */
export function offered(recent: readonly string[], fromServer: readonly string[]): string[] {
  return withRecent(fromServer, recent, Number.POSITIVE_INFINITY);
}

export function recentNames(profileId: string | null, kind: NameKind): string[] {
  return profileId === null ? [] : (readAll()[profileId]?.[kind] ?? []);
}

/** The name last used on the account, '' when none: what an empty application field starts with. */
export function lastUsed(profileId: string | null, kind: NameKind): string {
  return recentNames(profileId, kind)[0] ?? '';
}

/** Storage trouble only loses the memory; the field still works. */
export function rememberNames(profileId: string | null, kind: NameKind, names: readonly string[]): void {
  if (profileId === null || names.every((n) => n.trim() === '')) return;
  const all = readAll();
  writePerAccount(RECENT_NAMES_KEY, profileId, { ...all[profileId], [kind]: withRecent(all[profileId]?.[kind] ?? [], names) }, all);
}

function readAll(): Remembered {
  return readPerAccount(RECENT_NAMES_KEY, (k) => {
    const kept: Partial<Record<NameKind, string[]>> = {};
    for (const kind of ['app', 'sqlUser'] as const) {
      const list = k[kind];
      if (Array.isArray(list)) kept[kind] = withRecent([], list.filter((n): n is string => typeof n === 'string'));
    }
    return kept;
  });
}
