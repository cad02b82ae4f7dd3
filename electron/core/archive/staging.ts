/**
 * A sync's rows on their way into the archive: appended to a staging table as pages
 * arrive, added to the attempts in one transaction at the end. The staging table is a
 * temporary one, so a sync cancelled or killed leaves nothing behind and adds nothing.
 */
import { BOOLEAN, type DuckDBConnection, DuckDBDataChunk, type DuckDBType, INTEGER, UINTEGER, VARCHAR } from '@duckdb/node-api';
import { countKeyDays } from './key-days';
import type { ArchiveColumns } from './protocol';
import { SERVICE_TEXT, TABLE_COLUMNS } from './table';

/** The staging table's columns in order: the service's text time first, then as the attempts table. */
const STAGED: ReadonlyArray<readonly [keyof ArchiveColumns, DuckDBType]> = [
  ['datetime', VARCHAR], ['key', VARCHAR], ['ip', VARCHAR], ['video', VARCHAR], ['app', VARCHAR], ['appinst', VARCHAR], ['pageurl', VARCHAR], ['refurl', VARCHAR],
  ['success', BOOLEAN], ['reason', VARCHAR], ['server_ip', VARCHAR], ['country', VARCHAR], ['asn', INTEGER], ['ip4', UINTEGER], ['ip6', VARCHAR],
];
/** DuckDB's vector size: the most rows one data chunk holds. */
const CHUNK_ROWS = 2048;

/** What makes two attempts the same row: every member the service sends. */
const ROW_MEMBERS = ['t', ...SERVICE_TEXT, 'success'];
export async function startStaging(db: DuckDBConnection): Promise<void> {
  // The service's text time, made TIMESTAMPTZ when the rows are added.
  await db.run(`CREATE OR REPLACE TEMP TABLE staging (${TABLE_COLUMNS.replace('t TIMESTAMPTZ NOT NULL', 'datetime VARCHAR NOT NULL')})`);
}

export async function stageRows(db: DuckDBConnection, rows: ArchiveColumns): Promise<number> {
  const a = await db.createAppender('staging', 'main', 'temp');
  const n = rows.key.length;
  // A chunk at a time, a column at a time: fewer crossings into DuckDB than a value at a time.
  for (let from = 0; from < n; from += CHUNK_ROWS) {
    const to = Math.min(n, from + CHUNK_ROWS);
    const chunk = DuckDBDataChunk.create(STAGED.map(([, type]) => type), to - from);
    chunk.setColumns(STAGED.map(([member]) => (rows[member] as readonly (string | number | boolean | null | undefined)[]).slice(from, to).map((v) => v ?? null)));
    a.appendDataChunk(chunk);
  }
  a.closeSync();
  return n;
}

/**
 * Rows after the newest archived second are all new. Rows of that second are matched as
 * whole rows, counted: the k-th copy of a row is added only when the archive holds fewer
 * than k, so two identical attempts in one second are both kept, once each. The key-days
 * (key-days.ts) are counted again in the same transaction.
 */
export async function commitStaged(db: DuckDBConnection, newest: string | null): Promise<number> {
  const since = newest ?? '0001-01-01 00:00:00';
  const typed = `SELECT (datetime || '+00')::TIMESTAMPTZ AS t, * EXCLUDE (datetime) FROM temp.staging`;
  const numbered = (from: string): string => `SELECT *, row_number() OVER (PARTITION BY ${ROW_MEMBERS.join(', ')}) AS n FROM (${from}) WHERE t = TIMESTAMPTZ '${since}+00'`;
  const same = [...ROW_MEMBERS, 'n'].map((c) => `a.${c} IS NOT DISTINCT FROM s.${c}`).join(' AND ');
  const columns = `t, ${SERVICE_TEXT.join(', ')}, success, country, asn, ip4, ip6`;
  await db.run('BEGIN TRANSACTION');
  try {
    const boundary = await db.run(
      `INSERT INTO attempts (${columns}) SELECT ${columns} FROM (${numbered(typed)}) s WHERE NOT EXISTS (SELECT 1 FROM (${numbered('SELECT * FROM attempts')}) a WHERE ${same})`,
    );
    const later = await db.run(`INSERT INTO attempts (${columns}) SELECT ${columns} FROM (${typed}) WHERE t > TIMESTAMPTZ '${since}+00'`);
    await countKeyDays(db, newest);
    await db.run('DROP TABLE temp.staging');
    await db.run('COMMIT');
    return boundary.rowsChanged + later.rowsChanged;
  } catch (e) {
    await db.run('ROLLBACK');
    throw e;
  }
}
