/** A role as the screens say it: the control API's scopes read/operate/destructive are watch/operate/destructive to a person. */
import type { Role } from './person';

export const ROLE_WORDS: Record<Role, string> = { read: 'watch', operate: 'operate', destructive: 'destructive' };

/** What each role may do, in one line (the invite form and the guest list say it). */
export const ROLE_REACH: Record<Role, string> = {
  read: 'board, ledger, Activity, run view',
  operate: 'go live, split, cues, groups',
  destructive: 'disconnect, disconnect all, geo allow-all, split with delete',
};
