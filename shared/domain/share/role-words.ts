/**
 * A role in the words the screens use, and why a screen or button a role cannot use is
 * held: "Your role here is watch: going live needs operate". Words only — the host's main
 * checks every request itself; a screen that says nothing would still be refused there.
 */
import { type Role, roleCovers } from './person';

export const ROLE_WORD: Record<Role, string> = { read: 'watch', operate: 'operate', destructive: 'destructive' };

/** null when the role covers it (or there is no role: this console's own operator). */
export function roleRefusal(role: Role | null, needs: Role, doing: string): string | null {
  if (role === null || roleCovers(role, needs)) return null;
  return `Your role here is ${ROLE_WORD[role]}: ${doing} needs ${ROLE_WORD[needs]}`;
}

/** What the screens name when they hold a button back, by what it needs. */
export const DOING = {
  goLive: 'going live',
  disconnect: 'disconnecting',
  disconnectAll: 'disconnecting all',
  split: 'splitting',
  geoAllowAll: 'allowing every country',
  groupSend: 'sending a group',
} as const;

/** What each role may do, in one line (the invite form and the guest list say it). */
export const ROLE_REACH: Record<Role, string> = {
  read: 'board, ledger, Activity, run view',
  operate: 'go live, split, cues, groups',
  destructive: 'disconnect, disconnect all, geo allow-all, split with delete',
};
