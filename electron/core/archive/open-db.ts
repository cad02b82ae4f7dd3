/**
 * Opens an archive file with the settings every use of it shares (the archive process and
 * the bench): DuckDB's memory capped and two threads, so the archive process stays well
 * under 1 GB whatever it is asked; what does not fit spills to a folder beside the file,
 * 0700 like the archive (it holds viewers' addresses too). Makes the tables it lacks,
 * counting the key-days of an archive made before they were kept.
 */
import { dirname, join } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { ensurePrivateDirSync } from '../fs/private-dir';
import { startKeyDays } from './key-days';
import { TABLE_COLUMNS, TABLE_UPGRADE } from './table';

const MEMORY_LIMIT = '384MB';
/** DuckDB's threads for the archive's queries (a sync's reads use one: staging.ts). */
export const ARCHIVE_THREADS = 2;
const SPILL_DIR = 'spill';

export async function openArchiveDb(file: string): Promise<{ instance: DuckDBInstance; db: DuckDBConnection }> {
  const spill = join(dirname(file), SPILL_DIR);
  ensurePrivateDirSync(spill);
  const instance = await DuckDBInstance.create(file, { memory_limit: MEMORY_LIMIT, threads: String(ARCHIVE_THREADS), temp_directory: spill });
  const db = await instance.connect();
  await db.run("SET TimeZone = 'UTC'");
  await db.run(`CREATE TABLE IF NOT EXISTS attempts (${TABLE_COLUMNS})`);
  const upgraded = await db.runAndReadAll("SELECT count(*) FROM duckdb_columns() WHERE table_name = 'attempts' AND column_name = 't_text'");
  if (Number(upgraded.getRows()[0]![0]) === 0) for (const sql of TABLE_UPGRADE) await db.run(sql);
  await startKeyDays(db);
  return { instance, db };
}
