/**
 * Reports figures in Chromium against web mode + sandbox: time from choosing a month on
 * the Usage tab to its chart drawn (AG Charts has rendered the new month's data: the
 * figure's data-drawn-key names it), median of 10 months never loaded before. Measured
 * inside the page, from the month input's `input` event to the attribute change, so
 * Playwright's own round trips are not counted. Also the Reports chunk size (gzip).
 */
import { type Page, chromium } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { monthOfInstant, shiftMonth } from '../shared/domain/reports/period';
import { chromiumLaunchOptions } from '../test/e2e/chromium';
import { buildOutIfStale } from './lib/built';
import { projectRoot, startWebProcess } from '../test/e2e/web-process';
import { median } from './lib/stats';
import { type BenchLine, type BenchOptions, sized } from './types';

const FULL_RUNS = 10;
const rendererDir = join(projectRoot, 'out', 'renderer');

/**
 * Starts the in-page clock at the next input event and resolves when the chart shows
 * `key`. Sent as source text: tsx would wrap named functions in a helper the page lacks.
 */
function timeUntilDrawn(page: Page, key: string): Promise<number> {
  const script = `new Promise((resolve) => {
    let start = 0;
    document.addEventListener('input', () => { start = performance.now(); }, { once: true, capture: true });
    const obs = new MutationObserver(() => {
      if (start > 0 && document.querySelector('figure[data-drawn-key=${JSON.stringify(key)}]') !== null) {
        obs.disconnect();
        resolve(performance.now() - start);
      }
    });
    obs.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-drawn-key'] });
  })`;
  return page.evaluate(script) as Promise<number>;
}

async function monthToChart(page: Page, runs: number): Promise<number[]> {
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await page.locator('figure[data-drawn-key^="reports:usage:"]').waitFor({ timeout: 30_000 });
  const times: number[] = [];
  let month = monthOfInstant(Date.now());
  for (let i = 0; i < runs; i++) {
    month = shiftMonth(month, -1);
    const timing = timeUntilDrawn(page, `reports:usage:${month}`);
    await page.waitForTimeout(50); // let the listener install before the input event
    await page.getByLabel('Usage month').fill(month);
    times.push(await timing);
  }
  return times;
}

/**
 * JS fetched when the Reports screen first opens: its chunk and every chunk it imports
 * that the entry does not already load (AG Charts, AG Grid), gzipped.
 */
function reportsChunkKiB(): { kib: number; files: number } {
  const assets = join(rendererDir, 'assets');
  const entry = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  // The entry script names the lazy chunk (assets/ may hold older builds' files too).
  const entryScripts = [...entry.matchAll(/assets\/([\w.-]+\.js)/g)].map((m) => readFileSync(join(assets, m[1] as string), 'utf8'));
  const start = entryScripts.map((text) => /ReportsScreen-[\w-]+\.js/.exec(text)?.[0]).find((f) => f !== undefined);
  if (start === undefined) return { kib: 0, files: 0 };
  const seen = new Set<string>();
  const walk = (file: string): void => {
    if (seen.has(file) || entry.includes(file)) return;
    seen.add(file);
    const text = readFileSync(join(assets, file), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) walk(m[1] as string);
  };
  walk(start);
  const bytes = [...seen].reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
  return { kib: Math.round(bytes / 1024), files: seen.size };
}


export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const runs = sized(options, FULL_RUNS, 2);
  buildOutIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-reports-'));
  const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir]);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(proc.line.url);
    const times = await monthToChart(page, runs);
    const lines: BenchLine[] = [
      { name: 'reports: choose a month → usage chart drawn', value: Math.round(median(times)), unit: 'ms', note: `median of ${runs}: ${times.map((t) => Math.round(t)).join(', ')}` },
    ];
    const chunk = reportsChunkKiB();
    if (chunk.files > 0) lines.push({ name: 'reports: JS loaded on opening Reports (gzip, lazy)', value: chunk.kib, unit: 'KiB', note: `${chunk.files} chunk(s), AG Charts + AG Grid included` });
    return lines;
  } finally {
    await browser.close();
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
