/**
 * Parquet out of the archive: one zstd file per month in Hive-style `month=YYYY-MM/`
 * folders, which DuckDB, ClickHouse, BigQuery and Spark read as one table. Times are
 * TIMESTAMPTZ, so each file marks them UTC (isAdjustedToUTC); a plain TIMESTAMP would not.
 * Attempts with no time (t null, their text in t_text) go to `month=__HIVE_DEFAULT_PARTITION__/`:
 * Hive's name for a null partition value, which DuckDB, Spark and Hive read back as month
 * null, the same as their time; DuckDB writes it for a null month by itself.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import type { DateRange, MonthCount } from './protocol';
import { rangeWhere } from './range-sql';

/** The folder name of a month; the attempts with no time (month null) have Hive's null partition. */
export const NO_TIME_PARTITION = '__HIVE_DEFAULT_PARTITION__';
export const monthFolder = (month: string | null): string => `month=${month ?? NO_TIME_PARTITION}`;

export async function exportMonths(db: DuckDBConnection, dir: string, range: DateRange, counts: () => Promise<MonthCount[]>): Promise<MonthCount[]> {
  const quoted = `'${dir.replaceAll("'", "''")}'`;
  await db.run(
    `COPY (SELECT *, strftime(t::TIMESTAMP, '%Y-%m') AS month FROM attempts WHERE ${rangeWhere(range)}) TO ${quoted} (FORMAT parquet, COMPRESSION zstd, PARTITION_BY (month), OVERWRITE_OR_IGNORE, FILENAME_PATTERN 'part-{i}')`,
  );
  return counts();
}
