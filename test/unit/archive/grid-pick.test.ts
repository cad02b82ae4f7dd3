/**
 * The grid's page over the archive file itself (grid.ts, no archive process): a filter is
 * counted once while it pages (a key's part over 10 M texts is most of a count's cost), a
 * page past the end still says the count, and all rows unfiltered are counted too.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gridCount, gridPage } from '../../../electron/core/archive/grid';
import { type GridMemo, gridMemo } from '../../../electron/core/archive/grid-walk';
import { openArchiveDb } from '../../../electron/core/archive/open-db';

let work: string;
let db: DuckDBConnection;
let close: () => void;
const ROWS = 250;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'mc-grid-pick-'));
  const opened = await openArchiveDb(join(work, 'attempts.duckdb'));
  db = opened.db;
  close = () => db.closeSync();
  // Every 5th attempt's key holds "cam_8."; times one second apart, newest last.
  await db.run(
    `INSERT INTO attempts (t, key, success, reason) SELECT TIMESTAMPTZ '2026-03-01 00:00:00+00' + to_seconds(i), CASE WHEN i % 5 = 0 THEN 'cam_8.' ELSE 'cam_1.' END || i, i % 2 = 0, 'Success' FROM range(${ROWS}) r(i)`,
  );
});
afterAll(async () => {
  close();
  await rm(work, { recursive: true, force: true });
});

/** The statements that count the key filter over the file, counted as they run. */
function filterCounts(filterText: string): { n: () => number; restore: () => void } {
  const original = db.runAndReadAll.bind(db);
  let n = 0;
  db.runAndReadAll = ((sql: string, ...rest: unknown[]) => {
    if (sql.includes(filterText) && sql.includes('count(*)')) n += 1;
    return (original as (s: string, ...r: unknown[]) => ReturnType<DuckDBConnection['runAndReadAll']>)(sql, ...rest);
  }) as DuckDBConnection['runAndReadAll'];
  return { n: () => n, restore: () => { db.runAndReadAll = original; } };
}

const memo = (): GridMemo => gridMemo();

it('a filter\'s page comes without its count, which is counted once while the filter pages', async () => {
  const spy = filterCounts("contains(key, 'cam_8.')");
  const m = memo();
  try {
    const first = await gridPage(db, { filter: { key: 'cam_8.' }, offset: 0, limit: 20, upTo: null }, m);
    expect(first.total).toBeNull();
    expect(first.rows.id).toHaveLength(20);
    expect(first.rows.key.every((k) => k.includes('cam_8.'))).toBe(true);
    // Newest first: the last inserted match (i = 245) leads.
    expect(first.rows.key[0]).toBe('cam_8.245');
    expect(spy.n()).toBe(0);
    expect(await gridCount(db, { key: 'cam_8.' }, first.upTo, m)).toBe(ROWS / 5);
    const second = await gridPage(db, { filter: { key: 'cam_8.' }, offset: 20, limit: 20, upTo: first.upTo }, m);
    expect(second.total).toBe(ROWS / 5);
    expect(second.rows.key[0]).toBe('cam_8.145');
    expect(await gridCount(db, { key: 'cam_8.' }, first.upTo, m)).toBe(ROWS / 5);
    expect(spy.n()).toBe(1);
  } finally {
    spy.restore();
  }
});

it('a page past the end of a filter reads no rows, and its count is still the count', async () => {
  const m = memo();
  const r = await gridPage(db, { filter: { key: 'cam_8.' }, offset: 1000, limit: 20, upTo: null }, m);
  expect(r.rows.id).toHaveLength(0);
  expect(await gridCount(db, { key: 'cam_8.' }, r.upTo, m)).toBe(ROWS / 5);
});

it('all rows unfiltered are counted apart, newest first', async () => {
  const r = await gridPage(db, { filter: {}, offset: 0, limit: 10, upTo: null }, memo());
  expect(r.total).toBe(ROWS);
  expect(r.rows.key[0]).toBe('cam_1.249');
});
