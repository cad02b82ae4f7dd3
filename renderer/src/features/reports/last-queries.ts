/**
 * The last query of each 30-day report per account (period + targets), kept on this
 * machine so a reload — even offline — reopens Database, CDN hits and Servers on the same
 * query, whose cached answer then shows marked STALE. The default period moves daily, so
 * without this the cache key of yesterday's report could never be found again.
 * Nothing here is secret: profile ids, database user and application names or ids.
 */
import { type ReportPeriod, parseDay, parseMonth } from '../../../../shared/domain/reports/period';
import { readPerAccount, writePerAccount } from '../../stores/per-account-memory';
import type { Targets } from './slice-types';

export type WindowReportName = 'sql' | 'cdn' | 'servers';

export interface LastQuery {
  period: ReportPeriod;
  targets: Targets;
}

type Remembered = Record<string, Partial<Record<WindowReportName, LastQuery>>>;

export const LAST_QUERIES_KEY = 'mc.reports.lastQueries';
const REPORTS: readonly WindowReportName[] = ['sql', 'cdn', 'servers'];

/** The last query of `report` read on account `profileId`, or null (none, or a damaged entry). */
export function lastQuery(profileId: string, report: WindowReportName): LastQuery | null {
  return readAll()[profileId]?.[report] ?? null;
}

/** Remembers a query that was answered (live or from the cache). Storage trouble only loses the memory. */
export function rememberQuery(profileId: string, report: WindowReportName, query: LastQuery): void {
  const all = readAll();
  writePerAccount(LAST_QUERIES_KEY, profileId, { ...all[profileId], [report]: { period: query.period, targets: [...query.targets] } }, all);
}

function readAll(): Remembered {
  return readPerAccount(LAST_QUERIES_KEY, (reports) => {
    const kept: Partial<Record<WindowReportName, LastQuery>> = {};
    for (const name of REPORTS) {
      const query = readQuery(reports[name]);
      if (query) kept[name] = query;
    }
    return kept;
  });
}

/** Only a well-formed query comes back: a real period and at least one name or id. */
export function readQuery(value: unknown): LastQuery | null {
  if (!isRecord(value) || !Array.isArray(value.targets) || !isRecord(value.period)) return null;
  const targets = value.targets.filter((t): t is string | number => (typeof t === 'string' && t !== '') || (typeof t === 'number' && Number.isInteger(t)));
  if (targets.length === 0 || targets.length !== value.targets.length) return null;
  const p = value.period;
  if (p.kind === 'month' && typeof p.month === 'string' && parseMonth(p.month) === p.month) return { period: { kind: 'month', month: p.month }, targets };
  if (p.kind === 'window' && typeof p.start === 'string' && parseDay(p.start) === p.start) return { period: { kind: 'window', start: p.start }, targets };
  return null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
