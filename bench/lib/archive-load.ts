/**
 * The archive bench's query side, run as its own process (like the archive's): builds an
 * archive file of N synthetic attempts loaded directly (SQL, no service), counts the
 * key-days a sync would keep beside them, then times the queries over it and a Parquet
 * export, and prints one JSON line of figures, each with
 * the count it was checked against. Usage: node --import tsx bench/lib/archive-load.ts N DIR
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_SHARING } from '../../shared/domain/insights/types';
import { countKeyDays, sharedKeysSql } from '../../electron/core/archive/key-days';
import { openArchiveDb } from '../../electron/core/archive/open-db';
import { exportMonths } from '../../electron/core/archive/parquet';
import { gridCount, gridPage } from '../../electron/core/archive/grid';
import { gridMemo } from '../../electron/core/archive/grid-walk';

const n = Number(process.argv[2]);
const dir = process.argv[3]!;
const file = join(dir, 'attempts.duckdb');

/** N attempts over 300 days: 200,000 keys each used from two addresses of one home, every 1,000th key from anywhere; 60 countries, 5,000 networks. */
const LOAD = (rows: number): string => `
INSERT INTO attempts
SELECT t, key, ip, video, app, NULL, 'https://p.example/', NULL, success, reason, NULL, country, asn, ip4, NULL, NULL
FROM (
  SELECT i,
    TIMESTAMPTZ '2026-01-01 00:00:00+00' + to_seconds((i * 7919) % (300 * 86400)) AS t,
    (i * 48271) % 200000 AS k,
    'cam_' || (k % 50) || '.' || lpad(printf('%x', k), 14, '0') || '.00000001' AS key,
    CASE WHEN k % 1000 = 0 THEN i % 1500000 ELSE (k * 3 + i % 2) % 1500000 END AS a,
    -- Where an address is: an ordinary key's two addresses share one home; a shared key's are anywhere.
    CASE WHEN k % 1000 = 0 THEN a ELSE k END AS home,
    (16777216 + a * 97)::UINTEGER AS ip4,
    (ip4 >> 24) || '.' || ((ip4 >> 16) & 255) || '.' || ((ip4 >> 8) & 255) || '.' || (ip4 & 255) AS ip,
    'cam_' || (k % 50) AS video, 'demo-origin' AS app,
    i % 4 <> 0 AS success,
    CASE WHEN i % 4 <> 0 THEN 'Success' WHEN i % 8 = 0 THEN 'Invalid IP Address' ELSE 'Exceeded max views' END AS reason,
    chr((65 + (home % 60) // 26)::INTEGER) || chr((65 + (home % 60) % 26)::INTEGER) AS country,
    (home % 5000)::INTEGER AS asn
  FROM range(${rows}) r(i)
)`;

const BY_COUNTRY = `SELECT country, count(*) AS attempts, count(*) FILTER (success) AS accepted FROM attempts GROUP BY country ORDER BY attempts DESC`;
/** The same rule straight from every attempt, which the timed answer from the key-days must equal. */
const SHARED_FROM_ROWS = `
WITH w AS (
  SELECT key, floor(epoch(t) / 86400) AS win, count(DISTINCT coalesce(ip4::VARCHAR, ip6)) AS ips, count(DISTINCT country) AS c, count(DISTINCT asn) AS nets
  FROM attempts WHERE key <> '' GROUP BY key, win
)
SELECT DISTINCT key FROM w WHERE ips > 3 OR c >= 2 OR nets >= 2`;

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const t0 = performance.now();
  const value = await work();
  return { seconds: (performance.now() - t0) / 1000, value };
}

const keysOf = async (sql: string): Promise<string[]> => (await db.runAndReadAll(sql)).getRows().map((r) => r[0] as string).sort();

// The archive process's own settings (memory cap, spill folder) and tables.
const { db } = await openArchiveDb(file);
// A bulk load in no particular order: DuckDB need not hold rows back to keep their order.
await db.run('SET preserve_insertion_order = false');
const load = await timed(async () => {
  await db.run(LOAD(n));
  await db.run('CHECKPOINT');
});
// What a sync of these rows would add to the key-days beside them.
const precompute = await timed(async () => {
  await countKeyDays(db, null);
  await db.run('CHECKPOINT');
});
const byCountry = await timed(async () => (await db.runAndReadAll(BY_COUNTRY)).getRows());
const countryTotal = byCountry.value.reduce((s, r) => s + Number(r[1]), 0);
const shared = await timed(() => keysOf(sharedKeysSql(DEFAULT_SHARING, {})!));
const fromRows = await keysOf(SHARED_FROM_ROWS);
// The archive screen: its first page (newest 100 of all) and a filter (a key's part, rejected), counted as the engine counts.
// A fresh memo a read, as the archive process keeps one for the filter it pages (engine.ts).
const gridFirst = await timed(() => gridPage(db, { filter: {}, offset: 0, limit: 100, upTo: null }, gridMemo()));
const newest = (await db.runAndReadAll(`SELECT strftime(max(t)::TIMESTAMP, '%Y-%m-%d %H:%M:%S') FROM attempts`)).getRows()[0]![0] as string;
// A filter's first page, then its count (the screen asks for it once that page is shown), each timed.
const filterMemo = gridMemo();
const filter = { key: 'cam_8.', success: 'rejected' } as const;
const gridFilter = await timed(() => gridPage(db, { filter, offset: 0, limit: 100, upTo: null }, filterMemo));
const gridFilterCount = await timed(() => gridCount(db, filter, gridFilter.value.upTo, filterMemo));
// The same count and pages written apart, over the rows as loaded: the one ORDER BY of every match.
const filterSource = Number((await db.runAndReadAll(`SELECT count(*) FILTER (WHERE contains(key, 'cam_8.') AND success = false) FROM attempts`)).getRows()[0]![0]);
const newest100 = async (where: string): Promise<string> =>
  (await db.runAndReadAll(`SELECT rowid FROM attempts WHERE ${where} ORDER BY t DESC NULLS LAST, rowid LIMIT 100`)).getRows().map((r) => String(r[0])).join(',');
const firstAsOrdered = gridFirst.value.rows.id.join(',') === (await newest100('true'));
const filterAsOrdered = gridFilter.value.rows.id.join(',') === (await newest100("contains(key, 'cam_8.') AND NOT success"));
const bytes = statSync(file).size;
const parquet = await timed(() =>
  exportMonths(db, join(dir, 'parquet'), {}, async () => (await db.runAndReadAll(`SELECT strftime(t::TIMESTAMP, '%Y-%m') m, count(*) FROM attempts GROUP BY m`)).getRows().map(([m, c]) => ({ month: m as string, rows: Number(c) }))),
);
db.closeSync();
process.stdout.write(`${JSON.stringify({
  rows: n,
  loadSeconds: load.seconds,
  precomputeSeconds: precompute.seconds,
  byCountrySeconds: byCountry.seconds,
  countryTotal,
  sharedSeconds: shared.seconds,
  sharedKeys: shared.value.length,
  sharedAsRows: shared.value.join('\n') === fromRows.join('\n'),
  bytes,
  gridFirstSeconds: gridFirst.seconds,
  gridFirstOk: gridFirst.value.total === n && gridFirst.value.rows.id.length === 100 && gridFirst.value.rows.time[0] === newest && firstAsOrdered,
  gridFilterSeconds: gridFilter.seconds,
  gridFilterOk: filterSource > 0 && gridFilter.value.rows.id.length === Math.min(100, filterSource) && gridFilter.value.rows.key.every((k) => k.includes('cam_8.')) && gridFilter.value.rows.success.every((x) => x === false) && filterAsOrdered,
  gridFilterCountSeconds: gridFilterCount.seconds,
  gridFilterTotal: gridFilterCount.value,
  gridFilterCountOk: gridFilterCount.value === filterSource,
  parquetSeconds: parquet.seconds,
  parquetRows: parquet.value.reduce((s, m) => s + m.rows, 0),
  parquetMonths: parquet.value.length,
})}\n`);
