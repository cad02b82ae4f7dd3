/**
 * The archive's DuckDB work, run only inside the archive process (child.ts), never in
 * main: DuckDB has crashed inside Electron's main process, and a native database that
 * fails there takes the console with it. One table of attempts as the service sends them,
 * plus country, network and the address as an integer (v4) or canonical text (v6), times
 * as TIMESTAMPTZ so Parquet marks them UTC. A sync stages its rows apart and adds them in
 * one transaction, so a sync killed mid-way leaves the archive as it was.
 */
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DuckDBConnection, DuckDBInstance, DuckDBResult } from '@duckdb/node-api';
import type { ArchiveStats } from '../../../shared/domain/archive/types';
import type { SharingRule } from '../../../shared/domain/insights/types';
import type { ArchiveAnswers, DateRange, MonthCount, ServiceColumns, ServiceMember } from './protocol';
import { removeSyncFiles, SyncStaging } from './staging';
import type { Least, SyncBatch } from './sync-files';
import { utcText } from './table';
import { sharedKeysSql } from './key-days';
import { forgetBefore } from './forget';
import { openArchiveDb } from './open-db';
import { exportMonths } from './parquet';
import { rangeWhere } from './range-sql';
import { exportGridMonth, gridCount, gridMonths, gridPage, type GridPageRequest } from './grid';
import { gridMemo } from './grid-walk';
import type { ArchiveGridFilter } from '../../../shared/domain/archive/grid';

const READ_ROWS = 5000;

export class ArchiveEngine {
  private readonly cursors = new Map<number, { result: DuckDBResult; members: readonly ServiceMember[] }>();
  private nextCursor = 1;
  /** The grid's last filter paged: its count (counted once) and where its pages ended. */
  private grid = gridMemo();
  /** The sync under way, in its own connection's transaction (staging.ts); none between syncs. */
  private sync: SyncStaging | null = null;

  private constructor(
    private readonly file: string,
    private readonly instance: DuckDBInstance,
    private readonly db: DuckDBConnection,
  ) {}

  static async open(file: string): Promise<ArchiveEngine> {
    removeSyncFiles(dirname(file));
    const { instance, db } = await openArchiveDb(file);
    return new ArchiveEngine(file, instance, db);
  }

  async stats(): Promise<ArchiveStats> {
    await this.db.run('CHECKPOINT');
    const r = await this.db.runAndReadAll(`SELECT count(*)::BIGINT, ${utcText('min(t)')}, ${utcText('max(t)')}, count(*) FILTER (WHERE t IS NULL)::BIGINT FROM attempts`);
    const [rows, oldest, newest, timeless] = r.getRows()[0]!;
    let bytes = 0;
    for (const f of [this.file, `${this.file}.wal`]) {
      try {
        bytes += statSync(f).size;
      } catch {
        // No WAL after a checkpoint.
      }
    }
    return { rows: Number(rows), oldest: (oldest as string | null) ?? null, newest: (newest as string | null) ?? null, timeless: Number(timeless), bytes };
  }

  /** Starts a sync, ending one that was never committed (its console went away) first. */
  async syncStart(): Promise<ArchiveAnswers['syncStart']> {
    await this.syncAbort();
    const since = await this.newestSecond();
    this.sync = await SyncStaging.start(this.instance, dirname(this.file), since);
    return { since, dir: this.sync.dir };
  }

  async stage(batch: SyncBatch): Promise<ArchiveAnswers['stage']> {
    await this.syncing().stage(batch);
    return { reading: batch.n };
  }

  async syncCommit(boundaryRows: number, least: Least): Promise<ArchiveAnswers['syncCommit']> {
    const sync = this.syncing();
    this.sync = null;
    return sync.commit(boundaryRows, least);
  }

  async syncAbort(): Promise<ArchiveAnswers['syncAbort']> {
    const sync = this.sync;
    this.sync = null;
    await sync?.abort();
    return { aborted: sync !== null };
  }

  private syncing(): SyncStaging {
    if (this.sync === null) throw new Error('no sync is under way');
    return this.sync;
  }

  private async newestSecond(): Promise<string | null> {
    const r = await this.db.runAndReadAll(`SELECT ${utcText('max(t)')} FROM attempts`);
    return (r.getRows()[0]![0] as string | null) ?? null;
  }

  /**
   * Rows newest first, as the service lists them (within a second in the order the sync
   * received them, which is the service's), read a chunk at a time.
   */
  async readOpen(range: DateRange, members: readonly ServiceMember[]): Promise<ArchiveAnswers['readOpen']> {
    // An attempt with no time reads back with the text it came with, as the service lists it.
    const select = members.map((m) => (m === 'datetime' ? `coalesce(${utcText('t')}, t_text)` : m)).join(', ');
    const result = await this.db.stream(`SELECT ${select} FROM attempts WHERE ${rangeWhere(range)} ORDER BY t DESC, rowid`);
    const cursor = this.nextCursor++;
    this.cursors.set(cursor, { result, members });
    return { cursor };
  }

  async readNext(cursor: number): Promise<ArchiveAnswers['readNext']> {
    const open = this.cursors.get(cursor);
    if (open === undefined) throw new Error(`no such cursor: ${cursor}`);
    const cols: unknown[][] = open.members.map(() => []);
    while (cols[0]!.length < READ_ROWS) {
      const chunk = await open.result.fetchChunk();
      if (chunk === null || chunk.rowCount === 0) break;
      chunk.getColumns().forEach((c, i) => cols[i]!.push(...c));
    }
    if (cols[0]!.length === 0) {
      this.cursors.delete(cursor);
      return { rows: null };
    }
    return { rows: Object.fromEntries(open.members.map((m, i) => [m, cols[i]])) as Partial<ServiceColumns> };
  }

  async monthCounts(range: DateRange): Promise<MonthCount[]> {
    const r = await this.db.runAndReadAll(`SELECT strftime(t::TIMESTAMP, '%Y-%m') AS month, count(*)::BIGINT FROM attempts WHERE ${rangeWhere(range)} GROUP BY month ORDER BY month NULLS LAST`);
    return r.getRows().map(([month, rows]) => ({ month: (month as string | null) ?? null, rows: Number(rows) }));
  }

  exportParquet(dir: string, range: DateRange): Promise<MonthCount[]> {
    return exportMonths(this.db, dir, range, () => this.monthCounts(range));
  }

  forgetBefore(date: string): Promise<number> {
    this.grid = gridMemo();
    return forgetBefore(this.db, date);
  }

  gridPage(q: GridPageRequest): Promise<ArchiveAnswers['gridPage']> {
    return gridPage(this.db, q, this.grid);
  }

  gridCount(filter: ArchiveGridFilter, upTo: number): Promise<number> {
    return gridCount(this.db, filter, upTo, this.grid);
  }

  gridMonths(filter: ArchiveGridFilter): ReturnType<typeof gridMonths> {
    return gridMonths(this.db, filter);
  }

  exportMonth(dir: string, filter: ArchiveGridFilter, month: string | null): Promise<ArchiveAnswers['exportMonth']> {
    return exportGridMonth(this.db, dir, filter, month);
  }

  /** The keys shared in some window of the range, from the key-days; null when they cannot say (key-days.ts). */
  async sharedKeys(range: DateRange, rule: SharingRule): Promise<ArchiveAnswers['sharedKeys']> {
    const sql = sharedKeysSql(rule, range);
    if (sql === null) return { keys: null };
    return { keys: (await this.db.runAndReadAll(sql)).getRows().map((r) => r[0] as string) };
  }

  close(): void {
    this.db.closeSync();
  }
}
