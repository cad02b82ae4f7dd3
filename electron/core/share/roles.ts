/**
 * The role check of a shared show, in the host's main: every request a guest sends and
 * every event sent to a guest passes here, against the one table of route-table.ts.
 */
import { type Role, roleCovers } from '../../../shared/domain/share/person';
import { ROLE_WORD } from '../../../shared/domain/share/role-words';
import { CHANNEL_RULES, EVENT_RULES, type Need, type RouteLookups } from './route-table';

export type { Need, RouteLookups } from './route-table';

export type Verdict = { allowed: true } | { allowed: false; needs: Need };

const WORDS: Record<Need, string> = { ...ROLE_WORD, never: 'the host' };

/** The role's name as the screens say it (watch / operate / destructive). */
export const roleWord = (role: Role): string => WORDS[role];

/** Whether `role` may make this request; a channel with no row is refused. */
export async function checkRequest(channel: string, input: unknown, role: Role, lookups: RouteLookups): Promise<Verdict> {
  const rule = Object.hasOwn(CHANNEL_RULES, channel) ? CHANNEL_RULES[channel]! : 'never';
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const needs = typeof rule === 'function' ? await rule(record, lookups) : rule;
  return needs !== 'never' && roleCovers(role, needs) ? { allowed: true } : { allowed: false, needs };
}

/** Whether an event may be sent to a guest of this role; a kind with no row is not sent. */
export function eventAllowed(type: string, role: Role): boolean {
  const needs = (EVENT_RULES as Record<string, Need>)[type];
  return needs !== undefined && needs !== 'never' && roleCovers(role, needs);
}

/** Why a guest was refused, in the words the guest's screen shows. */
export function refusalWords(channel: string, role: Role, needs: Need): string {
  if (needs === 'never') return `Refused: ${channel} is kept to the host's own console; no guest may use it.`;
  return `Refused: your role (${roleWord(role)}) cannot use ${channel}; it needs ${WORDS[needs]}.`;
}
