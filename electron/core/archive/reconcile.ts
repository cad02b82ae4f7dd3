/**
 * The rows a sync read again (the trailing window before the newest archived second, a
 * "re-read from date", and rows with no time) matched against the archive as a multiset of
 * whole rows per second: the errorlog has no row id, so the k-th copy of a row is added
 * only when the archive holds fewer than k. Rows seen again are not added, rows new in old
 * seconds are (late attempts, written by other edge servers), and two identical attempts
 * in one second stay two. The archive is looked at from the oldest second re-read on: the
 * service sends every row of each second it sends, so those seconds are whole.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { ROW_MEMBERS, SYNC_COLUMNS, utcText } from './table';

/** What the re-read added: rows with a time (late), the oldest of them, rows without one. */
export interface Reconciled {
  late: number;
  lateOldest: string | null;
  timeless: number;
}

const numbered = (from: string): string => `SELECT *, row_number() OVER (PARTITION BY ${ROW_MEMBERS.join(', ')}) AS n FROM ${from}`;
const SAME = [...ROW_MEMBERS, 'n'].map((c) => `a.${c} IS NOT DISTINCT FROM s.${c}`).join(' AND ');

/** `staged`: the re-read rows, whole, with their `seq` (a SELECT). Adds the new ones, in the service's order. */
export async function reconcile(db: DuckDBConnection, staged: string): Promise<Reconciled> {
  await db.run(`CREATE TEMP TABLE reread AS ${numbered(`(${staged})`)}`);
  try {
    const [oldest, withoutTime] = (await db.runAndReadAll(`SELECT ${utcText('min(t)')}, count(*) FILTER (WHERE t IS NULL) FROM temp.reread`)).getRows()[0]!;
    const scope = [oldest === null ? null : `t >= TIMESTAMPTZ '${String(oldest)}+00'`, Number(withoutTime) > 0 ? 't IS NULL' : null].filter((w) => w !== null);
    if (scope.length === 0) return { late: 0, lateOldest: null, timeless: 0 };
    await db.run(`CREATE TEMP TABLE fresh AS SELECT * FROM temp.reread s WHERE NOT EXISTS (SELECT 1 FROM (${numbered(`attempts WHERE ${scope.join(' OR ')}`)}) a WHERE ${SAME})`);
    const [late, lateOldest, timeless] = (await db.runAndReadAll(`SELECT count(t), ${utcText('min(t)')}, count(*) FILTER (WHERE t IS NULL) FROM temp.fresh`)).getRows()[0]!;
    await db.run(`INSERT INTO attempts (${SYNC_COLUMNS}) SELECT ${SYNC_COLUMNS} FROM temp.fresh ORDER BY seq`);
    await db.run('DROP TABLE temp.fresh');
    return { late: Number(late), lateOldest: (lateOldest as string | null) ?? null, timeless: Number(timeless) };
  } finally {
    await db.run('DROP TABLE IF EXISTS temp.reread');
  }
}
