/**
 * The archive screen's filters as SQL. Every typed value reaches DuckDB as a quoted string
 * literal (its quotes doubled: DuckDB's literals know no backslash escapes), so the same
 * WHERE serves a page read and a COPY to Parquet, which takes no parameters.
 */
import type { ArchiveGridFilter } from '../../../shared/domain/archive/grid';
import { rangeWhere } from './range-sql';

/** A text as a DuckDB string literal. */
export const sqlText = (s: string): string => `'${s.replaceAll("'", "''")}'`;

/** Rows matching the filter; `upTo` (a row number) leaves out rows added since the grid's first page. */
export function gridWhere(f: ArchiveGridFilter, upTo: number | null = null): string {
  const parts = [rangeWhere({ fromDate: f.fromDate, toDate: f.toDate })];
  if (f.key) parts.push(`contains(key, ${sqlText(f.key)})`);
  if (f.ip) parts.push(`starts_with(ip, ${sqlText(f.ip)})`);
  if (f.app) parts.push(`app = ${sqlText(f.app)}`);
  if (f.reason) parts.push(`contains(lower(reason), lower(${sqlText(f.reason)}))`);
  if (f.success !== undefined) parts.push(f.success === 'accepted' ? 'success' : 'NOT success');
  if (upTo !== null) parts.push(`rowid <= ${Math.trunc(upTo)}`);
  return parts.join(' AND ');
}

/**
 * The grid's one order, stable while it pages: newest first, then as archived (within a
 * second the service's own order); attempts with no time after every timed one.
 */
export const GRID_ORDER = 't DESC NULLS LAST, rowid';
