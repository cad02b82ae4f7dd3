/**
 * Why this view holds a button back, in words, before main is asked: the host cannot be
 * reached ("Host unreachable since 19:02:11: …"), or this person's role does not cover it
 * ("Your role here is watch: going live needs operate"). null: press away.
 */
import type { Role } from '../../../../shared/domain/share/person';
import { roleRefusal } from '../../../../shared/domain/share/role-words';
import type { McState } from '../../stores/store';
import { useMc } from '../../stores/store';

const clock = (iso: string): string => new Date(iso).toTimeString().slice(0, 8);

export function heldWhy(s: McState, needs: Role, doing: string): string | null {
  const { reach, me } = s.session;
  if (!reach.reachable) return `Host unreachable since ${reach.since ? clock(reach.since) : 'a moment ago'}: nothing acts on a board this view cannot read`;
  return roleRefusal(me?.person?.role ?? null, needs, doing);
}

export function useHeldWhy(needs: Role, doing: string): string | null {
  return useMc((s) => heldWhy(s, needs, doing));
}
