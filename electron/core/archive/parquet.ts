/**
 * Parquet out of the archive: one zstd file per month in Hive-style `month=YYYY-MM/`
 * folders, which DuckDB, ClickHouse, BigQuery and Spark read as one table. Times are
 * TIMESTAMPTZ, so each file marks them UTC (isAdjustedToUTC); a plain TIMESTAMP would not.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import type { DateRange, MonthCount } from './protocol';
import { rangeWhere } from './range-sql';

export async function exportMonths(db: DuckDBConnection, dir: string, range: DateRange, counts: () => Promise<MonthCount[]>): Promise<MonthCount[]> {
  const quoted = `'${dir.replaceAll("'", "''")}'`;
  await db.run(
    `COPY (SELECT *, strftime(t::TIMESTAMP, '%Y-%m') AS month FROM attempts WHERE ${rangeWhere(range)}) TO ${quoted} (FORMAT parquet, COMPRESSION zstd, PARTITION_BY (month), OVERWRITE_OR_IGNORE, FILENAME_PATTERN 'part-{i}')`,
  );
  return counts();
}
