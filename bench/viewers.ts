/**
 * Viewers figures against ONE sandbox process seeded with 1,000,000 attempts
 * (`master-control sandbox --attempts 1000000`), so every path below reads the same data
 * and the sandbox's CPU and memory are never counted as the console's:
 * - search → first page: sevu.errorlog limit 51 (the grid's page of 50 + 1) through the
 *   real signed client, median of 10, for no filter and for rejected-only.
 * - export of all 1,000,000 attempts on the APP's path: `master-control web` (the
 *   main-process services, as in the desktop app) with a profile for that sandbox whose
 *   credentials sit in a vault (`--data-dir`, MC_SECRET_BACKEND=vault), the export
 *   started over the web-mode WebSocket contract (viewers.exportStart, progress as
 *   events). Peak RSS is that web process's VmHWM, reset (/proc/PID/clear_refs) just
 *   before the export so it is the peak DURING the export; its RSS before is the baseline.
 *   Bounded pager (4 in flight) and sequential pager (1 in flight), each in a fresh web
 *   process, in the same run; then a quarter-size export (video cam_1) whose peak should
 *   match the full one's if memory is flat whatever the size.
 * - the same two exports by the CLI (`master-control export`, its own process), labelled CLI.
 * - search → first page visible in Chromium: web mode with its in-process sandbox seeded
 *   with 1,000,000 attempts, from the Search form's submit to the grid's first row showing
 *   the new result (measured in the page), alternating Accepted / Rejected.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Page, chromium } from '@playwright/test';
import WebSocket from 'ws';
import { createApiClient } from '../electron/core/client';
import { WS_PATH } from '../electron/web/server';
import type { WireMessage } from '../electron/web/types';
import type { ExportProgress } from '../shared/domain/viewers/export';
import type { McEvent } from '../shared/ipc/events';
import { projectRoot, startWebProcess } from '../test/e2e/web-process';
import type { BenchLine } from './types';

const ATTEMPTS = 1_000_000;
const PAGE = 1000;
const CLI = join(projectRoot, 'bin', 'master-control.mjs');

/** What `master-control sandbox` prints on its first line. */
interface SandboxLine {
  base_url: string;
  cdn: number;
  api_key: string;
  secret: string;
}

interface ExportFigures {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssMiB: number;
  /** RSS of the process just before the export (web path only). */
  beforeMiB: number | null;
  rssSource: string;
  bytes: number;
}

const median = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? Number.NaN;

/** A field of /proc/PID/status in MiB (VmHWM: peak resident set; VmRSS: now), 0 when unreadable. */
function procMiB(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resets the process's peak RSS to its current RSS (Linux ≥ 4.0); false where not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Starts `master-control sandbox` and reads its one JSON line. */
function startSandboxProcess(): Promise<{ child: ChildProcess; line: SandboxLine }> {
  const child = spawn(process.execPath, [CLI, 'sandbox', '--seed', '1', '--attempts', String(ATTEMPTS)], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const newline = out.indexOf('\n');
      if (newline >= 0) resolve({ child, line: JSON.parse(out.slice(0, newline)) as SandboxLine });
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before printing its line: ${err.slice(-500)}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** The web-mode contract over its WebSocket, as the renderer's web transport speaks it. */
async function connectSocket(pageUrl: string) {
  const page = new URL(pageUrl);
  const ws = new WebSocket(`ws://${page.host}${WS_PATH}?token=${page.searchParams.get('token') ?? ''}`);
  await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
  const pending = new Map<number, (m: WireMessage & { id: number | null }) => void>();
  const listeners = new Set<(e: McEvent) => void>();
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as WireMessage;
    if ('event' in m) listeners.forEach((l) => l(m.event));
    else if (m.id !== null) pending.get(m.id)?.(m);
  });
  let nextId = 1;
  return {
    call<T>(channel: string, input: unknown, account?: string): Promise<T> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, (m) => {
          pending.delete(id);
          if (!('result' in m)) return;
          if (m.result.ok) resolve(m.result.value as T);
          else reject(new Error(`${channel}: ${m.result.error.message}`));
        });
        ws.send(JSON.stringify({ id, channel, input, account }));
      });
    },
    onEvent: (l: (e: McEvent) => void) => listeners.add(l),
    close: () => ws.close(),
  };
}

/** One export through `master-control web`, as the app runs it: every attempt, or those matching `params`. */
async function webExport(sb: SandboxLine, concurrency: number, dir: string, params: Record<string, unknown> = {}): Promise<ExportFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-viewers-web-'));
  const web = await startWebProcess(['--port', '0', '--data-dir', dataDir], { MC_SECRET_BACKEND: 'vault' });
  const pid = web.child.pid ?? 0;
  const socket = await connectSocket(web.line.url);
  try {
    await socket.call('accounts.createVault', { passphrase: 'bench vault passphrase' });
    const profile = await socket.call<{ id: string }>('accounts.create', { name: 'Bench 1M', baseUrl: sb.base_url, cdn: sb.cdn });
    await socket.call('accounts.setCredentials', { id: profile.id, apiKey: sb.api_key, secret: sb.secret });
    await socket.call('accounts.setActive', { id: profile.id });
    const path = join(dir, `web-${concurrency}-${Object.keys(params).length}.csv`);
    let finish!: (p: ExportProgress) => void;
    const finished = new Promise<ExportProgress>((resolve) => (finish = resolve));
    socket.onEvent((e) => e.type === 'viewers.export' && e.progress.state !== 'running' && finish(e.progress));
    const beforeMiB = procMiB(pid, 'VmRSS');
    const reset = resetPeak(pid);
    let polled = 0;
    const poll = setInterval(() => (polled = Math.max(polled, procMiB(pid, 'VmRSS'))), 100);
    const t0 = performance.now();
    await socket.call('viewers.exportStart', { command: 'sevu.errorlog', params, path, pageSize: PAGE, concurrency }, profile.id);
    const final = await finished;
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(poll);
    if (final.state !== 'done') throw new Error(`the web export ended ${final.state}: ${final.message}`);
    return {
      rows: final.rows,
      seconds,
      rowsPerSecond: final.rows / seconds,
      peakRssMiB: reset ? procMiB(pid, 'VmHWM') : polled,
      beforeMiB,
      rssSource: reset ? 'VmHWM of the web process, reset just before the export' : 'VmRSS of the web process, polled every 100 ms (clear_refs refused)',
      bytes: statSync(path).size,
    };
  } finally {
    socket.close();
    await web.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same export by `master-control export` in its own process (the CLI's path, not the app's). */
function cliExport(sb: SandboxLine, out: string, concurrency: number): Promise<ExportFigures> {
  const args = [CLI, 'export', 'sevu.errorlog', '--out', out, '--base-url', sb.base_url, '--cdn', String(sb.cdn), '--api-key', sb.api_key, '--page-size', String(PAGE), '--concurrency', String(concurrency)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: projectRoot, env: { ...process.env, MC_SECRET: sb.secret }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peak = 0;
    // VmHWM is the process's own high-water mark; polling only catches it before exit.
    const poll = setInterval(() => (peak = Math.max(peak, procMiB(child.pid ?? 0, 'VmHWM'))), 100);
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => {
      clearInterval(poll);
      const summary = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`export exited ${code}: ${summary}\n${stderr.slice(-500)}`));
      const s = JSON.parse(summary) as { rows: number; seconds: number };
      resolve({ rows: s.rows, seconds: s.seconds, rowsPerSecond: s.rows / s.seconds, peakRssMiB: peak, beforeMiB: null, rssSource: 'VmHWM of the CLI export process, polled every 100 ms', bytes: statSync(out).size });
    });
  });
}

async function firstPageMs(sb: SandboxLine, params: Record<string, unknown>): Promise<number[]> {
  const client = createApiClient({ baseUrl: sb.base_url, cdn: sb.cdn, apiKey: sb.api_key, secret: sb.secret, serialization: 'php' });
  const times: number[] = [];
  try {
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      const r = await client.call('sevu.errorlog', { ...params, limit: 51, seek: 0 });
      if (!r.ok) throw new Error(r.error.message);
      times.push(performance.now() - t0);
    }
  } finally {
    client.close();
  }
  return times;
}

/**
 * In-page time from the next submit to row 0's Result cell reading `word` (with no search
 * still busy). A string, not a function: tsx's name helpers do not exist in the page.
 */
function timeToFirstRow(page: Page, word: string): Promise<number> {
  const script = `new Promise((resolve) => {
    let start = 0;
    document.addEventListener('submit', () => { start = performance.now(); }, { once: true, capture: true });
    const obs = new MutationObserver(() => {
      const cell = document.querySelector('.ag-row[row-index="0"] [col-id="success"]');
      if (start > 0 && cell && cell.textContent === ${JSON.stringify(word)} && !document.querySelector('button[aria-busy="true"]')) {
        obs.disconnect();
        resolve(performance.now() - start);
      }
    });
    obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  })`;
  return page.evaluate(script) as Promise<number>;
}

async function uiFirstPage(): Promise<number[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-viewers-ui-'));
  const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir, '--sandbox-attempts', String(ATTEMPTS)]);
  const browser = await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
    await page.goto(proc.line.url);
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Attempts', exact: true }).click({ timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'Attempts' }).waitFor();
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const choice = i % 2 === 0 ? 'rejected' : 'accepted';
      await page.getByLabel('Result').selectOption(choice);
      const timing = timeToFirstRow(page, choice);
      await page.waitForTimeout(50); // the listener is installed before the submit
      await page.getByRole('button', { name: /^Search/ }).click();
      times.push(await timing);
      await page.waitForTimeout(1500); // let the count and the breakdown of this search finish
    }
    return times;
  } finally {
    await browser.close();
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function exportLines(label: string, e: ExportFigures): BenchLine[] {
  const note = `${e.rows.toLocaleString('en-US')} rows, ${e.seconds.toFixed(1)} s, ${(e.bytes / 1048576).toFixed(0)} MiB file`;
  const before = e.beforeMiB === null ? '' : `; ${Math.round(e.beforeMiB)} MiB before the export`;
  return [
    { name: `viewers: export all, ${label} throughput`, value: Math.round(e.rowsPerSecond), unit: 'rows/s', note },
    { name: `viewers: export all, ${label} peak RSS`, value: Math.round(e.peakRssMiB), unit: 'MiB', note: `${e.rssSource}${before}` },
  ];
}

export async function bench(): Promise<BenchLine[]> {
  const builtRenderer = existsSync(join(projectRoot, 'out', 'renderer', 'index.html'));
  const ui = builtRenderer ? await uiFirstPage() : null;
  const t0 = performance.now();
  const sandbox = await startSandboxProcess();
  const seeded = performance.now() - t0;
  const sb = sandbox.line;
  const dir = mkdtempSync(join(tmpdir(), 'mc-bench-viewers-'));
  try {
    const all = await firstPageMs(sb, {});
    const rejected = await firstPageMs(sb, { success: 0 });
    const notBuilt = (label: string): BenchLine[] => [{ name: `viewers: export all, ${label}`, value: Number.NaN, unit: 'rows/s', note: 'not measured: web mode needs the built renderer (npm run build)' }];
    const webPooled = builtRenderer ? exportLines('app (web mode), bounded pager (4 in flight)', await webExport(sb, 4, dir)) : notBuilt('app, bounded pager');
    const webSequential = builtRenderer ? exportLines('app (web mode), sequential pager (1 in flight)', await webExport(sb, 1, dir)) : notBuilt('app, sequential pager');
    // Flat memory: a quarter-size export on the same path should peak about as high as the full one.
    const webSmaller = builtRenderer ? exportLines('app (web mode), bounded pager, video cam_1 only', await webExport(sb, 4, dir, { video: 'cam_1' })) : notBuilt('app, smaller export');
    const cliPooled = await cliExport(sb, join(dir, 'cli-4.csv'), 4);
    const cliSequential = await cliExport(sb, join(dir, 'cli-1.csv'), 1);
    const uiLine: BenchLine = ui
      ? { name: 'viewers: search → first page visible in Chromium (1M attempts)', value: Math.round(median(ui)), unit: 'ms', note: `median of ${ui.length}, submit → row 0 shows the new result: ${ui.map((t) => Math.round(t)).join(', ')}` }
      : { name: 'viewers: search → first page visible in Chromium', value: Number.NaN, unit: 'ms', note: 'not measured: the renderer is not built (npm run build)' };
    return [
      uiLine,
      { name: 'viewers: sandbox process seeded with attempts', value: ATTEMPTS, unit: 'attempts', note: `${Math.round(seeded)} ms to start, seed and listen` },
      { name: 'viewers: search → first page (50 + 1 rows), no filter', value: Math.round(median(all)), unit: 'ms', note: `median of 10 via the signed client: ${all.map((t) => Math.round(t)).join(', ')}` },
      { name: 'viewers: search → first page, rejected only', value: Math.round(median(rejected)), unit: 'ms', note: 'median of 10' },
      ...webPooled,
      ...webSequential,
      ...webSmaller,
      ...exportLines('CLI, bounded pager (4 in flight)', cliPooled),
      ...exportLines('CLI, sequential pager (1 in flight)', cliSequential),
    ];
  } finally {
    await stopChild(sandbox.child);
    rmSync(dir, { recursive: true, force: true });
  }
}
