/**
 * The three 30-day reports shaped for a chart and a table: sqldb.usage (one chart per
 * metric, one series per database user), video.cdnhits (one series per application)
 * and video.servers (bytes and requests, one series per server).
 */
import type { CommandResponse } from '../../api/catalog';
import type { CdnHitsRow, ServerDayRow, SqlDay } from '../../api/records';
import { type DaySeries, pivotByDay, sortByDayThenName } from './series';

/**
 * The metrics with their units (operator principles: units on every measure). The spec says only
 * "numbers"; the account's usage report bills the same figures as SQL queries, SQL
 * Replication Bandwidth (the binlog, in bytes) and SQL CPU time (the day's total in
 * seconds, with fractions).
 */
export const SQL_METRICS = [
  { key: 'select_total', label: 'SELECT', unit: 'queries', abbr: 'queries' },
  { key: 'update_total', label: 'UPDATE', unit: 'queries', abbr: 'queries' },
  { key: 'other_total', label: 'OTHER', unit: 'queries', abbr: 'queries' },
  { key: 'binlog_total', label: 'Binlog', unit: 'bytes', abbr: 'B' },
  { key: 'cputime_total', label: 'CPU time', unit: 'seconds', abbr: 's' },
] as const;
/**
 * video.cdnhits' summary_type ("<n> VideoCDN", spec) as the CDN it names: "VideoCDN number 1".
 * Any other shape is shown as the service sent it.
 */
export function cdnSummaryWords(summary: string): string {
  const m = /^\s*(\d+)\s+(\S.*?)\s*$/.exec(summary);
  return m ? `${m[2]} number ${m[1]}` : summary;
}

export type SqlMetric = (typeof SQL_METRICS)[number]['key'];

export interface SqlReport {
  rows: SqlDay[];
  users: string[];
  byMetric: Record<SqlMetric, DaySeries>;
}

export function shapeSql(response: CommandResponse<'sqldb.usage'>, days: readonly string[]): SqlReport {
  const rows = sortByDayThenName(response.data, (r) => r.summary_date, (r) => r.sqldb_user);
  const byMetric = {} as Record<SqlMetric, DaySeries>;
  for (const m of SQL_METRICS) {
    byMetric[m.key] = pivotByDay(rows, { day: (r) => r.summary_date, name: (r) => r.sqldb_user, value: (r) => r[m.key] }, days);
  }
  return { rows, users: byMetric.select_total.names, byMetric };
}

export interface CdnReport {
  rows: CdnHitsRow[];
  series: DaySeries;
  /** Requests over the window per application, in series order. */
  totals: Array<{ app: string; total: number }>;
}

export function shapeCdn(response: CommandResponse<'video.cdnhits'>, days: readonly string[]): CdnReport {
  const rows = sortByDayThenName(response.data, (r) => r.date, (r) => r.video_backend);
  const series = pivotByDay(rows, { day: (r) => r.date, name: (r) => r.video_backend, value: (r) => r.total }, days);
  const totals = series.names.map((app) => ({ app, total: rows.filter((r) => r.video_backend === app).reduce((s, r) => s + r.total, 0) }));
  return { rows, series, totals };
}

export interface ServersReport {
  rows: ServerDayRow[];
  bytes: DaySeries;
  requests: DaySeries;
  servers: string[];
}

export function shapeServers(response: CommandResponse<'video.servers'>, days: readonly string[]): ServersReport {
  const rows = sortByDayThenName(response.data, (r) => r.date, (r) => r.server);
  const bytes = pivotByDay(rows, { day: (r) => r.date, name: (r) => r.server, value: (r) => r.bytes_total }, days);
  const requests = pivotByDay(rows, { day: (r) => r.date, name: (r) => r.server, value: (r) => r.requests_total }, days);
  return { rows, bytes, requests, servers: bytes.names };
}

/**
 * What the operator typed in a "users" or "apps" box: names or ids separated by commas
 * or spaces. Digits become ids (the API takes an int id), anything else a name.
 * Duplicates are dropped; order is kept.
 */
export function parseIdsOrNames(text: string): Array<number | string> {
  const out: Array<number | string> = [];
  for (const token of text.split(/[\s,]+/)) {
    if (token === '') continue;
    const value = /^\d+$/.test(token) ? Number(token) : token;
    if (!out.includes(value)) out.push(value);
  }
  return out;
}

/** The API's `sqldb`/`app` member: one value alone, several as a list. */
export function oneOrList(values: ReadonlyArray<number | string>): number | string | Array<number | string> {
  return values.length === 1 ? (values[0] as number | string) : [...values];
}

/**
 * A cache key for one report query: the IPC cache accepts letters, digits and . : / - _
 * only, so names are reduced to those (a name that loses characters still keys the
 * same query each time, which is all the cache needs).
 */
export function reportCacheKey(report: string, period: string, targets: ReadonlyArray<number | string> = []): string {
  const safe = (s: string) => s.replace(/[^\w.:/-]/g, '_');
  const key = ['reports', report, safe(period), ...targets.map((t) => safe(String(t)))].join(':');
  return key.length <= 200 ? key : key.slice(0, 200);
}
