/**
 * The shell's figures: web-mode cold start (spawn `master-control web` → first screen
 * interactive in Chromium, median of 5, fresh data folder each time) and the renderer's
 * initial JavaScript (the entry scripts and module preloads index.html names), gzipped.
 * "Interactive" is all of: Live's h1 visible, its Watch button enabled, and the account
 * switch showing the active account (the first answer from main over the socket) — each
 * checked in the page, so a main thread still busy with start-up work counts as not yet.
 * Live opens with no grid drawn (the split ledger is folded until opened, and the board has
 * rows only after Watch), so a second figure opens the ledger the moment Live is
 * interactive and times until its grid is drawn with its content: a fresh sandbox has no
 * splits, so that is the grid's empty line. AG Grid's code is prefetched, not loaded first.
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../test/e2e/chromium';
import { buildOutIfStale } from './lib/built';
import { projectRoot, startWebProcess } from '../test/e2e/web-process';
import { median } from './lib/stats';
import { type BenchLine, type BenchOptions, sized } from './types';

const rendererDir = join(projectRoot, 'out', 'renderer');
const FULL_RUNS = 5;
/** The ledger grid's empty line (LedgerGrid's emptyText): the grid is drawn and has read its rows. */
const LEDGER_EMPTY = /^No splits from this console yet/;

/** Every script index.html loads before anything else: entry modules and modulepreloads. */
function initialScripts(html: string): string[] {
  const refs = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  return [...new Set(refs.map((m) => m[1]!.replace(/^\.?\//, '')))];
}

/** The scripts index.html only prefetches: the first screen's deferred code (its grids). */
function prefetchedScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/<link[^>]*rel="prefetch"[^>]*href="([^"]+\.js)"/g)].map((m) => m[1]!.replace(/^\.?\//, '')))];
}

function sizes(files: string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(rendererDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

function initialJsSize(): BenchLine[] {
  const html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  const files = initialScripts(html);
  const { raw, gzip } = sizes(files);
  const later = prefetchedScripts(html);
  return [
    { name: 'renderer initial JS (gzip)', value: Math.round(gzip / 1024), unit: 'KiB', note: `${files.length} file(s)` },
    { name: 'renderer initial JS (raw, minified)', value: Math.round(raw / 1024), unit: 'KiB' },
    { name: "first screen's deferred JS, prefetched (gzip)", value: Math.round(sizes(later).gzip / 1024), unit: 'KiB', note: `${later.length} file(s), run after the first paint` },
  ];
}

interface ColdStart {
  urlMs: number;
  interactiveMs: number;
  gridMs: number;
}

/** Live is on screen and usable: see the file comment. Runs in the page. */
function liveInteractive(): boolean {
  const h1 = document.querySelector('h1');
  const watch = [...document.querySelectorAll<HTMLButtonElement>('form[aria-label="Target to watch"] button[type="submit"]')];
  const account = document.querySelector<HTMLSelectElement>('#mc-account-switch');
  return h1?.textContent === 'Live' && h1.checkVisibility() && watch.length === 1 && !watch[0]!.disabled && (account?.value ?? '') !== '';
}

async function coldStartOnce(browser: import('@playwright/test').Browser): Promise<ColdStart> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-'));
  const page = await browser.newPage();
  const started = performance.now();
  const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir]);
  const urlMs = performance.now() - started;
  try {
    await page.goto(proc.line.url, { waitUntil: 'commit' });
    await page.waitForFunction(liveInteractive, undefined, { timeout: 30_000 });
    const interactiveMs = performance.now() - started;
    await page.locator('summary').filter({ hasText: /^Split ledger/ }).click();
    await page.getByRole('region', { name: 'Split ledger' }).getByText(LEDGER_EMPTY).waitFor({ timeout: 30_000 });
    return { urlMs, interactiveMs, gridMs: performance.now() - started };
  } finally {
    await page.close();
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}


export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const RUNS = sized(options, FULL_RUNS, 1);
  buildOutIfStale();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const runs: ColdStart[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldStartOnce(browser));
    const times = runs.map((r) => r.interactiveMs);
    return [
      { name: 'web mode cold start → first screen interactive', value: Math.round(median(times)), unit: 'ms', note: `median of ${RUNS}: ${times.map((t) => Math.round(t)).join(', ')}` },
      { name: 'web mode cold start → URL printed (process + services)', value: Math.round(median(runs.map((r) => r.urlMs))), unit: 'ms', note: 'the built CLI (out/cli), no transpiling at start' },
      { name: 'web mode cold start → split ledger opened, its grid drawn', value: Math.round(median(runs.map((r) => r.gridMs))), unit: 'ms', note: 'opened when Live is interactive; AG Grid loads after the first paint' },
      ...initialJsSize(),
    ];
  } finally {
    await browser.close();
  }
}
