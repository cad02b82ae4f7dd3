/**
 * A sync's rows on their way into the archive: appended to a staging table as pages
 * arrive, added to the attempts in one transaction at the end. The staging table is a
 * temporary one, so a sync cancelled or killed leaves nothing behind and adds nothing.
 */
import type { DuckDBAppender, DuckDBConnection } from '@duckdb/node-api';
import { countKeyDays } from './key-days';
import type { ArchiveColumns } from './protocol';
import { SERVICE_TEXT, TABLE_COLUMNS } from './table';

/** What makes two attempts the same row: every member the service sends. */
const ROW_MEMBERS = ['t', ...SERVICE_TEXT, 'success'];
export async function startStaging(db: DuckDBConnection): Promise<void> {
  // The service's text time, made TIMESTAMPTZ when the rows are added.
  await db.run(`CREATE OR REPLACE TEMP TABLE staging (${TABLE_COLUMNS.replace('t TIMESTAMPTZ NOT NULL', 'datetime VARCHAR NOT NULL')})`);
}

export async function stageRows(db: DuckDBConnection, rows: ArchiveColumns): Promise<number> {
  const a = await db.createAppender('staging', 'main', 'temp');
  const n = rows.key.length;
  for (let i = 0; i < n; i += 1) appendRow(a, rows, i);
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

function appendRow(a: DuckDBAppender, rows: ArchiveColumns, i: number): void {
  const text = (v: string | null | undefined): void => (v === null || v === undefined ? a.appendNull() : a.appendVarchar(v));
  a.appendVarchar(rows.datetime[i]!);
  a.appendVarchar(rows.key[i]!);
  for (const c of ['ip', 'video', 'app', 'appinst', 'pageurl', 'refurl'] as const) text(rows[c][i]);
  const success = rows.success[i];
  if (success === null || success === undefined) a.appendNull();
  else a.appendBoolean(success);
  a.appendVarchar(rows.reason[i]!);
  text(rows.server_ip[i]);
  text(rows.country[i]);
  const asn = rows.asn[i];
  if (asn === null || asn === undefined) a.appendNull();
  else a.appendInteger(asn);
  const ip4 = rows.ip4[i];
  if (ip4 === null || ip4 === undefined) a.appendNull();
  else a.appendUInteger(ip4);
  text(rows.ip6[i]);
  a.endRow();
}
