/**
 * The archive screen in main (core/archive/screen.ts over the archive process): the grid's
 * pages newest first in one stable order, each filter, a sync while paging moving no row,
 * and the Parquet export of the filters a month at a time, Cancel between months, every
 * folder 0700 and every file 0600.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveExportProgress, ArchiveGridFilter } from '../../../shared/domain/archive/grid';
import type { McEvent } from '../../../shared/ipc/events';
import { createArchiveScreen } from '../../../electron/core/archive/screen';
import { type ArchiveSession, openArchive } from '../../../electron/core/archive/session';
import { SyncWriter } from '../../../electron/core/archive/sync-writer';
import type { IpLookup } from '../../../electron/core/insights/ip-data';
import type { Attempt } from '../../../shared/api/records';

const nowhere: IpLookup = { country: () => null, network: () => null, about: {} as IpLookup['about'] };

/** 30 attempts over three months, newest first as the service lists them; every third rejected. */
function attempts(): Attempt[] {
  const out: Attempt[] = [];
  for (let i = 0; i < 30; i += 1) {
    const month = 1 + Math.floor(i / 10);
    out.push({
      key: `cam_${i % 3}.0000000000000${i % 2}.0000000${i}`, datetime: `2026-0${month}-1${i % 10} 08:00:0${i % 3}`, ip: i % 2 === 0 ? `203.0.113.${i}` : `198.51.100.${i}`,
      video: `v${i}`, app: i % 4 === 0 ? 'live' : 'demo-origin', appinst: null, pageurl: null, refurl: null,
      success: i % 3 !== 0, reason: i % 3 !== 0 ? 'Success' : 'Invalid IP Address', server_ip: '192.0.2.1',
    });
  }
  return out.sort((a, b) => (a.datetime! < b.datetime! ? 1 : -1));
}
const ALL = attempts();

let work: string;
let archive: ArchiveSession;
const events: McEvent[] = [];
const screen = () => createArchiveScreen({ archive: { session: async () => archive }, events: { emit: (e) => events.push(e) }, destination: { kind: 'shell', cwd: work }, account: () => 'acc' });

async function add(rows: Attempt[]): Promise<void> {
  const w = await SyncWriter.start(archive, nowhere);
  await w.add(rows);
  await w.commit();
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'mc-archive-grid-'));
  archive = await openArchive(join(work, 'archive'));
  await add(ALL);
});
afterAll(async () => {
  await archive.close();
  await rm(work, { recursive: true, force: true });
});

async function page(filter: ArchiveGridFilter, n = 0, upTo: number | null = null) {
  const r = await screen().page({ filter, page: n, pageSize: 100, upTo });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const expected = (keep: (a: Attempt) => boolean): string[] => ALL.filter(keep).map((a) => `${a.datetime} ${a.key}`);
const shown = (rows: Array<{ time: string | null; key: string }>): string[] => rows.map((r) => `${r.time} ${r.key}`);

describe('the archive grid', () => {
  it('pages newest first with the count of matches, ids unique, pages joining without a gap', async () => {
    const first = await screen().page({ filter: {}, page: 0, pageSize: 100, upTo: null });
    expect(first.ok && first.value.total).toBe(ALL.length);
    const sorted = [...ALL].map((a) => a.datetime).sort().reverse();
    const all = await page({});
    expect(all.rows.map((r) => r.time)).toEqual(sorted);
    expect(new Set(all.rows.map((r) => r.id)).size).toBe(ALL.length);
    expect(all.rows[0]).toMatchObject({ video: expect.stringMatching(/^v/), server: '192.0.2.1', timeText: null, country: null });
  });

  it('filters by key, address, app, reason, result and dates, each as the rows say', async () => {
    const cases: Array<[ArchiveGridFilter, (a: Attempt) => boolean]> = [
      [{ key: 'cam_1.' }, (a) => a.key.includes('cam_1.')],
      [{ ip: '203.0.113.' }, (a) => a.ip!.startsWith('203.0.113.')],
      [{ app: 'live' }, (a) => a.app === 'live'],
      [{ reason: 'invalid ip' }, (a) => a.reason === 'Invalid IP Address'],
      [{ success: 'accepted' }, (a) => a.success === true],
      [{ success: 'rejected' }, (a) => a.success === false],
      [{ fromDate: '2026-02-01', toDate: '2026-02-28' }, (a) => a.datetime!.startsWith('2026-02')],
      [{ key: "it's'; DROP TABLE attempts; --" }, () => false],
    ];
    for (const [filter, keep] of cases) {
      const p = await page(filter);
      const want = ALL.filter(keep);
      // A narrowing filter's page comes before its count, which is asked apart.
      expect(p.total, JSON.stringify(filter)).toBeNull();
      const counted = await screen().count({ filter, upTo: p.upTo });
      expect(counted.ok && counted.value.total, JSON.stringify(filter)).toBe(want.length);
      expect(shown(p.rows).sort(), JSON.stringify(filter)).toEqual(expected(keep).sort());
    }
    expect((await page({})).total).toBe(ALL.length);
  });

  it('keeps its rows while a sync adds newer ones: the pages read up to the first page\'s row', async () => {
    const first = await page({});
    await add([{ ...ALL[0]!, datetime: '2026-04-01 00:00:00', key: 'late.1' }]);
    const again = await page({}, 0, first.upTo);
    expect(again.total).toBe(first.total);
    expect(shown(again.rows)).toEqual(shown(first.rows));
    const fresh = await page({});
    expect(fresh.total).toBe(first.total! + 1);
    expect(fresh.rows[0]!.key).toBe('late.1');
  });
});

async function modes(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string): Promise<void> => {
    out.push(`${d.slice(work.length)} ${((await stat(d)).mode & 0o777).toString(8)}`);
    for (const e of await readdir(d, { withFileTypes: true })) {
      if (e.isDirectory()) await walk(join(d, e.name));
      else out.push(`${join(d, e.name).slice(work.length)} ${((await stat(join(d, e.name))).mode & 0o777).toString(8)}`);
    }
  };
  await walk(dir);
  return out;
}

describe('Parquet from the archive screen', () => {
  it('writes the filters\' months, says so month by month, folders 0700 and files 0600', async () => {
    events.length = 0;
    const r = await screen().exportParquet({ filter: { success: 'rejected' }, path: 'rejected' });
    expect(r.ok && r.value.state).toBe('done');
    const rejected = ALL.filter((a) => !a.success).length;
    expect(r.ok && r.value.rows).toBe(rejected);
    const folders = (await readdir(join(work, 'rejected'))).sort();
    expect(folders).toEqual(['month=2026-01', 'month=2026-02', 'month=2026-03']);
    const progress = events.map((e) => (e.type === 'viewers.archiveExport' ? e.progress.monthsDone : -1));
    expect(progress).toEqual([0, 1, 2, 3, 3]);
    const listed = await modes(join(work, 'rejected'));
    expect(listed.length).toBe(1 + 3 + 3);
    // Folders 0700, files 0600: the export's root, its month folders and its files.
    for (const line of listed) expect(line).toMatch(/(?:^\/rejected(?:\/month=\d{4}-\d{2})? 700|\.parquet 600)$/);
    expect(listed.filter((l) => l.endsWith('.parquet 600')).length).toBe(3);
  });

  it('keeps the archive itself private: its file 0600, its folders 0700', async () => {
    const listed = await modes(join(work, 'archive'));
    expect(listed).toContain('/archive/attempts.duckdb 600');
    for (const line of listed) expect(line).toMatch(/ (?:600|700)$/);
  });

  it('Cancel stops after the month being written; a folder with files in it is refused', async () => {
    events.length = 0;
    const s = screen();
    let cancelled: Promise<unknown> | null = null;
    const run = s.exportParquet({ filter: {}, path: 'cancelled' });
    const wrote = await new Promise<ArchiveExportProgress>((resolve) => {
      const seen = setInterval(() => {
        const e = events.find((x) => x.type === 'viewers.archiveExport' && x.progress.monthsDone === 1);
        if (e && e.type === 'viewers.archiveExport') {
          clearInterval(seen);
          cancelled ??= s.cancel();
          resolve(e.progress);
        }
      }, 1);
    });
    await cancelled;
    const r = await run;
    expect(wrote.monthsDone).toBe(1);
    expect(r.ok && r.value.state).toBe('cancelled');
    expect(r.ok && r.value.message).toMatch(/^Cancelled: [12] of 4 months written/);
    const again = await screen().exportParquet({ filter: {}, path: 'cancelled' });
    expect(!again.ok && again.error.message).toMatch(/already holds files/);
  });

  it('writes the attempts with no time where the CLI does: Hive\'s null partition, said by name', async () => {
    await add([{ ...ALL[0]!, datetime: null, key: 'no-time.1' }]);
    events.length = 0;
    const r = await screen().exportParquet({ filter: { key: 'no-time.' }, path: 'no-time' });
    expect(r.ok && r.value.rows).toBe(1);
    expect(await readdir(join(work, 'no-time'))).toEqual(['month=__HIVE_DEFAULT_PARTITION__']);
    const said = events.map((e) => (e.type === 'viewers.archiveExport' ? e.progress.message : ''));
    expect(said.filter((m) => m.startsWith('Wrote month=__HIVE_DEFAULT_PARTITION__ (1 attempt'))).toHaveLength(1);
  });
});
