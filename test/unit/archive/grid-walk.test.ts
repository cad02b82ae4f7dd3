/**
 * The grid's pages walked window by window (grid-walk.ts) are exactly the plain order's:
 * paging a filter to its end over seconds of many rows, windows of very different density
 * and rows with no time, no row is skipped or repeated and the order is
 * `ORDER BY t DESC NULLS LAST, rowid`'s with its offset. Rows are archived out of time order
 * and page sizes cut a second's rows, so the cursor's second and the windows' edges are met.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ArchiveGridFilter } from '../../../shared/domain/archive/grid';
import { gridPage } from '../../../electron/core/archive/grid';
import { GRID_ORDER, gridWhere } from '../../../electron/core/archive/grid-sql';
import { gridMemo } from '../../../electron/core/archive/grid-walk';
import { openArchiveDb } from '../../../electron/core/archive/open-db';

let work: string;
let db: DuckDBConnection;

// i < 80: one second; 80..99: the newest second; 100..129: no time; the rest one a second
// before the newest, so every window's edge (on a whole second) falls on a row's time.
const TIME = `CASE WHEN i < 80 THEN TIMESTAMPTZ '2026-03-01 00:08:20+00'
  WHEN i < 100 THEN TIMESTAMPTZ '2026-03-01 00:28:30+00'
  WHEN i < 130 THEN NULL
  ELSE TIMESTAMPTZ '2026-03-01 00:00:00+00' + to_seconds(i - 130) END`;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'mc-grid-walk-'));
  db = (await openArchiveDb(join(work, 'attempts.duckdb'))).db;
  // Archived in no time order (a hash of i), as rows of one second may come from two syncs.
  await db.run(
    `INSERT INTO attempts (t, key, success, reason) SELECT ${TIME}, CASE WHEN i % 3 = 0 THEN 'cam_8.' ELSE 'cam_1.' END || i, i % 4 <> 0, 'Success' FROM range(1840) r(i) ORDER BY hash(i)`,
  );
});
afterAll(async () => {
  db.closeSync();
  await rm(work, { recursive: true, force: true });
});

const plain = async (filter: ArchiveGridFilter): Promise<number[]> =>
  (await db.runAndReadAll(`SELECT rowid FROM attempts WHERE ${gridWhere(filter)} ORDER BY ${GRID_ORDER}`)).getRows().map((r) => Number(r[0]));

/** Every page of the filter in turn, `limit` a page, as the screen's Next asks. */
async function walked(filter: ArchiveGridFilter, limit: number): Promise<{ ids: number[]; windows: number }> {
  const original = db.runAndReadAll.bind(db);
  let windows = 0;
  db.runAndReadAll = ((sql: string, ...rest: unknown[]) => {
    if (sql.includes('ORDER BY t DESC, rowid LIMIT')) windows += 1;
    return (original as (s: string, ...r: unknown[]) => ReturnType<DuckDBConnection['runAndReadAll']>)(sql, ...rest);
  }) as DuckDBConnection['runAndReadAll'];
  try {
    const memo = gridMemo();
    const ids: number[] = [];
    let upTo: number | null = null;
    for (let offset = 0; offset < 3000; offset += limit) {
      const p = await gridPage(db, { filter, offset, limit, upTo }, memo);
      upTo = p.upTo;
      ids.push(...p.rows.id);
      if (p.rows.id.length < limit) return { ids, windows };
    }
    throw new Error('no end to the pages');
  } finally {
    db.runAndReadAll = original;
  }
}

const FILTERS: ArchiveGridFilter[] = [{}, { key: 'cam_8.' }, { success: 'rejected' }, { key: 'cam_8.', success: 'rejected' }, { key: 'nowhere' }];

it('pages every filter to its end in the plain order, none skipped or repeated, across seconds cut by a page', async () => {
  for (const filter of FILTERS) {
    const want = await plain(filter);
    for (const limit of [7, 20, 100]) {
      const got = await walked(filter, limit);
      expect(got.ids, `${JSON.stringify(filter)} by ${limit}`).toEqual(want);
    }
  }
});

it('reads a page in more than one window when the first holds too few, and still in order', async () => {
  // The first window is sized from all rows' density; a second of 80 rows and sparse days around it widen it.
  // One row in twelve matches: a window sized to hold eight pages of rows holds fewer than one page of matches.
  const got = await walked({ key: 'cam_8.', success: 'rejected' }, 20);
  expect(got.ids).toEqual(await plain({ key: 'cam_8.', success: 'rejected' }));
  const pages = Math.ceil((got.ids.length + 1) / 20);
  expect(got.windows).toBeGreaterThan(pages);
});

it('a page where no page ended (the page size changed) is the plain order\'s slice', async () => {
  const memo = gridMemo();
  const first = await gridPage(db, { filter: { success: 'rejected' }, offset: 0, limit: 7, upTo: null }, memo);
  const odd = await gridPage(db, { filter: { success: 'rejected' }, offset: 10, limit: 20, upTo: first.upTo }, memo);
  expect(odd.rows.id).toEqual((await plain({ success: 'rejected' })).slice(10, 30));
});

it('says exactly whether a row matches past the page, on a last page exactly a page long (walked and plain)', async () => {
  const want = await plain({ key: 'cam_8.' });
  const half = want.length / 2;
  expect(Number.isInteger(half)).toBe(true);
  const memo = gridMemo();
  const first = await gridPage(db, { filter: { key: 'cam_8.' }, offset: 0, limit: half, upTo: null }, memo);
  expect([first.total, first.rows.id.length, first.more]).toEqual([null, half, true]);
  // The second page walks on from the first's cursor and is exactly a page long: nothing after it.
  const last = await gridPage(db, { filter: { key: 'cam_8.' }, offset: half, limit: half, upTo: first.upTo }, memo);
  expect([last.rows.id.length, last.more]).toEqual([half, false]);
  const whole = await gridPage(db, { filter: { key: 'cam_8.' }, offset: 0, limit: want.length, upTo: first.upTo }, gridMemo());
  expect(whole.more).toBe(false);
  const short = await gridPage(db, { filter: { key: 'cam_8.' }, offset: 0, limit: want.length - 1, upTo: first.upTo }, gridMemo());
  expect(short.more).toBe(true);
});
