/**
 * Viewers figures on a 1,000,000-attempt account:
 * - search → first page through the signed client (sevu.errorlog limit 51: the grid's page
 *   of 50 + 1) against `master-control sandbox` in its own process, p50/p95 of 20, for no
 *   filter and for rejected-only;
 * - search → first page visible in Chromium: web mode with its in-process sandbox seeded
 *   with 1,000,000 attempts, from the Search form's submit to the grid's row 0 showing the
 *   new result (measured in the page), alternating Accepted / Rejected, p50/p95 of 20.
 * Exports have their own module (bench/exports.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Page, chromium } from '@playwright/test';
import { createApiClient } from '../electron/core/client';
import { chromiumLaunchOptions } from '../test/e2e/chromium';
import { buildOutIfStale } from './lib/built';
import { startWebProcess } from '../test/e2e/web-process';
import { type SandboxLine, startSandboxProcess, stopChild } from './lib/procs';
import { countLabel, percentile } from './lib/stats';
import { type BenchLine, type BenchOptions, sized } from './types';

const FULL = { attempts: 1_000_000, samples: 20 };
const SMOKE = { attempts: 5_000, samples: 3 };

async function firstPageMs(sb: SandboxLine, params: Record<string, unknown>, SAMPLES: number): Promise<number[]> {
  const client = createApiClient({ baseUrl: sb.base_url, cdn: sb.cdn, apiKey: sb.api_key, secret: sb.secret, serialization: 'php' });
  const times: number[] = [];
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const t0 = performance.now();
      const r = await client.call('sevu.errorlog', { ...params, limit: 51, seek: 0 });
      if (!r.ok) throw new Error(r.error.message);
      if (r.value.errors.length !== 51) throw new Error(`asked for 51 rows, got ${r.value.errors.length}`);
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

async function uiFirstPage({ attempts: ATTEMPTS, samples: SAMPLES }: typeof FULL): Promise<number[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-viewers-ui-'));
  const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir, '--sandbox-attempts', String(ATTEMPTS)]);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
    await page.goto(proc.line.url);
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Attempts', exact: true }).click({ timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'Attempts' }).waitFor();
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const choice = i % 2 === 0 ? 'rejected' : 'accepted';
      await page.getByLabel('Result').selectOption(choice);
      const timing = timeToFirstRow(page, choice);
      await page.waitForTimeout(50); // the listener is installed before the submit
      await page.getByRole('button', { name: /^Search/ }).click();
      times.push(await timing);
      await page.waitForTimeout(1000); // let the count and the breakdown of this search finish
    }
    return times;
  } finally {
    await browser.close();
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (v: number): number => Math.round(v * 10) / 10;

export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const size = sized(options, FULL, SMOKE);
  const { attempts: ATTEMPTS, samples: SAMPLES } = size;
  buildOutIfStale();
  const ui = await uiFirstPage(size);
  const sandbox = await startSandboxProcess(['--seed', '1', '--attempts', String(ATTEMPTS)]);
  try {
    const all = await firstPageMs(sandbox.line, {}, SAMPLES);
    const rejected = await firstPageMs(sandbox.line, { success: 0 }, SAMPLES);
    const list = (v: number[]): string => v.map((t) => Math.round(t)).join(', ');
    return [
      { name: `viewers: search → first page visible in Chromium (${countLabel(ATTEMPTS)}), p50`, value: ms(percentile(ui, 50)), unit: 'ms', note: `${SAMPLES} searches, submit → row 0 shows the new result: ${list(ui)}` },
      { name: `viewers: search → first page visible in Chromium (${countLabel(ATTEMPTS)}), p95`, value: ms(percentile(ui, 95)), unit: 'ms', note: 'goal < 300' },
      { name: 'viewers: signed client first page (51 rows), no filter, p50', value: ms(percentile(all, 50)), unit: 'ms', note: `p95 ${ms(percentile(all, 95))} ms, sandbox process with ${countLabel(ATTEMPTS)} attempts` },
      { name: 'viewers: signed client first page, rejected only, p50', value: ms(percentile(rejected, 50)), unit: 'ms', note: `p95 ${ms(percentile(rejected, 95))} ms` },
    ];
  } finally {
    await stopChild(sandbox.child);
  }
}
