/**
 * The attempt archive. Sync: `master-control archive sync` against the CSV export
 * (`master-control export sevu.errorlog`) on the same loopback sandbox (its own process,
 * seed 1), each timed from its first progress line to the end of its answer, in alternate
 * rounds (medians); then a second sync with nothing new, its trailing window holding
 * 100,000 attempts, and `insights attempts --from archive` over what was synced. Queries: 10,000,000 synthetic
 * attempts loaded directly into an archive file by its own process (bench/lib/archive-load.ts),
 * which builds their key-days and times attempts by country, the shared-ticket rule over
 * 24 h windows (from the key-days, checked against every attempt) and the Parquet
 * export, and whose peak RSS is the archive process's. Every count is checked against its
 * source (sevu.errorcount, CSV records, the rows loaded), or the figure is NaN.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SandboxLine, errorCount, csvLines, runCli, runProgram, startSandboxProcess, stopChild } from './lib/procs';
import { countLabel, median } from './lib/stats';
import { csvTimes } from './lib/csv-times';
import { writeArchiveSettings } from '../electron/core/archive/archive-settings';
import { archiveDir } from '../electron/core/archive/place';
import { secondsOf } from '../electron/core/archive/seconds';
import { type BenchLine, type BenchOptions, sized } from './types';

const SYNC_ATTEMPTS = 1_000_000;
/** Attempts the trailing window of a second sync holds: the window's hours are set to hold at least these. */
const WINDOW_ATTEMPTS = 100_000;
const QUERY_ATTEMPTS = 10_000_000;

const account = (sb: SandboxLine): string[] => ['--base-url', sb.base_url, '--cdn', String(sb.cdn), '--api-key', sb.api_key];

async function timedCli(args: string[], sb: SandboxLine): Promise<{ seconds: number; out: string }> {
  const run = await runCli(args, { MC_SECRET: sb.secret });
  if (run.code !== 0) throw new Error(`master-control ${args[0]} exited ${run.code}: ${run.stderr.slice(-500)}`);
  return { seconds: (run.lastOutAt - run.firstErrAt) / 1000, out: run.stdout.trim().split('\n').at(-1) ?? '' };
}

/**
 * Rounds of export-then-sync: the machine's speed drifts by a fifth between minutes here,
 * so one of each compares two moments as much as two programs. Each round checks its own
 * counts; the figures are the rounds' medians, and the note lists every round.
 */
const SYNC_ROUNDS = 3;

async function syncLines(options: BenchOptions | undefined, work: string): Promise<BenchLine[]> {
  const sandbox = await startSandboxProcess(['--seed', '1', '--attempts', String(sized(options, SYNC_ATTEMPTS, 5_000))]);
  try {
    const sb = sandbox.line;
    const asked = await errorCount(sb);
    const size = `loopback ${countLabel(asked)}`;
    const csv = join(work, 'attempts.csv');
    const dataDir = join(work, 'data');
    const exportRates: number[] = [];
    const syncRates: number[] = [];
    const roundCount = sized(options, SYNC_ROUNDS, 1);
    for (let round = 0; round < roundCount; round += 1) {
      rmSync(csv, { force: true });
      const exported = await timedCli(['export', 'sevu.errorlog', '--out', csv, ...account(sb)], sb);
      const exportRows = (JSON.parse(exported.out) as { rows: number }).rows;
      const exportOk = exportRows === asked && (await csvLines(csv)) - 1 === asked;
      exportRates.push(exportOk ? exportRows / exported.seconds : Number.NaN);
      // The last round's file stays: the second sync's window is counted from it.
      if (round < roundCount - 1) rmSync(csv, { force: true });
      // Every round syncs into an empty archive: the same work as the export's.
      rmSync(dataDir, { recursive: true, force: true });
      const synced = await timedCli(['archive', 'sync', '--json', '--data-dir', dataDir, ...account(sb)], sb);
      const added = (JSON.parse(synced.out) as { added: number }).added;
      syncRates.push(added === asked ? added / synced.seconds : Number.NaN);
    }
    const resync = await secondSync(sb, dataDir, csv, sized(options, WINDOW_ATTEMPTS, 500));
    const insights = await timedCli(['insights', 'attempts', '--from', 'archive', '--json', '--data-dir', dataDir, ...account(sb)], sb);
    const tallied = (JSON.parse(insights.out) as { attempts: number }).attempts;
    // A round whose counts did not check out fails the figure, whatever the other rounds say.
    const checked = (rates: number[]): number => (rates.some(Number.isNaN) ? Number.NaN : median(rates));
    const syncRate = checked(syncRates);
    const exportRate = checked(exportRates);
    const rounds = (rates: number[]): string => rates.map((r) => `${(asked / r).toFixed(1)} s`).join(', ');
    return [
      { name: `archive: ${size}, sync throughput`, value: Math.round(syncRate), unit: 'rows/s', note: `median of ${syncRates.length}; each added ${asked.toLocaleString('en-US')} = sevu.errorcount; ${rounds(syncRates)}` },
      { name: `archive: ${size}, CSV export throughput (same sandbox)`, value: Math.round(exportRate), unit: 'rows/s', note: `median of ${exportRates.length}; each ${asked.toLocaleString('en-US')} rows = sevu.errorcount = CSV records; ${rounds(exportRates)}` },
      { name: `archive: ${size}, sync / CSV export`, value: syncRate / exportRate, unit: '×', note: 'medians; goal ≥ 0.8' },
      {
        name: `archive: ${size}, second sync, nothing new, window of ${countLabel(resync.window)}`, value: resync.seconds, unit: 's',
        note: `window set to ${resync.hours} h to hold them at this sandbox's density (a 24 h window of a service writing 100,000 a day); read ${resync.read.toLocaleString('en-US')} = CSV records since ${resync.since}, added 0; goal < 5`,
      },
      { name: `archive: ${size}, insights --from archive`, value: tallied === asked ? insights.seconds : Number.NaN, unit: 's', note: `${tallied.toLocaleString('en-US')} attempts tallied = archived; the service's tally fed from the archive` },
    ];
  } finally {
    await stopChild(sandbox.child);
  }
}

/**
 * A second sync over the archive the last round made, nothing new at the service: its
 * trailing window set (the account's setting) to hold at least `atLeast` attempts, from
 * the CSV export's times. The figure is NaN unless it read exactly the CSV's records
 * since the second it read from, and added none.
 */
async function secondSync(sb: SandboxLine, dataDir: string, csv: string, atLeast: number) {
  const times = await csvTimes(csv);
  rmSync(csv, { force: true });
  const newest = secondsOf(times[0]!);
  const hours = Math.ceil((newest - secondsOf(times[Math.min(atLeast, times.length) - 1]!)) / 3600);
  await writeArchiveSettings(archiveDir(dataDir, { profileId: 'cli', baseUrl: sb.base_url, cdn: sb.cdn }), { windowHours: hours });
  const synced = await timedCli(['archive', 'sync', '--json', '--data-dir', dataDir, ...account(sb)], sb);
  const r = JSON.parse(synced.out) as { read: number; added: number; since: string };
  const expected = times.filter((t) => t >= r.since).length;
  return { seconds: r.read === expected && r.added === 0 ? synced.seconds : Number.NaN, read: r.read, window: expected, hours, since: r.since };
}

interface Loaded {
  rows: number;
  loadSeconds: number;
  precomputeSeconds: number;
  byCountrySeconds: number;
  countryTotal: number;
  sharedSeconds: number;
  sharedKeys: number;
  sharedAsRows: boolean;
  bytes: number;
  gridFirstSeconds: number;
  gridFirstOk: boolean;
  gridFilterSeconds: number;
  gridFilterOk: boolean;
  gridFilterCountSeconds: number;
  gridFilterTotal: number;
  gridFilterCountOk: boolean;
  parquetSeconds: number;
  parquetRows: number;
  parquetMonths: number;
}

async function queryLines(options: BenchOptions | undefined, work: string): Promise<BenchLine[]> {
  const rows = sized(options, QUERY_ATTEMPTS, 20_000);
  const run = await runProgram(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'lib', 'archive-load.ts'), String(rows), work], {});
  if (run.code !== 0) throw new Error(`archive-load exited ${run.code}: ${run.stderr.slice(-500)}`);
  const f = JSON.parse(run.stdout.trim()) as Loaded;
  const size = `${countLabel(rows)} loaded directly`;
  const checked = (ok: boolean, v: number): number => (ok ? v : Number.NaN);
  return [
    { name: `archive: ${size}, load`, value: f.loadSeconds, unit: 's' },
    { name: `archive: ${size}, key-days precompute`, value: f.precomputeSeconds, unit: 's', note: 'what syncs add to the key-days, here all at once' },
    { name: `archive: ${size}, by country`, value: checked(f.countryTotal === rows, f.byCountrySeconds), unit: 's', note: `counts sum to the ${rows.toLocaleString('en-US')} loaded; goal < 1` },
    { name: `archive: ${size}, shared tickets over 24 h windows`, value: checked(f.sharedAsRows, f.sharedSeconds), unit: 's', note: `${f.sharedKeys.toLocaleString('en-US')} keys shared, read from the key-days, the same keys as from every attempt; goal < 10` },
    { name: `archive: ${size}, bytes per row on disk`, value: f.bytes / rows, unit: 'B', note: `${(f.bytes / 1e6).toFixed(1)} MB file; goal < 30` },
    { name: `archive: ${size}, peak RSS of the archive process`, value: Math.round(run.peakMiB), unit: 'MiB', note: 'goal < 1024' },
    { name: `archive: ${size}, grid first page`, value: checked(f.gridFirstOk, f.gridFirstSeconds * 1000), unit: 'ms', note: `newest 100 of the ${rows.toLocaleString('en-US')}, count = loaded, first row = the newest second, rows = ORDER BY's; goal < 300` },
    { name: `archive: ${size}, grid filter (key part, rejected), first page`, value: checked(f.gridFilterOk, f.gridFilterSeconds * 1000), unit: 'ms', note: 'newest 100 matches, rows = ORDER BY\'s over every match; goal < 1000' },
    { name: `archive: ${size}, grid filter's count (asked after its first page)`, value: checked(f.gridFilterCountOk, f.gridFilterCountSeconds * 1000), unit: 'ms', note: `${f.gridFilterTotal.toLocaleString('en-US')} matches = the same count over the rows as loaded` },
    { name: `archive: ${size}, Parquet export (zstd, per month)`, value: checked(f.parquetRows === rows, f.parquetSeconds), unit: 's', note: `${f.parquetMonths} month files, rows = loaded` },
  ];
}

export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const work = mkdtempSync(join(tmpdir(), 'mc-bench-archive-'));
  try {
    return [...(await syncLines(options, work)), ...(await queryLines(options, join(work)))];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
