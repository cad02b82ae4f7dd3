/**
 * Viewers figures with the sandbox seeded with 1,000,000 attempts (in this process):
 * - search → first page: sevu.errorlog limit 51 (the grid's page of 50 + 1) through the
 *   real signed client, median of 10, for no filter and for rejected-only.
 * - export of all 1,000,000 attempts by `master-control export` in a CHILD process, so its
 *   peak RSS is that process's own (GNU time's max RSS, else the child's VmHWM polled),
 *   with the bounded pager (4 in flight) and with a plain sequential pager (1 in flight)
 *   on the same sandbox in the same run, plus a 0-row export as the RSS baseline.
 * - search → first page visible in Chromium: web mode with its sandbox seeded with
 *   1,000,000 attempts, from the Search form's submit event to the grid's first row
 *   showing the new result (measured in the page), alternating Accepted / Rejected.
 * The sandbox answers from this process, so both exports share its one CPU the same way.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Page, chromium } from '@playwright/test';
import { createApiClient } from '../electron/core/client';
import { startSandbox, type SandboxHandle } from '../electron/sandbox/index';
import { projectRoot, startWebProcess } from '../test/e2e/web-process';
import type { BenchLine } from './types';

const ATTEMPTS = 1_000_000;
const PAGE = 1000;

interface ChildExport {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssMiB: number;
  rssSource: string;
  bytes: number;
}

const median = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? Number.NaN;

/** Peak RSS of a running process from /proc (kB → MiB), polled while GNU time is missing. */
function vmHwm(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function runChildExport(sb: SandboxHandle, out: string, extra: string[]): Promise<ChildExport> {
  const cli = ['bin/master-control.mjs', 'export', 'sevu.errorlog', '--out', out, '--base-url', sb.baseUrl, '--cdn', String(sb.cdn), '--api-key', sb.apiKey, '--page-size', String(PAGE), ...extra];
  const gnuTime = existsSync('/usr/bin/time');
  const [cmd, args] = gnuTime ? ['/usr/bin/time', ['-f', 'MAXRSS_KB=%M', process.execPath, ...cli]] : [process.execPath, cli];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args as string[], { cwd: projectRoot, env: { ...process.env, MC_SECRET: sb.secret }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let polled = 0;
    const poll = setInterval(() => (polled = Math.max(polled, vmHwm(child.pid ?? 0))), 100);
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => {
      clearInterval(poll);
      const summary = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`export exited ${code}: ${summary}\n${stderr.slice(-500)}`));
      const s = JSON.parse(summary) as { rows: number; seconds: number };
      const kb = /MAXRSS_KB=(\d+)/.exec(stderr);
      resolve({
        rows: s.rows,
        seconds: s.seconds,
        rowsPerSecond: s.rows / s.seconds,
        peakRssMiB: kb ? Number(kb[1]) / 1024 : polled,
        rssSource: kb ? 'GNU time max RSS of the export process' : 'VmHWM of the export process, polled every 100 ms',
        bytes: statSync(out).size,
      });
    });
  });
}

async function firstPageMs(sb: SandboxHandle, params: Record<string, unknown>): Promise<number[]> {
  const client = createApiClient({ baseUrl: sb.baseUrl, cdn: sb.cdn, apiKey: sb.apiKey, secret: sb.secret, serialization: 'php' });
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

export async function bench(): Promise<BenchLine[]> {
  const ui = existsSync(join(projectRoot, 'out', 'renderer', 'index.html')) ? await uiFirstPage() : null;
  const t0 = performance.now();
  const sb = await startSandbox({ seed: 1, attempts: ATTEMPTS });
  const seeded = performance.now() - t0;
  const dir = mkdtempSync(join(tmpdir(), 'mc-bench-viewers-'));
  try {
    const all = await firstPageMs(sb, {});
    const rejected = await firstPageMs(sb, { success: 0 });
    const baseline = await runChildExport(sb, join(dir, 'none.csv'), ['--params', '{"key":"no-such-key"}']);
    const pooled = await runChildExport(sb, join(dir, 'pooled.csv'), ['--concurrency', '4']);
    const sequential = await runChildExport(sb, join(dir, 'sequential.csv'), ['--concurrency', '1']);
    // A tenth-size export with the same pager: if memory is flat, its peak RSS matches the full one.
    const tenth = await runChildExport(sb, join(dir, 'tenth.csv'), ['--concurrency', '4', '--params', '{"video":"cam_1"}']);
    const note = (e: ChildExport) => `${e.rows.toLocaleString('en-US')} rows, ${e.seconds.toFixed(1)} s, ${(e.bytes / 1048576).toFixed(0)} MiB file`;
    const uiLine: BenchLine = ui
      ? { name: 'viewers: search → first page visible in Chromium (1M attempts)', value: Math.round(median(ui)), unit: 'ms', note: `median of ${ui.length}, submit → row 0 shows the new result: ${ui.map((t) => Math.round(t)).join(', ')}` }
      : { name: 'viewers: search → first page visible in Chromium', value: Number.NaN, unit: 'ms', note: 'not measured: the renderer is not built (npm run build)' };
    return [
      uiLine,
      { name: 'viewers: sandbox seeded with attempts', value: ATTEMPTS, unit: 'attempts', note: `${Math.round(seeded)} ms to seed and listen` },
      { name: 'viewers: search → first page (50 + 1 rows), no filter', value: Math.round(median(all)), unit: 'ms', note: `median of 10 via the signed client: ${all.map((t) => Math.round(t)).join(', ')}` },
      { name: 'viewers: search → first page, rejected only', value: Math.round(median(rejected)), unit: 'ms', note: 'median of 10' },
      { name: 'viewers: export all, bounded pager (4 in flight) throughput', value: Math.round(pooled.rowsPerSecond), unit: 'rows/s', note: note(pooled) },
      { name: 'viewers: export all, bounded pager peak RSS', value: Math.round(pooled.peakRssMiB), unit: 'MiB', note: pooled.rssSource },
      { name: 'viewers: export all, sequential pager (1 in flight) throughput', value: Math.round(sequential.rowsPerSecond), unit: 'rows/s', note: note(sequential) },
      { name: 'viewers: export all, sequential pager peak RSS', value: Math.round(sequential.peakRssMiB), unit: 'MiB', note: sequential.rssSource },
      { name: 'viewers: smaller export (video cam_1), bounded pager peak RSS', value: Math.round(tenth.peakRssMiB), unit: 'MiB', note: `${note(tenth)}: flat memory means this matches the full export` },
      { name: 'viewers: 0-row export peak RSS (process baseline)', value: Math.round(baseline.peakRssMiB), unit: 'MiB', note: 'same CLI, a filter matching nothing' },
    ];
  } finally {
    await sb.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
