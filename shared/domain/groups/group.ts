/**
 * Destination groups: a named set of an account's stored destinations that goes live and
 * stops as one. Names are checked here, once, for every way a group is made (screen,
 * control API, run sheet), and the members' states are told in words from their board rows.
 */
import type { Destination } from '../live/board';
import { foldName, mixedScriptProblem } from './names';

export interface DestinationGroup {
  name: string;
  /** Stored service ids, in the order the operator gave them, each once. */
  destinations: number[];
  /** The group's automatic-reconnect setting (applied to its members). */
  reconnect: boolean;
}

export const MAX_GROUP_NAME = 40;
export const MAX_GROUP_MEMBERS = 50;
/** Groups an account keeps: enough for any show, and a bound on what a control surface can make. */
export const MAX_GROUPS = 50;
/** Letters, digits, spaces and - _ . — a name travels in a control-API path and a run sheet. */
const NAME_CHARS = /^[\p{L}\p{N} ._-]+$/u;

/** Why `name` cannot name a group, in words, or null when it can. */
export function groupNameProblem(name: string): string | null {
  const n = name.trim();
  if (n === '') return 'A group needs a name.';
  if (n.length > MAX_GROUP_NAME) return `A group name is at most ${MAX_GROUP_NAME} characters.`;
  if (!NAME_CHARS.test(n)) return 'A group name may hold letters, digits, spaces and - _ . only.';
  return mixedScriptProblem(n);
}

/** Why `ids` cannot be a group's members, or null. */
export function groupMembersProblem(ids: readonly number[]): string | null {
  if (ids.length === 0) return 'A group needs at least one destination.';
  if (ids.length > MAX_GROUP_MEMBERS) return `A group holds at most ${MAX_GROUP_MEMBERS} destinations.`;
  return null;
}

/** The same name whatever its case, width or spacing (names.ts): "Main platforms" and "main  platforms " find one group. */
export function sameGroupName(a: string, b: string): boolean {
  return foldName(a) === foldName(b);
}

const ids = (list: readonly number[]) => list.map((id) => `#${id}`).join(' ');

/** Why a disconnect armed on `armed` must not fire now that the group holds other members, or null (the same set). */
export function armChanged(group: DestinationGroup, armed: readonly number[]): string | null {
  const now = group.destinations;
  if (armed.length === now.length && armed.every((id) => now.includes(id))) return null;
  return `Not sent: group ${group.name} changed since its disconnect was armed (armed ${ids(armed)}, now ${ids(now)}). Nothing was disconnected; arm it again.`;
}

/** The one wording of a group the account lacks (the screens, the control API, the sheet check). */
export function noGroup(name: string): string {
  return `This account has no group "${name}".`;
}

/** The member a group names that has no row on the board (no longer stored, or not read yet). */
const NOT_LISTED = 'NOT LISTED';

/**
 * The members' states in words: "2 of 3 LIVE, 1 FAILED". Counted from each member's board
 * state as it is (its word is the state's name), so a new state needs no change here;
 * the other states follow LIVE by count, then by name.
 */
export function groupWords(members: readonly number[], board: readonly Destination[]): string {
  const counts = new Map<string, number>();
  for (const id of members) {
    const row = board.find((d) => d.stored && d.pushServiceId === id);
    const word = row ? row.state.toUpperCase() : NOT_LISTED;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const live = counts.get('LIVE') ?? 0;
  counts.delete('LIVE');
  const rest = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word, n]) => `${n} ${word}`);
  return [`${live} of ${members.length} LIVE`, ...rest].join(', ');
}

/** States in which nothing of a destination runs: a group's disconnect leaves them be. */
export const AT_REST: ReadonlySet<string> = new Set(['off', 'stopped', 'disconnecting']);

/** How many of the members run now (what a group's disconnect would stop). */
export function groupRunning(members: readonly number[], board: readonly Destination[]): number {
  return board.filter((d) => d.stored && d.pushServiceId !== null && members.includes(d.pushServiceId) && !AT_REST.has(d.state)).length;
}
