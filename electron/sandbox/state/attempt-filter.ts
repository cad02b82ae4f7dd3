/**
 * Attempt filters as one predicate over row indexes, with every text resolved to its
 * interned id once, so a scan compares integers only. `since` is not part of the
 * predicate: rows are kept in time order, so it is a range, found by binary search.
 */
import { ATTEMPT_REASONS } from '../../../shared/api/records';
import type { AttemptStore } from './attempts';
import { ipToInt } from './strings';

export const SUCCESS_REASON = ATTEMPT_REASONS.indexOf('Success');

export interface AttemptFilter {
  key?: string;
  app?: string;
  video?: string;
  ip?: string;
  /** Matches attempts whose key belongs to a ticket with this pass. */
  passKeys?: ReadonlySet<string>;
  success?: 0 | 1;
  /** Unix seconds; only attempts at or after it. */
  since?: number;
}

export interface AttemptMatcher {
  match: (i: number) => boolean;
  /**
   * Some text of the filter is not interned yet (a pass's key no attempt used so far): a
   * row added later may intern it and match, so an index built now goes stale then.
   */
  partial: boolean;
}

/** The equality part of a filter as one text: the name of its index. */
export function indexName(f: AttemptFilter): string {
  const passKeys = f.passKeys === undefined ? undefined : [...f.passKeys].sort();
  return JSON.stringify([f.key, f.app, f.video, f.ip, passKeys, f.success]);
}

/** True when the filter has no equality part: every row is a candidate. */
export function matchesAll(f: AttemptFilter): boolean {
  return f.key === undefined && f.app === undefined && f.video === undefined && f.ip === undefined && f.passKeys === undefined && f.success === undefined;
}

/** The equality part of `f` (all but `since`) as a predicate; null when it can match nothing. */
export function attemptMatcher(store: AttemptStore, f: AttemptFilter): AttemptMatcher | null {
  const checks: Array<(i: number) => boolean> = [];
  let partial = false;
  for (const col of ['key', 'app', 'video'] as const) {
    const wanted = f[col];
    if (wanted === undefined) continue;
    const id = store.strings.find(wanted);
    if (id < 0) return null;
    // Columns are read through the store at each call: it replaces them when it grows.
    checks.push((i) => store.text[col][i] === id);
  }
  if (f.ip !== undefined) {
    const v4 = ipToInt(f.ip);
    if (v4 !== null) checks.push((i) => store.ipText[i] === 0 && store.ip[i] === v4);
    else {
      const id = store.strings.find(f.ip) + 1;
      if (id === 0) return null;
      checks.push((i) => store.ipText[i] === id);
    }
  }
  if (f.passKeys !== undefined) {
    const found = [...f.passKeys].map((k) => store.strings.find(k));
    partial = found.some((id) => id < 0);
    const ids = new Set(found.filter((id) => id >= 0));
    checks.push((i) => ids.has(store.text.key[i]!));
  }
  if (f.success !== undefined) {
    const want = f.success === 1;
    checks.push((i) => (store.reason[i] === SUCCESS_REASON) === want);
  }
  // Every row tested is counted, so a test can tell an O(limit) page from a scan. One or
  // two checks (the usual filters) are called directly: an index build tests every row.
  const [a, b] = checks;
  const all = (i: number): boolean => checks.every((c) => c(i));
  const test = checks.length === 1 ? a! : checks.length === 2 ? (i: number) => a!(i) && b!(i) : all;
  const match = (i: number): boolean => {
    store.scanned += 1;
    return test(i);
  };
  return { match, partial };
}
