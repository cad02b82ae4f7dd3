/**
 * A small fake of a paged, live `sevu.errorlog` (newest first, limit/seek, no row id) whose
 * paging drifts the ways a real service's may: a page repeated, attempts arriving at the top
 * while a read pages, an empty (`{}`) page, a page short of what was asked, a count that is
 * low. Faults are keyed to seeks, so they land the same with or without the drift check's
 * early row. `sevu.errorcount` counts the log as it stands (or says `count`).
 */
import type { Attempt } from '../../../shared/api/records';
import type { ViewersCall } from '../../../electron/core/viewers/export-run';
import { attemptAt } from './fake-api';

export interface DriftFaults {
  rows: number;
  /** What sevu.errorcount answers; the log's length when absent. */
  count?: number;
  /** Pages asked at or past `fromSeek` answer the page before them instead (the rows from seek − limit), `times` times. */
  repeat?: { fromSeek: number; times: number };
  /** After `afterPages` errorlog answers, `rows` new attempts arrive at the top. */
  arrive?: { afterPages: number; rows: number };
  /** Pages asked at or past `fromSeek` answer `{}` (read as an empty list), `times` times. */
  empty?: { fromSeek: number; times: number };
  /** Pages asked at or past `fromSeek` keep only `keep` rows, from their head or their tail, `times` times. */
  short?: { fromSeek: number; keep: number; from: 'head' | 'tail'; times: number };
  /** Rows of the log made identical to the one before them (two identical attempts in one second). */
  twins?: number[];
  /** Each row from its own address, 10.0.0.0 + its index (insights tell rows apart by it). */
  ownAddress?: boolean;
}

/** The index a row of `ownAddress` was made with. */
export function indexOfAddress(ip: string): number {
  const [, a = 0, b = 0, c = 0] = ip.split('.').map(Number);
  return a * 65_536 + b * 256 + c;
}

export function createDriftingLog(f: DriftFaults) {
  const made = (i: number): Attempt => (f.ownAddress === true ? { ...attemptAt(i), ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` } : attemptAt(i));
  const log: Attempt[] = Array.from({ length: f.rows }, (_, i) => made(i));
  for (const i of f.twins ?? []) log[i] = { ...log[i - 1]! };
  const original = [...log];
  const left = { repeat: f.repeat?.times ?? 0, empty: f.empty?.times ?? 0, short: f.short?.times ?? 0 };
  const stats = { pages: 0, seeks: [] as number[] };
  const envelope = { status: 'success' as const, message: null, handle_time: 0.001, code: null };
  const meta = { latencyMs: 1, attempts: 1, handleTime: 0.001, code: null, message: null, clockOffsetMs: 0 };
  const page = (seek: number, limit: number): Attempt[] => {
    if (f.repeat !== undefined && seek >= f.repeat.fromSeek && left.repeat > 0) {
      left.repeat -= 1;
      return log.slice(Math.max(0, seek - limit), Math.max(0, seek - limit) + limit);
    }
    if (f.empty !== undefined && seek >= f.empty.fromSeek && left.empty > 0) {
      left.empty -= 1;
      return [];
    }
    const rows = log.slice(seek, seek + limit);
    if (f.short !== undefined && seek >= f.short.fromSeek && left.short > 0 && rows.length > f.short.keep) {
      left.short -= 1;
      return f.short.from === 'head' ? rows.slice(0, f.short.keep) : rows.slice(rows.length - f.short.keep);
    }
    return rows;
  };
  const call = (async (command, params, options) => {
    const p = params as Record<string, unknown>;
    await new Promise((r) => setTimeout(r, 1));
    if (options?.signal?.aborted === true) return { ok: false, error: { kind: 'cancelled', message: 'cancelled' } };
    if (command === 'sevu.errorcount') return { ok: true, value: { ...envelope, error_count: f.count ?? log.length }, meta };
    if (command !== 'sevu.errorlog') throw new Error(`the drifting log answers sevu.errorlog and sevu.errorcount, not ${command}`);
    const seek = Number(p.seek ?? 0);
    stats.seeks.push(seek);
    const errors = page(seek, Number(p.limit ?? 100));
    stats.pages += 1;
    if (f.arrive !== undefined && stats.pages === f.arrive.afterPages) log.unshift(...Array.from({ length: f.arrive.rows }, (_, i) => made(10_000_000 + i)));
    return { ok: true, value: { ...envelope, errors }, meta };
  }) as ViewersCall;
  return { call, stats, log, original };
}

/** How many times each whole row occurs: compares what was read with the log as a multiset. */
export function multiset(rows: readonly unknown[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of rows) m.set(JSON.stringify(r), (m.get(JSON.stringify(r)) ?? 0) + 1);
  return m;
}
