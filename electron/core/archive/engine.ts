/**
 * The archive's DuckDB work, run only inside the archive process (child.ts), never in
 * main: DuckDB has crashed inside Electron's main process, and a native database that
 * fails there takes the console with it. One table of attempts as the service sends them,
 * plus country, network and the address as an integer (v4) or canonical text (v6), times
 * as TIMESTAMPTZ so Parquet marks them UTC. A sync stages its rows apart and adds them in
 * one transaction, so a sync killed mid-way leaves the archive as it was.
 */
import { statSync } from 'node:fs';
import { type DuckDBAppender, type DuckDBConnection, DuckDBInstance, type DuckDBResult } from '@duckdb/node-api';
import type { ArchiveAnswers, ArchiveColumns, ArchiveStats, DateRange, MonthCount, ServiceColumns } from './protocol';
import { exportMonths } from './parquet';
import { dateOnly, rangeWhere } from './range-sql';

const SERVICE_TEXT = ['key', 'ip', 'video', 'app', 'appinst', 'pageurl', 'refurl', 'reason', 'server_ip'] as const;
const TABLE_COLUMNS = 't TIMESTAMPTZ NOT NULL, key VARCHAR NOT NULL, ip VARCHAR, video VARCHAR, app VARCHAR, appinst VARCHAR, pageurl VARCHAR, refurl VARCHAR, success BOOLEAN, reason VARCHAR NOT NULL, server_ip VARCHAR, country VARCHAR, asn INTEGER, ip4 UINTEGER, ip6 VARCHAR';
/** What makes two attempts the same row: every member the service sends. */
const ROW_MEMBERS = ['t', ...SERVICE_TEXT, 'success'];
const READ_ROWS = 5000;

/** `YYYY-MM-DD HH:MM:SS` of a TIMESTAMPTZ column, in UTC. */
const utcText = (column: string): string => `strftime(${column}::TIMESTAMP, '%Y-%m-%d %H:%M:%S')`;

export class ArchiveEngine {
  private readonly cursors = new Map<number, DuckDBResult>();
  private nextCursor = 1;

  private constructor(
    private readonly file: string,
    private readonly db: DuckDBConnection,
  ) {}

  static async open(file: string, memoryLimit = '512MB'): Promise<ArchiveEngine> {
    const instance = await DuckDBInstance.create(file, { memory_limit: memoryLimit, threads: '2' });
    const db = await instance.connect();
    await db.run("SET TimeZone = 'UTC'");
    await db.run(`CREATE TABLE IF NOT EXISTS attempts (${TABLE_COLUMNS})`);
    return new ArchiveEngine(file, db);
  }

  async stats(): Promise<ArchiveStats> {
    await this.db.run('CHECKPOINT');
    const r = await this.db.runAndReadAll(`SELECT count(*)::BIGINT, ${utcText('min(t)')}, ${utcText('max(t)')} FROM attempts`);
    const [rows, oldest, newest] = r.getRows()[0]!;
    let bytes = 0;
    for (const f of [this.file, `${this.file}.wal`]) {
      try {
        bytes += statSync(f).size;
      } catch {
        // No WAL after a checkpoint.
      }
    }
    return { rows: Number(rows), oldest: (oldest as string | null) ?? null, newest: (newest as string | null) ?? null, bytes };
  }

  async syncStart(): Promise<ArchiveAnswers['syncStart']> {
    // The service's text time, made TIMESTAMPTZ when the rows are added.
    await this.db.run(`CREATE OR REPLACE TEMP TABLE staging (${TABLE_COLUMNS.replace('t TIMESTAMPTZ NOT NULL', 'datetime VARCHAR NOT NULL')})`);
    return { since: await this.newestSecond() };
  }

  async stage(rows: ArchiveColumns): Promise<ArchiveAnswers['stage']> {
    const a = await this.db.createAppender('staging', 'main', 'temp');
    const n = rows.key.length;
    for (let i = 0; i < n; i += 1) appendRow(a, rows, i);
    a.closeSync();
    return { staged: n };
  }

  /**
   * Rows after the newest archived second are all new. Rows of that second are matched as
   * whole rows, counted: the k-th copy of a row is added only when the archive holds fewer
   * than k, so two identical attempts in one second are both kept, once each.
   */
  async syncCommit(): Promise<ArchiveAnswers['syncCommit']> {
    const since = (await this.newestSecond()) ?? '0001-01-01 00:00:00';
    const typed = `SELECT (datetime || '+00')::TIMESTAMPTZ AS t, * EXCLUDE (datetime) FROM temp.staging`;
    const numbered = (from: string): string => `SELECT *, row_number() OVER (PARTITION BY ${ROW_MEMBERS.join(', ')}) AS n FROM (${from}) WHERE t = TIMESTAMPTZ '${since}+00'`;
    const same = [...ROW_MEMBERS, 'n'].map((c) => `a.${c} IS NOT DISTINCT FROM s.${c}`).join(' AND ');
    const columns = `t, ${SERVICE_TEXT.join(', ')}, success, country, asn, ip4, ip6`;
    await this.db.run('BEGIN TRANSACTION');
    try {
      const boundary = await this.db.run(
        `INSERT INTO attempts (${columns}) SELECT ${columns} FROM (${numbered(typed)}) s WHERE NOT EXISTS (SELECT 1 FROM (${numbered('SELECT * FROM attempts')}) a WHERE ${same})`,
      );
      const later = await this.db.run(`INSERT INTO attempts (${columns}) SELECT ${columns} FROM (${typed}) WHERE t > TIMESTAMPTZ '${since}+00'`);
      await this.db.run('DROP TABLE temp.staging');
      await this.db.run('COMMIT');
      return { added: boundary.rowsChanged + later.rowsChanged };
    } catch (e) {
      await this.db.run('ROLLBACK');
      throw e;
    }
  }

  private async newestSecond(): Promise<string | null> {
    const r = await this.db.runAndReadAll(`SELECT ${utcText('max(t)')} FROM attempts`);
    return (r.getRows()[0]![0] as string | null) ?? null;
  }

  /**
   * Rows newest first, as the service lists them (within a second in the order the sync
   * received them, which is the service's), read a chunk at a time.
   */
  async readOpen(range: DateRange): Promise<ArchiveAnswers['readOpen']> {
    const result = await this.db.stream(
      `SELECT key, ${utcText('t')}, ${SERVICE_TEXT.slice(1).join(', ')}, success FROM attempts WHERE ${rangeWhere(range)} ORDER BY t DESC, rowid`,
    );
    const cursor = this.nextCursor++;
    this.cursors.set(cursor, result);
    return { cursor };
  }

  async readNext(cursor: number): Promise<ArchiveAnswers['readNext']> {
    const result = this.cursors.get(cursor);
    if (result === undefined) throw new Error(`no such cursor: ${cursor}`);
    const cols: unknown[][] = Array.from({ length: 11 }, () => []);
    while (cols[0]!.length < READ_ROWS) {
      const chunk = await result.fetchChunk();
      if (chunk === null || chunk.rowCount === 0) break;
      chunk.getColumns().forEach((c, i) => cols[i]!.push(...c));
    }
    if (cols[0]!.length === 0) {
      this.cursors.delete(cursor);
      return { rows: null };
    }
    const [key, datetime, ip, video, app, appinst, pageurl, refurl, reason, server_ip, success] = cols;
    return { rows: { key, datetime, ip, video, app, appinst, pageurl, refurl, reason, server_ip, success } as ServiceColumns };
  }

  async monthCounts(range: DateRange): Promise<MonthCount[]> {
    const r = await this.db.runAndReadAll(`SELECT strftime(t::TIMESTAMP, '%Y-%m') AS month, count(*)::BIGINT FROM attempts WHERE ${rangeWhere(range)} GROUP BY month ORDER BY month`);
    return r.getRows().map(([month, rows]) => ({ month: month as string, rows: Number(rows) }));
  }

  exportParquet(dir: string, range: DateRange): Promise<MonthCount[]> {
    return exportMonths(this.db, dir, range, () => this.monthCounts(range));
  }

  async forgetBefore(date: string): Promise<number> {
    const r = await this.db.run(`DELETE FROM attempts WHERE t < TIMESTAMPTZ '${dateOnly(date)} 00:00:00+00'`);
    await this.db.run('CHECKPOINT');
    return r.rowsChanged;
  }

  close(): void {
    this.db.closeSync();
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
