/**
 * What a sync stages comes back from the archive exactly: every member of every attempt,
 * hostile text included (quotes, commas, line breaks, edge spaces, the empty text apart
 * from none, NUL, the words DuckDB could take for null), in the service's order within
 * each second, across several batches, with places and shapes numbered anew many times
 * over (a small `kept`) — and a second sync over the newest second adds only what is new.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt } from '../../../shared/api/records';
import { type ArchiveSession, openArchive } from '../../../electron/core/archive/session';
import type { ServiceMember } from '../../../electron/core/archive/protocol';
import { BATCH_ROWS } from '../../../electron/core/archive/sync-files';
import { SyncWriter } from '../../../electron/core/archive/sync-writer';
import type { IpLookup } from '../../../electron/core/insights/ip-data';

const MEMBERS: ServiceMember[] = ['key', 'datetime', 'ip', 'video', 'app', 'appinst', 'pageurl', 'refurl', 'success', 'reason', 'server_ip'];
const HOSTILE = ['', ' lead', 'trail ', '\ttab', 'a,b', 'say "hi"', '"', '""', 'line\nbreak', 'cr\r\nlf', 'nul\u0000in', '\\N', 'NULL', 'null', 'émoji 😀', '=1+1', 'plain'];
const ADDRESSES = [null, '203.0.113.9', '2001:DB8::1', '2001:db8:0::1', 'no address', ' 198.51.100.4', '10.0.0.7'];
const ip: IpLookup = {
  country: (a) => (a.startsWith('2001') ? 'DE' : a === '203.0.113.9' ? 'NL' : null),
  network: (a) => (a.startsWith('2001') ? { asn: 3320, name: 'AS3320' } : null),
  about: {} as IpLookup['about'],
};
const PAGE = 5000;
const ROWS = BATCH_ROWS * 2 + 7_321;
const T0 = Date.parse('2026-03-01T00:00:00Z');

/** Newest first, as the service lists them; about 1,200 attempts a second, so seconds span pages and batches. */
function attempts(count: number, seed: number, newest: number): Attempt[] {
  let s = seed;
  const pick = <T>(from: readonly T[]): T => ((s = (s * 48271) % 2147483647), from[s % from.length]!);
  return Array.from({ length: count }, (_, i) => ({
    key: `cam_1.${pick(['a', 'b', 'c', 'd'])}${i % 7}`,
    datetime: new Date(newest - Math.floor(i / 1200) * 1000).toISOString().slice(0, 19).replace('T', ' '),
    ip: pick(ADDRESSES), video: pick([null, ...HOSTILE]), app: pick([null, 'demo-origin', ...HOSTILE]), appinst: pick([null, 'live']),
    pageurl: pick([null, ...HOSTILE]), refurl: pick([null, ...HOSTILE]), success: pick([true, false, null]), reason: pick(['Success', ...HOSTILE]), server_ip: pick([null, '10.20.0.1', '10.20.0.2']),
  }));
}

const line = (a: Attempt): string => JSON.stringify(MEMBERS.map((m) => a[m]));

async function stage(archive: ArchiveSession, rows: Attempt[]): Promise<number> {
  const writer = await SyncWriter.start(archive, ip, 3);
  for (let i = 0; i < rows.length; i += PAGE) await writer.add(rows.slice(i, i + PAGE));
  return (await writer.commit()).added;
}

async function archived(archive: ArchiveSession): Promise<string[]> {
  const { cursor } = await archive.request({ op: 'readOpen', range: {}, members: MEMBERS });
  const lines: string[] = [];
  for (;;) {
    const { rows } = await archive.request({ op: 'readNext', cursor });
    if (rows === null) return lines;
    for (let i = 0; i < rows.key!.length; i += 1) lines.push(JSON.stringify(MEMBERS.map((m) => rows[m]![i])));
  }
}

/**
 * The same lines in the same order, failing fast and small: the count first, then the first
 * line that differs with its index. (toEqual on 100k-line arrays spends minutes building
 * its diff when they differ.)
 */
function expectSameLines(got: string[], want: string[]): void {
  expect(got.length, 'line count').toBe(want.length);
  const at = got.findIndex((l, i) => l !== want[i]);
  expect(at === -1 ? null : { at, got: got[at], want: want[at] }, 'first line that differs').toBeNull();
}

let dir: string;
let archive: ArchiveSession;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mc-archive-staged-'));
  archive = await openArchive(dir);
});
afterAll(async () => {
  await archive.close();
  await rm(dir, { recursive: true, force: true });
});

describe('staged rows', () => {
  it('come back member for member and in the service order, over batches and places and shapes numbered anew', async () => {
    const first = attempts(ROWS, 7, T0);
    expect(await stage(archive, first)).toBe(ROWS);
    expectSameLines(await archived(archive), first.map(line));
  }, 120_000);

  it('a second sync over the newest second adds only the attempts the archive lacks, copies counted', async () => {
    const held = await archived(archive);
    const newestSecond = JSON.parse(held[0]!)[1] as string;
    const inIt = held.filter((l) => JSON.parse(l)[1] === newestSecond).length;
    // Two seconds newer than the archive, then its newest second again with one more copy of its first row.
    const newer = attempts(2_400, 11, T0 + 2000);
    const again = attempts(ROWS, 7, T0).slice(0, inIt);
    const copy = attempts(1, 7, T0);
    expect(await stage(archive, [...newer, ...again, ...copy])).toBe(newer.length + 1);
    const now = await archived(archive);
    expect(now.length).toBe(held.length + newer.length + 1);
    expectSameLines(now.slice(0, newer.length), newer.map(line));
    expect(now.filter((l) => l === line(copy[0]!))).toHaveLength(held.filter((l) => l === line(copy[0]!)).length + 1);
  }, 120_000);
});
