/**
 * The archive's key-days (per key and UTC day with 2+ addresses: addresses, countries,
 * networks) stay exactly what the attempts say after a first sync, a second one that
 * overlaps the newest second, and a "forget before date"; and the keys the archive finds
 * shared from them are the keys the insights tally finds shared in the same attempts, for
 * several limits of addresses and a date range.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt } from '../../../shared/api/records';
import type { SharingRule } from '../../../shared/domain/insights/types';
import { SyncWriter } from '../../../electron/core/archive/sync-writer';
import { ARCHIVE_FILE, type ArchiveSession, openArchive } from '../../../electron/core/archive/session';
import type { IpLookup } from '../../../electron/core/insights/ip-data';
import { createTally } from '../../../electron/core/insights/tally';

const PLACES: Record<string, [string, number]> = {
  '193.0.6.139': ['NL', 3333], '202.12.29.205': ['AU', 4608], '200.3.14.10': ['UY', 28001],
  '81.2.69.1': ['NL', 1136], '81.2.69.2': ['NL', 1136], '81.2.69.3': ['NL', 1136], '2001:db8::1': ['DE', 3320],
};
const ip: IpLookup = {
  country: (a) => PLACES[a]?.[0] ?? null,
  network: (a) => (PLACES[a] ? { asn: PLACES[a][1], name: `AS${PLACES[a][1]}` } : null),
  about: {} as IpLookup['about'],
};
/** Written as the service may write them: one v6 address twice, an address placed nowhere, text that is no address. */
const POOL = ['81.2.69.1', '81.2.69.2', '2001:DB8::1', '81.2.69.3', '2001:db8:0::1', '193.0.6.139', '10.0.0.7', '202.12.29.205', 'no address', '200.3.14.10'];
const RULES: SharingRule[] = [{ maxIps: 3, windowHours: 24 }, { maxIps: 1, windowHours: 24 }, { maxIps: 2, windowHours: 24 }];
const DAY0 = Date.parse('2026-03-01T00:00:00Z');

/** Key k is used from 1–5 addresses of the pool; some attempts have no key or no address. */
function attempts(from: number, count: number, seed: number): Attempt[] {
  let s = seed;
  const next = (m: number): number => ((s = (s * 48271) % 2147483647), s % m);
  return Array.from({ length: count }, () => {
    const k = next(40);
    const datetime = new Date(from + next(3 * 86400) * 1000).toISOString().slice(0, 19).replace('T', ' ');
    const address = next(50) === 0 ? null : POOL[(k + next((k % 5) + 1)) % POOL.length]!;
    return { key: k === 39 ? '' : `cam_1.${k}`, datetime, ip: address, success: true, reason: 'Success', video: null, app: null, appinst: null, pageurl: null, refurl: null, server_ip: null };
  });
}

const newestFirst = (rows: Attempt[]): Attempt[] => [...rows].sort((x, y) => y.datetime!.localeCompare(x.datetime!));

function tallyShared(rows: Attempt[], rule: SharingRule): string[] {
  const t = createTally(ip, rule);
  for (const a of newestFirst(rows)) t.add(a);
  return t.result(true).sharedKeys.map((k) => k.key).sort();
}

let dir: string;
let archive: ArchiveSession;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mc-archive-key-hours-'));
  archive = await openArchive(dir);
});
afterAll(async () => {
  await archive.close();
  await rm(dir, { recursive: true, force: true });
});

async function syncRows(rows: Attempt[]): Promise<number> {
  const writer = await SyncWriter.start(archive, ip);
  await writer.add(newestFirst(rows));
  return (await writer.commit()).added;
}

/** The key-days the table should hold, from the attempts, against what it holds: [missing, extra, duplicated]. */
async function keyDaysDrift(): Promise<number[]> {
  await archive.close();
  const instance = await DuckDBInstance.create(join(dir, ARCHIVE_FILE), { access_mode: 'READ_ONLY' });
  const db = await instance.connect();
  try {
    const addresses = `SELECT key, floor(epoch(t) / 86400)::INTEGER AS day, coalesce(ip4::VARCHAR, ip6) AS address, country, asn FROM attempts WHERE key <> ''`;
    const expected = `SELECT key, day, count(DISTINCT address), count(DISTINCT country), count(DISTINCT asn) FROM (${addresses}) GROUP BY key, day HAVING count(DISTINCT address) > 1`;
    const held = 'SELECT key, day, ips, countries, networks FROM key_days';
    const one = async (sql: string): Promise<number> => Number((await db.runAndReadAll(sql)).getRows()[0]![0]);
    return [
      await one(`SELECT count(*) FROM (${expected} EXCEPT ${held})`),
      await one(`SELECT count(*) FROM (${held} EXCEPT ${expected})`),
      (await one('SELECT count(*) FROM key_days')) - (await one(`SELECT count(*) FROM (${expected})`)),
    ];
  } finally {
    db.closeSync();
    instance.closeSync();
    archive = await openArchive(dir);
  }
}

async function archiveShared(rule: SharingRule, fromDate?: string): Promise<string[] | null> {
  const { keys } = await archive.request({ op: 'sharedKeys', range: fromDate === undefined ? {} : { fromDate }, rule });
  return keys === null ? null : [...keys].sort();
}

describe('the key-days of the archive', () => {
  const first = attempts(DAY0, 3000, 7);
  const newest = newestFirst(first)[0]!.datetime!;
  // The next sync reads the newest second again (the service sends it whole) and days after it.
  const second = [...first.filter((a) => a.datetime === newest), { ...first.find((a) => a.datetime === newest)!, ip: '200.3.14.10' }, ...attempts(Date.parse(`${newest.replace(' ', 'T')}Z`) + 1000, 2000, 11)];
  const all = [...first, ...second.slice(first.filter((a) => a.datetime === newest).length)];

  it('hold what the first sync added, and name the keys the tally finds shared, rule by rule', async () => {
    expect(await syncRows(first)).toBe(3000);
    expect(await keyDaysDrift()).toEqual([0, 0, 0]);
    for (const rule of RULES) {
      const shared = await archiveShared(rule);
      expect(shared, JSON.stringify(rule)).toEqual(tallyShared(first, rule));
      expect(shared!.length).toBeGreaterThan(0);
    }
    // Some keys are never shared: the rule is read, not every key named.
    expect((await archiveShared(RULES[0]!))!.length).toBeLessThan(39);
    // Another window is left to the tally.
    expect(await archiveShared({ maxIps: 3, windowHours: 6 })).toBeNull();
  }, 60_000);

  it('grow by exactly what a second sync adds, the overlapping second matched', async () => {
    expect(await syncRows(second)).toBe(all.length - first.length);
    expect(await keyDaysDrift()).toEqual([0, 0, 0]);
    for (const rule of RULES) expect(await archiveShared(rule), JSON.stringify(rule)).toEqual(tallyShared(all, rule));
    const later = '2026-03-03';
    expect(await archiveShared(RULES[0]!, later)).toEqual(tallyShared(all.filter((a) => a.datetime! >= later), RULES[0]!));
  }, 60_000);

  it('lose the days of the attempts forgotten before a date, and only those', async () => {
    const before = '2026-03-03';
    const { removed } = await archive.request({ op: 'forgetBefore', date: before });
    const kept = all.filter((a) => a.datetime! >= before);
    expect(removed).toBe(all.length - kept.length);
    expect(await keyDaysDrift()).toEqual([0, 0, 0]);
    for (const rule of RULES) expect(await archiveShared(rule), JSON.stringify(rule)).toEqual(tallyShared(kept, rule));
  }, 60_000);
});
