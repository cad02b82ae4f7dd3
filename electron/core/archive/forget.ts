/**
 * "Forget before date": the attempts before a UTC day and their key-days go in one
 * transaction, so the key-days never count a day the archive no longer holds; then a
 * checkpoint, so the file gives the space back to the next writes.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { forgetKeyDays } from './key-days';
import { dateOnly } from './range-sql';

export async function forgetBefore(db: DuckDBConnection, date: string): Promise<number> {
  await db.run('BEGIN TRANSACTION');
  try {
    const r = await db.run(`DELETE FROM attempts WHERE t < TIMESTAMPTZ '${dateOnly(date)} 00:00:00+00'`);
    await forgetKeyDays(db, date);
    await db.run('COMMIT');
    await db.run('CHECKPOINT');
    return r.rowsChanged;
  } catch (e) {
    await db.run('ROLLBACK');
    throw e;
  }
}
