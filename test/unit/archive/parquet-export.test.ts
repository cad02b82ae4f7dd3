/**
 * `master-control archive export --parquet DIR` writes one zstd Parquet file per month in
 * `month=YYYY-MM/`, read back here with hyparquet (not DuckDB): per month the archive's
 * row count, times marked UTC and equal to the archived instants, and a date range kept.
 * Attempts with no time go to `month=__HIVE_DEFAULT_PARTITION__/` (Hive's null partition,
 * read back as month null), time null and their text kept.
 */
import { readdir, readFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { archiveDir } from '../../../electron/core/archive/place';
import { openArchive } from '../../../electron/core/archive/session';
import { SyncWriter } from '../../../electron/core/archive/sync-writer';
import type { IpLookup } from '../../../electron/core/insights/ip-data';
import type { Attempt } from '../../../shared/api/records';
import { cli } from './archive-cli';

let sb: SandboxHandle;
let work: string;

/** Attempts either side of two month ends (UTC), a few per second. */
const TIMES = ['2026-01-15 08:00:00', '2026-01-31 23:59:59', '2026-01-31 23:59:59', '2026-02-01 00:00:00', '2026-02-28 23:59:59', '2026-03-01 00:00:00', '2026-03-01 00:00:01'];

/** What the service wrote for the attempts with no readable time: none, and a text that is no time. */
const NO_TIMES: Array<string | null> = [null, 'yesterday'];

function attempts(times: Array<string | null>): Attempt[] {
  return times.map((datetime, i) => ({
    key: `cam_1.0000000000000${i % 2}.00000001`, datetime, ip: '203.0.113.9', video: null, app: 'demo-origin', appinst: null, pageurl: null, refurl: null,
    success: i % 3 !== 0, reason: i % 3 !== 0 ? 'Success' : 'Invalid IP Address', server_ip: null,
  }));
}
/** Places no address: the export's country and network columns are then null. */
const nowhere: IpLookup = { country: () => null, network: () => null, about: {} as IpLookup['about'] };

beforeAll(async () => {
  sb = await startSandbox({ seed: 3, attempts: 10 });
  work = await mkdtemp(join(tmpdir(), 'mc-archive-parquet-'));
  const archive = await openArchive(archiveDir(join(work, 'data'), { profileId: 'cli', baseUrl: sb.baseUrl, cdn: sb.cdn }));
  const writer = await SyncWriter.start(archive, nowhere);
  await writer.add(attempts([...TIMES, ...NO_TIMES]));
  await writer.commit();
  await archive.close();
});
afterAll(async () => {
  await sb.close();
  await rm(work, { recursive: true, force: true });
});

async function readMonths(dir: string): Promise<Map<string, Array<Record<string, unknown>>>> {
  const months = new Map<string, Array<Record<string, unknown>>>();
  for (const folder of (await readdir(dir)).sort()) {
    const rows: Array<Record<string, unknown>> = [];
    for (const f of await readdir(join(dir, folder))) {
      const bytes = await readFile(join(dir, folder, f));
      const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
      const meta = parquetMetadata(file);
      const t = meta.schema.find((s) => s.name === 't')!;
      expect(t.logical_type).toMatchObject({ type: 'TIMESTAMP', isAdjustedToUTC: true });
      expect(meta.row_groups.every((g) => g.columns.every((c) => c.meta_data?.codec === 'ZSTD'))).toBe(true);
      rows.push(...(await parquetReadObjects({ file, compressors })));
    }
    months.set(folder, rows);
  }
  return months;
}

describe('archive export --parquet', () => {
  it('writes one zstd file per month, each with the archive\'s rows of that month, times in UTC', async () => {
    const out = join(work, 'all');
    const r = await cli(sb, join(work, 'data'), ['archive', 'export', '--parquet', out, '--json']);
    expect(r.code, r.err).toBe(0);
    expect((JSON.parse(r.out) as { months: unknown }).months).toEqual([{ month: '2026-01', rows: 3 }, { month: '2026-02', rows: 2 }, { month: '2026-03', rows: 2 }, { month: null, rows: 2 }]);
    const months = await readMonths(out);
    expect([...months].map(([m, rows]) => [m, rows.length])).toEqual([['month=2026-01', 3], ['month=2026-02', 2], ['month=2026-03', 2], ['month=__HIVE_DEFAULT_PARTITION__', 2]]);
    // No time: time null, the text the service wrote kept (none for a null).
    expect(months.get('month=__HIVE_DEFAULT_PARTITION__')!.map((row) => [row.t, row.t_text]).sort()).toEqual([[null, null], [null, 'yesterday']]);
    // Viewers' addresses and keys: the owner's alone (folders 0700, files 0600).
    for (const folder of ['', ...months.keys()]) expect(((await stat(join(out, folder))).mode & 0o777).toString(8)).toBe('700');
    for (const folder of months.keys()) for (const f of await readdir(join(out, folder))) expect(((await stat(join(out, folder, f))).mode & 0o777).toString(8)).toBe('600');
    const instants = [...months.values()].flat().filter((row) => row.t !== null).map((row) => (row.t as Date).toISOString()).sort();
    expect(instants).toEqual(TIMES.map((t) => `${t.replace(' ', 'T')}.000Z`).sort());
  });

  it('says each folder it wrote, the attempts with no time in Hive\'s null partition', async () => {
    const r = await cli(sb, join(work, 'data'), ['archive', 'export', '--parquet', join(work, 'words')]);
    expect(r.code, r.err).toBe(0);
    expect(r.out.trim().split('\n')).toEqual(['month=2026-01: 3 attempts', 'month=2026-02: 2 attempts', 'month=2026-03: 2 attempts', 'month=__HIVE_DEFAULT_PARTITION__: 2 attempts']);
  });

  it('keeps to --from-date/--to-date', async () => {
    const out = join(work, 'feb');
    const r = await cli(sb, join(work, 'data'), ['archive', 'export', '--parquet', out, '--from-date', '2026-02-01', '--to-date', '2026-02-28']);
    expect(r.code, r.err).toBe(0);
    const months = await readMonths(out);
    expect([...months].map(([m, rows]) => [m, rows.length])).toEqual([['month=2026-02', 2]]);
  });
});
