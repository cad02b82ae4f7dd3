/**
 * An allowed set in words, shared by Geo's Was / Becomes, its Apply button and its armed
 * consequence, so the three can never describe two different sets. A set that leaves out
 * fewer countries than it names is said by what it leaves out ("every country except CN"):
 * nobody checks 248 codes by eye.
 */
import { ISO_ALPHA2 } from './countries';
import { normalizeCodes } from './geo';

export interface SetWords {
  /** How many codes the set allows. */
  count: number;
  /** "only DE, FR" or "every country except CN". */
  allowed: string;
  /** What the set blocks: "every other country" or "CN". */
  blocked: string;
  /** True when the set is said by what it leaves out. */
  byExclusion: boolean;
}

const ISO = new Set(ISO_ALPHA2);

export function setWords(codes: readonly string[]): SetWords {
  const set = normalizeCodes(codes);
  const inSet = new Set(set);
  const left = ISO_ALPHA2.filter((c) => !inSet.has(c));
  const allIso = set.every((c) => ISO.has(c));
  if (allIso && left.length > 0 && left.length < set.length) {
    return { count: set.length, allowed: `every country except ${left.join(', ')}`, blocked: left.join(', '), byExclusion: true };
  }
  return { count: set.length, allowed: `only ${set.length ? set.join(', ') : 'none'}`, blocked: 'every other country', byExclusion: false };
}
