/**
 * A sync's rows on their way into the archive, in the archive process. The sync works in a
 * transaction of its own connection, open from its start to its commit. The console writes
 * the staged rows, places and shapes as CSV files into the sync's 0700 folder
 * (sync-files.ts); DuckDB reads each batch natively, joined with its places and shapes,
 * into the attempts table while the console fetches the next, so the compressing is done
 * by the time the service's last page is. DuckDB works on one thread while a sync runs:
 * with two it spent a quarter more time on the same rows, taken from the console reading
 * the service (a 1,000,000-row sync took 6.1–6.3 s with two, 5.2–5.7 s with one, on two
 * cores shared with the sandbox). Readers on the archive's other connection see
 * none of it until the commit; a sync cancelled, failed or killed adds nothing (a killed
 * one leaves files that the next start of the archive removes).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { ensurePrivateDirSync } from '../fs/private-dir';
import { countKeyDays } from './key-days';
import { ARCHIVE_THREADS } from './open-db';
import { PLACE_COLUMNS, ROW_COLUMNS, SHAPE_COLUMNS, type StagedColumns, csvOf } from './staged-format';
import { BOUNDARY_FILE, type Least, type SyncBatch, batchFile } from './sync-files';
import { type Reconciled, reconcile } from './reconcile';
import { SYNC_COLUMNS as COLUMNS } from './table';

const SYNC_DIR = 'sync';

/** What a commit added: every row, and of them those the re-read found (reconcile.ts). */
export type Committed = Reconciled & { added: number };

const tableOf = (name: string, columns: StagedColumns): string => `CREATE TEMP TABLE ${name} (${columns.map(([c, type]) => `${c} ${type}`).join(', ')})`;
/** A number the console sent, as SQL: a whole number, or 0 (look at every row) when it is none. */
const whole = (n: number): number => (Number.isSafeInteger(n) && n >= 0 ? n : 0);

/** Removes what a sync killed mid-way left: its files hold viewers' addresses. */
export function removeSyncFiles(archiveDir: string): void {
  rmSync(join(archiveDir, SYNC_DIR), { recursive: true, force: true });
}

export class SyncStaging {
  /** The batch DuckDB is reading now, and the rows added so far. */
  private reading: Promise<number> = Promise.resolve(0);

  private constructor(
    private readonly db: DuckDBConnection,
    readonly dir: string,
    private readonly since: string | null,
  ) {}

  /** `since`: the newest second archived (UTC text), or null for an empty archive. */
  static async start(instance: DuckDBInstance, archiveDir: string, since: string | null): Promise<SyncStaging> {
    const dir = join(archiveDir, SYNC_DIR);
    removeSyncFiles(archiveDir);
    ensurePrivateDirSync(dir);
    const db = await instance.connect();
    await db.run("SET TimeZone = 'UTC'");
    // The instance's setting, so every query waits on it while the sync runs; given back in end().
    await db.run('SET threads = 1');
    await db.run('BEGIN TRANSACTION');
    await db.run(tableOf('places', PLACE_COLUMNS));
    await db.run(tableOf('shapes', SHAPE_COLUMNS));
    return new SyncStaging(db, dir, since);
  }

  private get sinceSql(): string {
    return `TIMESTAMPTZ '${this.since ?? '0001-01-01 00:00:00'}+00'`;
  }

  /** Staged rows of a file made whole (with their `seq`): their places and shapes joined, looking only at the numbers they can use. */
  private attemptsOf(file: string, least: Least): string {
    const rows = csvOf(join(this.dir, file), ROW_COLUMNS);
    return `SELECT seq, ${COLUMNS} FROM ${rows} r LEFT JOIN (SELECT * FROM temp.places WHERE place >= ${whole(least.place)}) USING (place) ` +
      `JOIN (SELECT * FROM temp.shapes WHERE shape >= ${whole(least.shape)}) USING (shape)`;
  }

  private async read(b: SyncBatch): Promise<number> {
    const part = (p: 'rows' | 'places' | 'shapes'): string => join(this.dir, batchFile(b.n, p));
    if (b.places > 0) await this.db.run(`INSERT INTO temp.places SELECT * FROM ${csvOf(part('places'), PLACE_COLUMNS)}`);
    if (b.shapes > 0) await this.db.run(`INSERT INTO temp.shapes SELECT * FROM ${csvOf(part('shapes'), SHAPE_COLUMNS)}`);
    const added = b.rows > 0 ? (await this.db.run(`INSERT INTO attempts (${COLUMNS}) SELECT ${COLUMNS} FROM (${this.attemptsOf(batchFile(b.n, 'rows'), b.least)}) WHERE t > ${this.sinceSql} ORDER BY seq`)).rowsChanged : 0;
    for (const p of ['rows', 'places', 'shapes'] as const) rmSync(part(p), { force: true });
    return added;
  }

  /**
   * Starts reading a batch into the attempts once the one before is read (so the console
   * never runs more than a batch ahead), and answers then. Rows at or before the newest
   * archived second are not in a batch's rows (the boundary file holds that second).
   */
  async stage(batch: SyncBatch): Promise<void> {
    if (!Number.isSafeInteger(batch.n)) throw new Error(`not a batch of the sync: ${String(batch.n)}`);
    const before = await this.reading;
    this.reading = this.read(batch).then((added) => before + added);
    // A failed read is thrown by the next stage or the commit; it must not go unhandled meanwhile.
    this.reading.catch(() => undefined);
  }

  /**
   * Waits for the last batch, then adds the re-read rows (at or before the newest archived
   * second, or with no time) matched as a multiset (reconcile.ts). The key-days
   * (key-days.ts) are counted again from the oldest day added to, in the same transaction,
   * which then commits.
   */
  async commit(boundaryRows: number, least: Least): Promise<Committed> {
    try {
      let added = await this.reading;
      // Nothing else is read now: the commit's own queries take every thread.
      await this.db.run(`SET threads = ${ARCHIVE_THREADS}`);
      const found = boundaryRows > 0 ? await reconcile(this.db, this.attemptsOf(BOUNDARY_FILE, least)) : { late: 0, lateOldest: null, timeless: 0 };
      added += found.late + found.timeless;
      const from = found.lateOldest !== null && (this.since === null || found.lateOldest < this.since) ? found.lateOldest : this.since;
      await countKeyDays(this.db, from);
      await this.db.run('COMMIT');
      return { ...found, added };
    } finally {
      await this.end();
    }
  }

  /** Ends the sync adding nothing: the transaction rolled back, its files removed. */
  async abort(): Promise<void> {
    await this.reading.catch(() => undefined);
    await this.end();
  }

  private async end(): Promise<void> {
    // After a commit there is nothing to roll back; DuckDB then says so, which is not a failure.
    await this.db.run('ROLLBACK').catch(() => undefined);
    await this.db.run(`SET threads = ${ARCHIVE_THREADS}`);
    this.db.closeSync();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
