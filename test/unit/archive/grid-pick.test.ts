/**
 * The grid's page over the archive file itself (grid.ts, no archive process): a narrowing
 * filter's first page tests the filter over the file once — gathering its matches both
 * orders and counts them — where counting apart tested it twice (a key's part over 10 M texts
 * is most of a filtered page's cost). The count is kept while the filter pages, a page past
 * the end still says the count, and all rows unfiltered are counted apart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type GridCount, gridPage } from '../../../electron/core/archive/grid';
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

/** The statements that test the key filter over the file, counted as they run. */
function filterTests(filterText: string): { n: () => number; restore: () => void } {
  const original = db.runAndReadAll.bind(db);
  let n = 0;
  db.runAndReadAll = ((sql: string, ...rest: unknown[]) => {
    if (sql.includes(filterText)) n += 1;
    return (original as (s: string, ...r: unknown[]) => ReturnType<DuckDBConnection['runAndReadAll']>)(sql, ...rest);
  }) as DuckDBConnection['runAndReadAll'];
  return { n: () => n, restore: () => { db.runAndReadAll = original; } };
}

function memo(): GridCount & { kept: () => number } {
  let kept: { where: string; total: number } | null = null;
  let keeps = 0;
  return {
    known: (where) => (kept?.where === where ? kept.total : null),
    keep: (where, total) => { kept = { where, total }; keeps += 1; },
    kept: () => keeps,
  };
}

it("a narrowing filter's first page tests the filter once for its rows and its count, then once a page", async () => {
  const spy = filterTests("contains(key, 'cam_8.')");
  const count = memo();
  try {
    const first = await gridPage(db, { filter: { key: 'cam_8.' }, offset: 0, limit: 20, upTo: null }, count);
    expect(first.total).toBe(ROWS / 5);
    expect(first.rows.id).toHaveLength(20);
    expect(first.rows.key.every((k) => k.startsWith('cam_8.'))).toBe(true);
    // Newest first: the last inserted match (i = 245) leads.
    expect(first.rows.key[0]).toBe('cam_8.245');
    expect(spy.n()).toBe(1);
    const second = await gridPage(db, { filter: { key: 'cam_8.' }, offset: 20, limit: 20, upTo: first.upTo }, count);
    expect(second.total).toBe(ROWS / 5);
    expect(second.rows.key[0]).toBe('cam_8.145');
    expect(spy.n()).toBe(2);
    expect(count.kept()).toBe(1);
  } finally {
    spy.restore();
  }
});

it('a page past the end of a filter still says its count', async () => {
  const r = await gridPage(db, { filter: { key: 'cam_8.' }, offset: 1000, limit: 20, upTo: null }, memo());
  expect(r.rows.id).toHaveLength(0);
  expect(r.total).toBe(ROWS / 5);
});

it('all rows unfiltered are counted apart, newest first', async () => {
  const r = await gridPage(db, { filter: {}, offset: 0, limit: 10, upTo: null }, memo());
  expect(r.total).toBe(ROWS);
  expect(r.rows.key[0]).toBe('cam_1.249');
});
