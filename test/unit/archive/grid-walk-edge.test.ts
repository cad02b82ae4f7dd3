/**
 * A window's edge of the newest-first walk (grid-walk.ts) falls on a second holding several
 * matching rows: every second here holds two, so whatever second an edge lands on, its rows
 * straddle it. A window takes `t >= lo` and the next, in the same page, `t < lo`: rows at `lo`
 * are read once, by the upper window. Either bound off by one loses or doubles that second's rows.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gridPage } from '../../../electron/core/archive/grid';
import { GRID_ORDER, gridWhere } from '../../../electron/core/archive/grid-sql';
import { gridMemo } from '../../../electron/core/archive/grid-walk';
import { openArchiveDb } from '../../../electron/core/archive/open-db';

let work: string;
let db: DuckDBConnection;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'mc-grid-edge-'));
  db = (await openArchiveDb(join(work, 'attempts.duckdb'))).db;
  // 6,000 rows, twenty a second over 300 seconds, archived in no time order; two of each
  // second's twenty match. So sparse that a page of 13 outruns its first window (sized for
  // all rows) and reads on into the next, whose top edge is then a second with matches.
  await db.run(
    `INSERT INTO attempts (t, key, success, reason) SELECT TIMESTAMPTZ '2026-03-01 00:00:00+00' + to_seconds(i // 20), CASE WHEN i % 20 < 2 THEN 'cam_8.' ELSE 'cam_1.' END || i, true, 'Success' FROM range(6000) r(i) ORDER BY hash(i)`,
  );
});
afterAll(async () => {
  db.closeSync();
  await rm(work, { recursive: true, force: true });
});

it('rows of one second at a window edge are each paged exactly once, in the plain order', async () => {
  const filter = { key: 'cam_8.' };
  const want = (await db.runAndReadAll(`SELECT rowid FROM attempts WHERE ${gridWhere(filter)} ORDER BY ${GRID_ORDER}`)).getRows().map((r) => Number(r[0]));
  const original = db.runAndReadAll.bind(db);
  const edges: string[] = [];
  const nextWindows: string[] = [];
  db.runAndReadAll = ((sql: string, ...rest: unknown[]) => {
    const edge = /AND t >=? make_timestamptz\((\d+)\)/.exec(sql);
    if (edge && sql.includes('ORDER BY t DESC, rowid LIMIT')) edges.push(edge[1]!);
    // A window read on in the same page (not from a page's cursor): its top is the last window's edge.
    const next = /WHERE t <=? make_timestamptz\((\d+)\)/.exec(sql);
    if (next && sql.includes('ORDER BY t DESC, rowid LIMIT')) nextWindows.push(next[1]!);
    return (original as (s: string, ...r: unknown[]) => ReturnType<DuckDBConnection['runAndReadAll']>)(sql, ...rest);
  }) as DuckDBConnection['runAndReadAll'];
  const ids: number[] = [];
  try {
    const memo = gridMemo();
    let upTo: number | null = null;
    for (let offset = 0; ; offset += 13) {
      const p = await gridPage(db, { filter, offset, limit: 13, upTo }, memo);
      upTo = p.upTo;
      ids.push(...p.rows.id);
      if (!p.more) break;
    }
  } finally {
    db.runAndReadAll = original;
  }
  // The walk crossed window edges, and each edge is a second holding matching rows.
  expect(edges.length).toBeGreaterThan(3);
  expect(nextWindows.length).toBeGreaterThan(3);
  for (const lo of [...edges, ...nextWindows]) {
    const n = Number((await db.runAndReadAll(`SELECT count(*) FROM attempts WHERE ${gridWhere(filter)} AND t = make_timestamptz(${lo})`)).getRows()[0]![0]);
    expect(n, `rows matching at edge ${lo}`).toBeGreaterThan(0);
  }
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(want);
});
