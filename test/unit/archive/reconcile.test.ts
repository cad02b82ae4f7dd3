/**
 * The archive against a fake service whose log behaves like several edge servers' (see
 * fake-errorlog.ts): after every sync the archive equals the service's log exactly, as a
 * multiset of whole rows, or the sync fails, says so and commits nothing. Late attempts
 * (2 s and 66 s older than the newest archived) are added by the trailing window; an
 * exclusive `datetime` filter loses nothing (the probe, and the second read earlier);
 * identical attempts stay as many; attempts with no time are kept and counted apart; a
 * page cap of 1,000 with 2,500 attempts in the boundary second holds; "Re-read from date"
 * reaches past the window, and what lies past the service's retention is said.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt } from '../../../shared/api/records';
import { readArchiveSettings } from '../../../electron/core/archive/archive-settings';
import type { ServiceMember } from '../../../electron/core/archive/protocol';
import { secondsOf, textOfSeconds } from '../../../electron/core/archive/seconds';
import { ARCHIVE_FILE, type ArchiveSession, openArchive } from '../../../electron/core/archive/session';
import { type SyncOptions, syncArchive } from '../../../electron/core/archive/sync';
import type { IpLookup } from '../../../electron/core/insights/ip-data';
import { FakeErrorlog, type FakeLogOptions, type WrittenAttempt } from './fake-errorlog';

const MEMBERS: ServiceMember[] = ['key', 'datetime', 'ip', 'video', 'app', 'appinst', 'pageurl', 'refurl', 'success', 'reason', 'server_ip'];
const ip: IpLookup = { country: () => 'NL', network: () => ({ asn: 1136, name: 'KPN' }), about: {} as IpLookup['about'] };
/** The newest second of the first rows; the clock stands an hour later. */
const T = '2026-11-30 12:00:00';
const NOW = (secondsOf(T) + 3600) * 1000;
const at = (offset: number): string => textOfSeconds(secondsOf(T) + offset);

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mc-archive-reconcile-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** `n` attempts, `perSecond` to a second, the newest at `newest` seconds from T; each row differs by its key. */
function rows(n: number, o: { newest?: number; perSecond?: number; tag?: string } = {}): WrittenAttempt[] {
  const per = o.perSecond ?? 10;
  return Array.from({ length: n }, (_, i) => ({
    key: `k-${o.tag ?? 'a'}-${i}`, datetime: at((o.newest ?? 0) - Math.floor((n - 1 - i) / per)),
    ip: `203.0.113.${i % 250}`, video: 'cam_1', app: 'demo-origin', appinst: null, pageurl: null, refurl: null, success: i % 3 !== 0, reason: i % 3 === 0 ? 'Invalid IP Address' : 'Success', server_ip: '10.20.0.1',
  }));
}

const line = (a: Pick<Attempt, ServiceMember>): string => JSON.stringify(MEMBERS.map((m) => a[m]));
const multiset = (lines: string[]): string[] => [...lines].sort();

async function archivedLines(archive: ArchiveSession): Promise<string[]> {
  const { cursor } = await archive.request({ op: 'readOpen', range: {}, members: MEMBERS });
  const out: string[] = [];
  for (;;) {
    const { rows: cols } = await archive.request({ op: 'readNext', cursor });
    if (cols === null) return out;
    for (let i = 0; i < cols.key!.length; i += 1) out.push(JSON.stringify(MEMBERS.map((m) => cols[m]![i])));
  }
}

/** A fresh archive over a fake log; `sync` runs one sync; `exact` says whether the archive equals the log as a multiset. */
async function setup(name: string, o: FakeLogOptions = {}) {
  const log = new FakeErrorlog(o);
  const archive = await openArchive(join(root, name));
  const sync = (more: Partial<SyncOptions> = {}) =>
    syncArchive({ archive, call: log.call, ip, signal: new AbortController().signal, pageSize: 1000, concurrency: 4, now: () => NOW, ...more });
  const diff = async (): Promise<{ archived: number; service: number; same: boolean }> => {
    const [a, s] = [multiset(await archivedLines(archive)), multiset(log.all().map(line))];
    return { archived: a.length, service: s.length, same: JSON.stringify(a) === JSON.stringify(s) };
  };
  return { log, archive, sync, diff };
}

describe('the archive against a log written by several edge servers', () => {
  it('adds attempts written late, 2 s and 66 s older than the newest archived: 150 of 150, and says how late', async () => {
    const { log, archive, sync, diff } = await setup('late');
    try {
      log.write(...rows(100));
      expect((await sync()).progress.added).toBe(100);
      // 50 more from slower edge servers, written now with times already archived.
      log.write(...rows(25, { newest: -2, perSecond: 25, tag: 'late2' }), ...rows(25, { newest: -66, perSecond: 25, tag: 'late66' }));
      const second = await sync();
      expect(second.ok && second.progress).toMatchObject({ state: 'done', added: 50, late: 50, lateOldest: at(-66) });
      expect(second.progress.message).toBe('Read 150 attempts since 2026-11-29 12:00:00 UTC; 50 new in the archive. 50 late attempts added, up to 1 min 6 s old.');
      expect(await diff()).toEqual({ archived: 150, service: 150, same: true });
      expect((await sync()).progress.added).toBe(0);
      expect(await diff()).toEqual({ archived: 150, service: 150, same: true });
    } finally {
      await archive.close();
    }
  }, 120_000);

  it('under an exclusive `datetime` filter, adds the attempts new in the newest second (62 of 62) and one at the window\'s first second', async () => {
    const { log, archive, sync, diff } = await setup('exclusive', { filter: 'exclusive' });
    try {
      log.write(...rows(57));
      await sync();
      // Probed once, at the newest second read: no row of it came back, so the filter is exclusive, kept.
      expect((await readArchiveSettings(archive.dir)).datetimeFilter).toBe('exclusive');
      expect(log.asked.filter((a) => a.limit === 1)).toEqual([{ datetime: T, limit: 1, seek: 0 }]);
      log.write(...rows(5, { perSecond: 5, tag: 'same-second' }));
      // Written late at the very first second of the 24 h window: only a read from a second before it sees it.
      log.write(...rows(1, { newest: -24 * 3600, tag: 'window-edge' }));
      const second = await sync();
      expect(second.progress.since).toBe(at(-24 * 3600 - 1));
      expect(second.progress.added).toBe(6);
      expect(await diff()).toEqual({ archived: 63, service: 63, same: true });
      // Known now: never probed again.
      expect(log.asked.filter((a) => a.limit === 1)).toHaveLength(1);
    } finally {
      await archive.close();
    }
  }, 120_000);

  it('under an inclusive filter, probes it once, keeps it, and then reads from the window\'s first second itself', async () => {
    const { log, archive, sync, diff } = await setup('inclusive');
    try {
      log.write(...rows(30));
      // Unknown until probed: a sync reads from a second before the window.
      expect((await readArchiveSettings(archive.dir)).datetimeFilter).toBeNull();
      await sync();
      expect((await readArchiveSettings(archive.dir)).datetimeFilter).toBe('inclusive');
      log.write(...rows(1, { newest: -24 * 3600, tag: 'window-edge' }));
      const second = await sync();
      expect(second.progress.since).toBe(at(-24 * 3600));
      expect(second.progress.added).toBe(1);
      expect(log.asked.filter((a) => a.limit === 1)).toHaveLength(1);
      expect(await diff()).toEqual({ archived: 31, service: 31, same: true });
    } finally {
      await archive.close();
    }
  }, 120_000);

  it('keeps identical attempts in one second as many as the service holds, in old seconds too', async () => {
    const { log, archive, sync, diff } = await setup('identical');
    try {
      const [one] = rows(1, { newest: -30, tag: 'twin' });
      log.write(...rows(20), one!, one!);
      expect((await sync()).progress.added).toBe(22);
      expect((await sync()).progress.added).toBe(0);
      // A third copy, written late in its old second: one more, not none and not three.
      log.write(one!);
      expect((await sync()).progress).toMatchObject({ added: 1, late: 1, lateOldest: at(-30) });
      expect(await diff()).toEqual({ archived: 23, service: 23, same: true });
    } finally {
      await archive.close();
    }
  }, 120_000);

  it('keeps attempts whose time is null or zero (7 of 7), counted apart and in the stats, and adds them once', async () => {
    const { log, archive, sync, diff } = await setup('no-time');
    try {
      const [a, b] = rows(2, { tag: 'odd' });
      log.write(...rows(5), { ...a!, datetime: null }, { ...b!, datetime: '0000-00-00 00:00:00' });
      const first = await sync();
      expect(first.progress).toMatchObject({ added: 7, timeless: 2 });
      expect(first.progress.message).toBe('Read 7 attempts; 7 new in the archive. 2 attempts with no time.');
      expect(await archive.request({ op: 'stats' })).toMatchObject({ rows: 7, timeless: 2, oldest: at(0), newest: T });
      expect(await diff()).toEqual({ archived: 7, service: 7, same: true });
      expect((await sync()).progress.added).toBe(0);
      expect(await diff()).toEqual({ archived: 7, service: 7, same: true });
    } finally {
      await archive.close();
    }
  }, 120_000);

  it('keeps a time that is no time with its text: the file holds time null and the text, and reads it back as the service wrote it', async () => {
    const { log, archive, sync, diff } = await setup('no-time-text');
    const [a, b] = rows(2, { tag: 'text' });
    try {
      log.write(...rows(3), { ...a!, datetime: 'soon' }, { ...b!, datetime: '2026-02-30 10:00:00' });
      expect((await sync()).progress).toMatchObject({ added: 5, timeless: 2 });
      expect(await diff()).toEqual({ archived: 5, service: 5, same: true });
    } finally {
      await archive.close();
    }
    const instance = await DuckDBInstance.create(join(archive.dir, ARCHIVE_FILE), { access_mode: 'READ_ONLY' });
    const db = await instance.connect();
    try {
      expect((await db.runAndReadAll('SELECT t, t_text FROM attempts WHERE t IS NULL ORDER BY t_text')).getRows()).toEqual([[null, '2026-02-30 10:00:00'], [null, 'soon']]);
    } finally {
      db.closeSync();
      instance.closeSync();
    }
  }, 120_000);

  it('with pages capped at 1,000 and 2,500 attempts in the boundary second, adds exactly what is new there', async () => {
    const { log, archive, sync, diff } = await setup('page-cap', { pageCap: 1000 });
    try {
      log.write(...rows(500, { newest: -1, perSecond: 100, tag: 'before' }), ...rows(2500, { perSecond: 2500 }));
      expect((await sync({ pageSize: 5000 })).progress.added).toBe(3000);
      log.write(...rows(10, { perSecond: 10, tag: 'more' }));
      expect((await sync({ pageSize: 5000 })).progress.added).toBe(10);
      expect(await diff()).toEqual({ archived: 3010, service: 3010, same: true });
    } finally {
      await archive.close();
    }
  }, 120_000);

  it('when the read fails part way (the pager gives up on a page), commits nothing and says so', async () => {
    const { log, archive, sync } = await setup('fails', { failAtPage: 4 });
    try {
      log.write(...rows(5000));
      const r = await sync({ concurrency: 1 });
      expect(r.ok).toBe(false);
      expect(r.progress.state).toBe('failed');
      expect(r.progress.message).toMatch(/^Stopped after [\d,]+ attempts; the archive is as it was\.$/);
      expect(r.progress.read).toBeGreaterThan(0);
      expect((await archive.request({ op: 'stats' })).rows).toBe(0);
      // The next read has no fault: every attempt, once.
      expect((await sync()).progress.added).toBe(5000);
    } finally {
      await archive.close();
    }
  }, 120_000);

  it('"Re-read from date" adds a late attempt older than the window, and says what lies past the service\'s retention', async () => {
    const { log, archive, sync, diff } = await setup('reread');
    try {
      log.write(...rows(40));
      await sync();
      log.write(...rows(1, { newest: -3 * 86_400, tag: 'three-days' }));
      expect((await sync()).progress.added).toBe(0);
      const reread = await sync({ rereadFrom: '2026-11-27' });
      expect(reread.progress).toMatchObject({ added: 1, late: 1, since: '2026-11-27 00:00:00', pastRetention: null });
      expect(reread.progress.message).toBe('Read 41 attempts since 2026-11-27 00:00:00 UTC; 1 new in the archive. 1 late attempt added, up to 3 days old.');
      expect(await diff()).toEqual({ archived: 41, service: 41, same: true });
      // 45 days back is past the 30 days the service keeps: said, with the second it keeps from.
      const far = await sync({ rereadFrom: '2026-10-16' });
      const kept = textOfSeconds(NOW / 1000 - 30 * 86_400);
      expect(far.progress).toMatchObject({ added: 0, pastRetention: kept });
      expect(far.progress.message).toContain(`The service keeps 30 days: attempts before ${kept} UTC cannot be read again, so any the archive lacks there cannot be reconciled.`);
      const settings = JSON.parse(await readFile(join(archive.dir, 'settings.json'), 'utf8')) as Record<string, unknown>;
      expect(settings).toMatchObject({ windowHours: 24, retentionDays: 30 });
    } finally {
      await archive.close();
    }
  }, 120_000);
});
