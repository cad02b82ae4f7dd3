/**
 * The archive screen's reads, run in the archive process: a page of attempts for the grid
 * (limit/offset over one stable order, bounded by the row number the first page saw, so a
 * sync while paging moves no row), and the months a Parquet export of the filters writes,
 * one COPY a month so the console can show progress and stop between months.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import type { ArchiveGridFilter } from '../../../shared/domain/archive/grid';
import { GRID_ORDER, gridWhere, sqlText } from './grid-sql';
import type { MonthCount } from './protocol';
import { utcText } from './table';
import { type GridMemo, type Picked, cursorAfter, pickedOf, walkPage } from './grid-walk';

/** Where an attempt whose time could not be read keeps the service's text (none in an older archive). */
const TIME_TEXT_COLUMN = 't_text';

/** A page as columns, one array per member (as rows read back travel). */
export interface GridColumns {
  id: number[];
  time: (string | null)[];
  timeText: (string | null)[];
  key: string[];
  ip: (string | null)[];
  country: (string | null)[];
  asn: (number | null)[];
  app: (string | null)[];
  video: (string | null)[];
  success: (boolean | null)[];
  reason: string[];
  server: (string | null)[];
}

export interface GridPageRequest {
  filter: ArchiveGridFilter;
  offset: number;
  limit: number;
  upTo: number | null;
}

async function hasColumn(db: DuckDBConnection, name: string): Promise<boolean> {
  const r = await db.runAndReadAll(`SELECT count(*) FROM information_schema.columns WHERE table_name = 'attempts' AND column_name = ${sqlText(name)}`);
  return Number(r.getRows()[0]![0]) > 0;
}

/** The rows picked (row number, time), as a WHERE: their seconds' span (or no time) and their row numbers. */
function pickedWhere(rows: Picked): string {
  if (rows.length === 0) return 'false';
  const ids = rows.map((row) => String(row[0])).join(', ');
  const micros = rows.map((row) => row[1]).filter((t) => t !== null);
  const spans: string[] = [];
  if (micros.length > 0) {
    const lo = micros.reduce((a, b) => (b < a ? b : a));
    const hi = micros.reduce((a, b) => (b > a ? b : a));
    spans.push(`t BETWEEN make_timestamptz(${lo}) AND make_timestamptz(${hi})`);
  }
  if (micros.length < rows.length) spans.push('t IS NULL');
  // Behind CASE the row numbers are tested on the span's rows alone (as grid-walk.ts's windows).
  const span = `(${spans.join(' OR ')})`;
  return `${span} AND CASE WHEN ${span} THEN rowid IN (${ids}) ELSE false END`;
}

/** Whether any filter narrows the rows (then counting its matches tests the filter over every row: counted apart). */
const narrows = (f: ArchiveGridFilter): boolean => Object.values(f).some((v) => v !== undefined && v !== '');

const countOf = async (db: DuckDBConnection, where: string): Promise<number> =>
  Number((await db.runAndReadAll(`SELECT count(*)::BIGINT FROM attempts WHERE ${where}`)).getRows()[0]![0]);

/**
 * The page's row numbers and times, and the filter's count when it is known or cheap (no
 * filter: the rows up to a row number); a narrowing filter's is null until `gridCount`. A page
 * that starts where an earlier page of the filter ended walks on from there (grid-walk.ts);
 * one that does not (a page size changed mid-way) orders every match once.
 */
async function pickPage(db: DuckDBConnection, q: GridPageRequest, where: string, memo: GridMemo): Promise<{ picked: Picked; total: number | null; more: boolean }> {
  const offset = Math.trunc(q.offset);
  const limit = Math.trunc(q.limit);
  const after = offset === 0 ? null : memo.cursorAt(where, offset);
  // One row past the page: whether a next page has any, exact before the count.
  const read =
    after === undefined
      ? pickedOf((await db.runAndReadAll(`SELECT rowid::BIGINT, epoch_us(t)::BIGINT FROM attempts WHERE ${where} ORDER BY ${GRID_ORDER} LIMIT ${limit + 1} OFFSET ${offset}`)).getRows())
      : await walkPage(db, where, after, limit + 1);
  const picked = read.slice(0, limit);
  const next = cursorAfter(picked);
  if (next !== null) memo.keepCursor(where, offset + picked.length, next);
  let total = memo.known(where);
  if (total === null && !narrows(q.filter)) {
    total = await countOf(db, where);
    memo.keep(where, total);
  }
  return { picked, total, more: read.length > limit };
}

/** The filter's matches up to `upTo`, counted once while it pages: the screen asks after showing the first page. */
export async function gridCount(db: DuckDBConnection, filter: ArchiveGridFilter, upTo: number, memo: GridMemo): Promise<number> {
  const where = gridWhere(filter, upTo);
  const known = memo.known(where);
  if (known !== null) return known;
  const total = await countOf(db, where);
  memo.keep(where, total);
  return total;
}

export async function gridPage(db: DuckDBConnection, q: GridPageRequest, memo: GridMemo): Promise<{ rows: GridColumns; total: number | null; upTo: number; more: boolean }> {
  const upTo = q.upTo ?? Number((await db.runAndReadAll('SELECT coalesce(max(rowid), -1) FROM attempts')).getRows()[0]![0]);
  const where = gridWhere(q.filter, upTo);
  const timeText = (await hasColumn(db, TIME_TEXT_COLUMN)) ? TIME_TEXT_COLUMN : 'NULL::VARCHAR';
  // The page's row numbers first (ordering only time and row number), then those rows whole,
  // found by their seconds (zone maps skip to them) and row numbers. Ordering every match's
  // twelve columns to keep 100 took 12 s over 10 M rows.
  const { picked, total, more } = await pickPage(db, q, where, memo);
  const r = await db.runAndReadAll(
    `SELECT rowid::BIGINT, ${utcText('t')}, ${timeText}, key, ip, country, asn, app, video, success, reason, server_ip FROM attempts WHERE ${pickedWhere(picked)} ORDER BY ${GRID_ORDER}`,
  );
  // An empty answer has no chunks, so no columns either.
  const got = r.getColumns();
  const c = Array.from({ length: 12 }, (_, i) => got[i] ?? []);
  const rows: GridColumns = {
    id: c[0]!.map(Number), time: c[1] as (string | null)[], timeText: c[2] as (string | null)[], key: c[3] as string[], ip: c[4] as (string | null)[],
    country: c[5] as (string | null)[], asn: c[6] as (number | null)[], app: c[7] as (string | null)[], video: c[8] as (string | null)[],
    success: c[9] as (boolean | null)[], reason: c[10] as string[], server: c[11] as (string | null)[],
  };
  return { rows, total, upTo, more };
}

const MONTH_OF = "strftime(t::TIMESTAMP, '%Y-%m')";

/** Rows per month matching the filter, oldest first; attempts with no time as month null, last. */
export async function gridMonths(db: DuckDBConnection, filter: ArchiveGridFilter): Promise<Array<{ month: string | null; rows: number }>> {
  const r = await db.runAndReadAll(`SELECT ${MONTH_OF} AS month, count(*)::BIGINT FROM attempts WHERE ${gridWhere(filter)} GROUP BY month ORDER BY month NULLS LAST`);
  return r.getRows().map(([month, rows]) => ({ month: (month as string | null) ?? null, rows: Number(rows) }));
}

/** One month of the filter's attempts into `dir/month=YYYY-MM/` (no time: month null, parquet.ts's folder), as the CLI's export writes them. */
export async function exportGridMonth(db: DuckDBConnection, dir: string, filter: ArchiveGridFilter, month: string | null): Promise<MonthCount> {
  if (month !== null && !/^\d{4}-\d{2}$/.test(month)) throw new Error(`not a month (YYYY-MM): ${month}`);
  const start = `TIMESTAMPTZ '${month}-01 00:00:00+00'`;
  const which = month === null ? 't IS NULL' : `t >= ${start} AND t < ${start} + INTERVAL 1 MONTH`;
  const where = `${gridWhere(filter)} AND ${which}`;
  await db.run(
    `COPY (SELECT *, ${month === null ? 'NULL::VARCHAR' : MONTH_OF} AS month FROM attempts WHERE ${where}) TO ${sqlText(dir)} (FORMAT parquet, COMPRESSION zstd, PARTITION_BY (month), OVERWRITE_OR_IGNORE, FILENAME_PATTERN 'part-{i}')`,
  );
  const n = await db.runAndReadAll(`SELECT count(*)::BIGINT FROM attempts WHERE ${where}`);
  return { month, rows: Number(n.getRows()[0]![0]) };
}
