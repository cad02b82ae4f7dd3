/**
 * The shell's figures: web-mode cold start (spawn `master-control web` → first screen
 * interactive in Chromium, median of 3, fresh data folder each time) and the renderer's
 * initial JavaScript (the entry scripts and module preloads index.html names), gzipped.
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../test/e2e/chromium';
import globalSetup from '../test/e2e/global-setup';
import { projectRoot, startWebProcess } from '../test/e2e/web-process';
import { median } from './lib/stats';
import type { BenchLine } from './types';

const rendererDir = join(projectRoot, 'out', 'renderer');
const RUNS = 5;

/** Every script index.html loads before anything else: entry modules and modulepreloads. */
export function initialScripts(html: string): string[] {
  const refs = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  return [...new Set(refs.map((m) => m[1]!.replace(/^\.?\//, '')))];
}

function initialJsSize(): BenchLine[] {
  const files = initialScripts(readFileSync(join(rendererDir, 'index.html'), 'utf8'));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(rendererDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return [
    { name: 'renderer initial JS (gzip)', value: Math.round(gzip / 1024), unit: 'KiB', note: `${files.length} file(s)` },
    { name: 'renderer initial JS (raw, minified)', value: Math.round(raw / 1024), unit: 'KiB' },
  ];
}

interface ColdStart {
  urlMs: number;
  interactiveMs: number;
}

async function coldStartOnce(browser: import('@playwright/test').Browser): Promise<ColdStart> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-'));
  const page = await browser.newPage();
  const started = performance.now();
  const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir]);
  const urlMs = performance.now() - started;
  try {
    await page.goto(proc.line.url);
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    return { urlMs, interactiveMs: performance.now() - started };
  } finally {
    await page.close();
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}


export async function bench(): Promise<BenchLine[]> {
  globalSetup(); // builds out/ when older than the sources, as the e2e run does
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const runs: ColdStart[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldStartOnce(browser));
    const times = runs.map((r) => r.interactiveMs);
    return [
      { name: 'web mode cold start → first screen interactive', value: Math.round(median(times)), unit: 'ms', note: `median of ${RUNS}: ${times.map((t) => Math.round(t)).join(', ')}` },
      { name: 'web mode cold start → URL printed (process + services)', value: Math.round(median(runs.map((r) => r.urlMs))), unit: 'ms', note: 'the built CLI (out/cli), no transpiling at start' },
      ...initialJsSize(),
    ];
  } finally {
    await browser.close();
  }
}
