/**
 * Attempt filters as one predicate over row indexes, with every text resolved to its
 * interned id once, so a million-row scan compares integers only.
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

/** A predicate over row indexes, with every text resolved to its id once. */
export function attemptMatcher(store: AttemptStore, f: AttemptFilter): ((i: number) => boolean) | null {
  const checks: Array<(i: number) => boolean> = [];
  for (const col of ['key', 'app', 'video'] as const) {
    const wanted = f[col];
    if (wanted === undefined) continue;
    const id = store.strings.find(wanted);
    if (id < 0) return null;
    const column = store.text[col];
    checks.push((i) => column[i] === id);
  }
  if (f.ip !== undefined) checks.push(ipCheck(store, f.ip));
  if (f.passKeys !== undefined) {
    const ids = new Set([...f.passKeys].map((k) => store.strings.find(k)).filter((id) => id >= 0));
    const keys = store.text.key;
    checks.push((i) => ids.has(keys[i]!));
  }
  if (f.success !== undefined) {
    const want = f.success === 1;
    checks.push((i) => (store.reason[i] === SUCCESS_REASON) === want);
  }
  if (f.since !== undefined) {
    const since = f.since;
    checks.push((i) => store.time[i]! >= since);
  }
  return (i) => checks.every((c) => c(i));
}

function ipCheck(store: AttemptStore, ip: string): (i: number) => boolean {
  const v4 = ipToInt(ip);
  if (v4 !== null) return (i) => store.ipText[i] === 0 && store.ip[i] === v4;
  const id = store.strings.find(ip) + 1;
  return (i) => id > 0 && store.ipText[i] === id;
}

