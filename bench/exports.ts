/**
 * Export figures, app and CLI, sequential (1 in flight) and adaptive (up to 8), on
 * loopback and with 100 ms added to every sevu.errorlog request (the sandbox's latency
 * fault: the same transport for the baseline and the subject).
 * - Sandboxes are their own processes (`master-control sandbox`), so their CPU and memory
 *   are never counted as the console's. The sandbox pages in O(limit), so loopback
 *   figures measure the console.
 * - App and CLI are timed over the same span: from the run's first progress report (the
 *   file is open, no page asked yet) to its end (the app's final event, the CLI's summary
 *   line). Process start, the socket round trip and the CLI's exit are not export work.
 * - App: `master-control web` (main-process services, as in the desktop app) with a vault
 *   profile for the sandbox, the export started over the web-mode WebSocket contract.
 *   Peak RSS: the web process's VmHWM, reset just before the export.
 * - CLI: `master-control export` in its own process; peak RSS its VmHWM.
 * - PHP baseline (loopback only): bench/baselines/php-pager.php, a sequential pager signed
 *   like the service's PHP sample, on one kept-alive connection; "at native speed" means the
 *   console's adaptive export is at least as fast. Skipped with its reason where no php.
 * Every count is checked against its source: the rows asked for (sevu.errorcount through
 * the signed client), the rows the exporter reports, and the lines in the CSV file. A
 * mismatch or an unreadable figure is NaN, which fails the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApiClient } from '../electron/core/client';
import type { ExportProgress } from '../shared/domain/viewers/export';
import { countLabel } from './lib/stats';
import { type SandboxLine, csvLines, procMiB, resetPeak, runCli, startSandboxProcess, stopChild } from './lib/procs';
import { startBenchWeb } from './lib/web-account';
import { phpExport, phpMissing } from './lib/php-pager';
import { type BenchLine, type BenchOptions, sized } from './types';

const PAGE = 1000;
/** latency: 120 pages, long enough for the adaptive pager to climb to 8 and stay there a while. */
const FULL = { loopback: 1_000_000, latency: 120_000 };
/** A few pages each: every figure and count still measured, in seconds. */
const SMOKE = { loopback: 5_000, latency: 5_000 };
const LATENCY_MS = 100;

interface Figures {
  rows: number;
  seconds: number;
  peakMiB: number;
  concurrency: number;
  /** Why a count does not hold, or null. */
  mismatch: string | null;
}

async function expectedRows(sb: SandboxLine): Promise<number> {
  const client = createApiClient({ baseUrl: sb.base_url, cdn: sb.cdn, apiKey: sb.api_key, secret: sb.secret, serialization: 'php' });
  try {
    const r = await client.call('sevu.errorcount', {});
    if (!r.ok) throw new Error(`sevu.errorcount: ${r.error.message}`);
    if (r.value.error_count === null) throw new Error('sevu.errorcount: the count was unreadable');
    return r.value.error_count;
  } finally {
    client.close();
  }
}

async function checkCounts(path: string, reported: number, asked: number): Promise<string | null> {
  const records = (await csvLines(path)) - 1; // the header
  if (reported !== asked) return `the exporter reports ${reported} rows, sevu.errorcount ${asked}`;
  if (records !== asked) return `the CSV holds ${records} records, sevu.errorcount ${asked}`;
  return null;
}

async function appExport(sb: SandboxLine, concurrency: number, path: string, asked: number): Promise<Figures> {
  // Web mode writes exports by file name into its one export folder.
  const { pid, socket, profileId, stop } = await startBenchWeb(sb, 'mc-bench-exports-web-', ['--export-dir', dirname(path)]);
  try {
    let finish!: (p: ExportProgress) => void;
    const finished = new Promise<ExportProgress>((resolve) => (finish = resolve));
    let t0 = Number.NaN;
    socket.onEvent((e) => {
      if (e.type !== 'viewers.export') return;
      if (Number.isNaN(t0)) t0 = performance.now();
      if (e.progress.state !== 'running') finish(e.progress);
    });
    const reset = resetPeak(pid);
    let polled = Number.NaN;
    const poll = setInterval(() => (polled = Math.max(Number.isNaN(polled) ? 0 : polled, procMiB(pid, 'VmRSS'))), 50);
    await socket.call('viewers.exportStart', { command: 'sevu.errorlog', params: {}, path: basename(path), pageSize: PAGE, concurrency }, profileId);
    const final = await finished;
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(poll);
    if (final.state !== 'done') throw new Error(`the app's export ended ${final.state}: ${final.message}`);
    return { rows: final.rows, seconds, peakMiB: reset ? procMiB(pid, 'VmHWM') : polled, concurrency: final.concurrency ?? Number.NaN, mismatch: await checkCounts(path, final.rows, asked) };
  } finally {
    await stop();
  }
}

async function cliExport(sb: SandboxLine, concurrency: number, path: string, asked: number): Promise<Figures> {
  const args = ['export', 'sevu.errorlog', '--out', path, '--base-url', sb.base_url, '--cdn', String(sb.cdn), '--api-key', sb.api_key, '--page-size', String(PAGE), '--concurrency', String(concurrency)];
  const run = await runCli(args, { MC_SECRET: sb.secret });
  const seconds = (run.lastOutAt - run.firstErrAt) / 1000;
  const summary = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.code !== 0) throw new Error(`master-control export exited ${run.code}: ${summary}\n${run.stderr.slice(-500)}`);
  const s = JSON.parse(summary) as { rows: number; concurrency: number | null };
  return { rows: s.rows, seconds, peakMiB: run.peakMiB, concurrency: s.concurrency ?? Number.NaN, mismatch: await checkCounts(path, s.rows, asked) };
}

function lines(label: string, f: Figures): BenchLine[] {
  const rate = f.mismatch === null ? f.rows / f.seconds : Number.NaN;
  const note = f.mismatch ?? `${f.rows.toLocaleString('en-US')} rows = sevu.errorcount = CSV records, ${f.seconds.toFixed(1)} s`;
  return [
    { name: `exports: ${label} throughput`, value: Math.round(rate), unit: 'rows/s', note },
    { name: `exports: ${label} peak RSS`, value: Math.round(f.peakMiB), unit: 'MiB', note: 'goal < 300' },
    { name: `exports: ${label} concurrency settled on`, value: f.concurrency, unit: 'in flight' },
  ];
}

type Runner = (sb: SandboxLine, concurrency: number, path: string, asked: number) => Promise<Figures>;

/** The sequential PHP pager's figures (or why it was skipped); its rate joins `rate` as 'PHP'. */
async function phpLines(where: string, sb: SandboxLine, path: string, asked: number, rate: Record<string, number>): Promise<BenchLine[]> {
  const name = `exports: ${where}, PHP pager (sequential)`;
  const missing = phpMissing();
  if (missing !== null) return [{ name, value: Number.NaN, unit: 'rows/s', skipped: missing }];
  const f = await phpExport(sb, PAGE, path, asked);
  rmSync(path, { force: true });
  rate.PHP = f.mismatch === null ? f.rows / f.seconds : Number.NaN;
  const note = f.mismatch ?? `${f.rows.toLocaleString('en-US')} rows = sevu.errorcount = CSV records, ${f.seconds.toFixed(1)} s`;
  return [
    { name: `${name} throughput`, value: Math.round(rate.PHP), unit: 'rows/s', note },
    { name: `${name} peak RSS`, value: Math.round(f.peakMiB), unit: 'MiB' },
  ];
}

function phpRatios(where: string, rate: Record<string, number>): BenchLine[] {
  if (rate.PHP === undefined) return [];
  return [
    { name: `exports: ${where}, app adaptive / PHP pager`, value: rate['app, adaptive']! / rate.PHP, unit: 'x', note: 'goal ≥ 1.0' },
    { name: `exports: ${where}, CLI adaptive / PHP pager`, value: rate['CLI, adaptive']! / rate.PHP, unit: 'x', note: 'goal ≥ 1.0' },
    { name: `exports: ${where}, app sequential / PHP pager`, value: rate['app, sequential']! / rate.PHP, unit: 'x', note: 'one page in flight on both sides' },
  ];
}

/** The four exports against one sandbox (and the PHP baseline on loopback); the figures and the ratios asked about. */
async function suite(where: string, sandboxArgs: string[], dir: string, withPhp = false): Promise<BenchLine[]> {
  const sandbox = await startSandboxProcess(sandboxArgs);
  try {
    const asked = await expectedRows(sandbox.line);
    // App and CLI alternate, so a burst of load on a shared machine hits a pair, not one side.
    const runners: Array<[string, Runner, number]> = [
      ['CLI, sequential', cliExport, 1],
      ['app, sequential', appExport, 1],
      ['CLI, adaptive', cliExport, 8],
      ['app, adaptive', appExport, 8],
    ];
    const out: BenchLine[] = [];
    const rate: Record<string, number> = {};
    for (const [index, [label, run, concurrency]] of runners.entries()) {
      // The PHP baseline runs between the console's runs, on the same sandbox and rows.
      if (withPhp && index === 1) out.push(...(await phpLines(where, sandbox.line, join(dir, `${where}-php.csv`), asked, rate)));
      const path = join(dir, `${where}-${label.replace(/\W+/g, '-')}.csv`);
      const f = await run(sandbox.line, concurrency, path, asked);
      rmSync(path, { force: true });
      rate[label] = f.mismatch === null ? f.rows / f.seconds : Number.NaN;
      out.push(...lines(`${where}, ${label}`, f));
    }
    if (withPhp) out.push(...phpRatios(where, rate));
    const goal = where.startsWith('+') ? 'goal ≥ 3.5' : 'goal: never below 1';
    out.push(
      { name: `exports: ${where}, app adaptive / sequential`, value: rate['app, adaptive']! / rate['app, sequential']!, unit: 'x', note: goal },
      { name: `exports: ${where}, CLI adaptive / sequential`, value: rate['CLI, adaptive']! / rate['CLI, sequential']!, unit: 'x', note: goal },
      { name: `exports: ${where}, app / CLI (adaptive)`, value: rate['app, adaptive']! / rate['CLI, adaptive']!, unit: 'x', note: 'goal: within 10% (≥ 0.90)' },
      { name: `exports: ${where}, app / CLI (sequential)`, value: rate['app, sequential']! / rate['CLI, sequential']!, unit: 'x' },
    );
    return out;
  } finally {
    await stopChild(sandbox.child);
  }
}

export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const size = sized(options, FULL, SMOKE);
  const dir = mkdtempSync(join(tmpdir(), 'mc-bench-exports-'));
  try {
    const loopback = await suite(`loopback ${countLabel(size.loopback)}`, ['--seed', '1', '--attempts', String(size.loopback)], dir, true);
    const latency = await suite(`+${LATENCY_MS} ms, ${countLabel(size.latency)}`, ['--seed', '1', '--attempts', String(size.latency), '--fault', `sevu.errorlog:latency:${LATENCY_MS}`], dir);
    return [...loopback, ...latency];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
