/**
 * The archive's shared-ticket rule at its edges, as the live tally's
 * (test/unit/insights/shared-rule-boundaries.test.ts): exactly two countries, or exactly
 * two networks, within one UTC day is shared; two addresses of one country and one network
 * are not; 23:59:59 and the next 00:00:00 are two days, 00:00:00 and 23:59:59 one. Read
 * from the key-days the sync keeps, and kept when a later sync adds an attempt written
 * late into an earlier day.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArchiveSession, openArchive } from '../../../electron/core/archive/session';
import { syncArchive } from '../../../electron/core/archive/sync';
import type { IpLookup } from '../../../electron/core/insights/ip-data';
import { FakeErrorlog, type WrittenAttempt } from './fake-errorlog';

/** Address → [country, AS]: .1 and .2 differ by country only, .1 and .3 by network only, .1 and .4 by neither. */
const PLACES: Record<string, [string, number]> = {
  '192.0.2.1': ['NL', 1136],
  '192.0.2.2': ['BE', 1136],
  '192.0.2.3': ['NL', 3333],
  '192.0.2.4': ['NL', 1136],
};
const ip: IpLookup = {
  country: (a) => PLACES[a]?.[0] ?? null,
  network: (a) => (PLACES[a] ? { asn: PLACES[a][1], name: 'n' } : null),
  about: {} as IpLookup['about'],
};
const use = (key: string, address: string, datetime: string): WrittenAttempt =>
  ({ key, ip: address, datetime, success: true, reason: 'Success', video: 'v', app: 'live', appinst: null, pageurl: null, refurl: null, server_ip: null });

let dir: string;
let archive: ArchiveSession;
const log = new FakeErrorlog();
const sync = () => syncArchive({ archive, call: log.call, ip, signal: new AbortController().signal, now: () => Date.parse('2026-11-04T00:00:00Z') });
// maxIps far above 2, so only the place rules can fire.
const shared = async (): Promise<string[] | null> => {
  const { keys } = await archive.request({ op: 'sharedKeys', range: {}, rule: { maxIps: 10, windowHours: 24 } });
  return keys === null ? null : [...keys].sort();
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mc-archive-rule-'));
  archive = await openArchive(dir);
});
afterAll(async () => {
  await archive.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the archive's shared-ticket rule at its edges", () => {
  it('exactly 2 countries in 1 network, or 2 networks in 1 country, in one day: shared; one of each, or two days: not', async () => {
    log.write(
      use('two-countries', '192.0.2.2', '2026-11-02 11:00:00'), use('two-countries', '192.0.2.1', '2026-11-02 12:00:00'),
      use('two-networks', '192.0.2.3', '2026-11-02 11:00:00'), use('two-networks', '192.0.2.1', '2026-11-02 12:00:00'),
      use('one-place', '192.0.2.4', '2026-11-02 11:00:00'), use('one-place', '192.0.2.1', '2026-11-02 12:00:00'),
      use('two-days', '192.0.2.1', '2026-11-02 23:59:59'), use('two-days', '192.0.2.2', '2026-11-03 00:00:00'),
      use('one-day', '192.0.2.1', '2026-11-02 00:00:00'), use('one-day', '192.0.2.2', '2026-11-02 23:59:59'),
      use('late', '192.0.2.1', '2026-11-02 22:00:00'), use('last', '192.0.2.1', '2026-11-03 01:00:00'),
    );
    expect((await sync()).progress.added).toBe(12);
    expect(await shared()).toEqual(['one-day', 'two-countries', 'two-networks']);
  }, 60_000);

  it('a later sync that adds an attempt written late into an earlier day counts that day again', async () => {
    // From another country, in the same network, on the day before the newest archived one.
    log.write(use('late', '192.0.2.2', '2026-11-02 21:00:00'));
    expect((await sync()).progress).toMatchObject({ added: 1, late: 1 });
    expect(await shared()).toEqual(['late', 'one-day', 'two-countries', 'two-networks']);
  }, 60_000);
});
