/**
 * The archive screen end to end (web mode + the sandbox): after a sync the grid shows the
 * archived attempts a page at a time with the count of matches, filters them (result, key,
 * an address's start) with counts that add up to what was synced, and exports what the
 * filters match to Parquet from the screen, every folder 0700 and file 0600.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen } from './steps/screens';
import { themedShots } from './themed-shots';
import { grid } from './steps/grids';

const SHOTS = 'test-results/shots/archive';
const SYNCED = 3000;

async function total(page: Page): Promise<number> {
  const line = grid(page, 'Archived attempts').getByText(/^Page \d+ · (rows [\d,]+–[\d,]+ of [\d,]+|no rows)/);
  const text = (await line.textContent()) ?? '';
  const m = /of ([\d,]+)/.exec(text);
  return m ? Number(m[1]!.replaceAll(',', '')) : 0;
}

async function search(page: Page, expected: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Search archive' }).click();
  await expect(grid(page, 'Archived attempts').getByText(expected)).toBeVisible();
}

test.use({ mcArgs: ['--sandbox-attempts', String(SYNCED)] });

test('the archive grid shows synced rows, filters them, and exports Parquet from the screen', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Attempts');
  await page.getByRole('group', { name: 'Attempts view' }).getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  // A first sync starts the archive process and reads every page: minutes on a busy machine, not seconds.
  await expect(page.getByRole('status', { name: 'Sync progress' })).toHaveText('Read 3,000 attempts; 3,000 new in the archive.', { timeout: 120_000 });
  const region = grid(page, 'Archived attempts');
  await expect(region.getByText('Page 1 · rows 1–100 of 3,000')).toBeVisible();
  await expect(region.getByRole('row')).not.toHaveCount(1);
  await themedShots(page, SHOTS, 'archive-grid', { sizes: [[1280, 720], [1440, 900]] });

  // Accepted and rejected split the whole.
  const result = region.locator('[col-id="success"][role="gridcell"]');
  await page.getByLabel('Result').selectOption('rejected');
  await page.getByRole('button', { name: 'Search archive' }).click();
  await expect.poll(async () => [...new Set(await result.allTextContents())]).toEqual(['rejected']);
  const rejected = await total(page);
  await page.getByLabel('Result').selectOption('accepted');
  await page.getByRole('button', { name: 'Search archive' }).click();
  await expect.poll(async () => [...new Set(await result.allTextContents())]).toEqual(['accepted']);
  const accepted = await total(page);
  expect(rejected).toBeGreaterThan(0);
  expect(accepted + rejected).toBe(SYNCED);
  await page.getByLabel('Result').selectOption('');

  // A key from the grid: every row then shows it.
  await search(page, /of 3,000$/);
  const key = (await region.locator('[col-id="key"][role="gridcell"]').first().textContent())!.trim();
  await page.getByLabel('Key contains').fill(key);
  await page.getByRole('button', { name: 'Search archive' }).click();
  await expect.poll(async () => [...new Set((await region.locator('[col-id="key"][role="gridcell"]').allTextContents()).map((k) => k.trim()))]).toEqual([key]);
  const keyRows = await total(page);
  expect(keyRows).toBeGreaterThan(0);
  expect(keyRows).toBeLessThan(SYNCED);
  await themedShots(page, SHOTS, 'archive-grid-filtered', { sizes: [[1280, 720], [1440, 900]] });
  await page.getByLabel('Key contains').fill('');

  // Parquet of the rejected attempts, from the screen, into a new folder of the export folder.
  await page.getByLabel('Result').selectOption('rejected');
  await page.getByRole('button', { name: 'Search archive' }).click();
  await expect.poll(async () => [...new Set(await result.allTextContents())]).toEqual(['rejected']);
  await page.getByLabel('Folder name (in the export folder)').fill('rejected-parquet');
  await page.getByRole('button', { name: 'Export to Parquet' }).click();
  const progress = page.getByRole('status', { name: 'Parquet export progress' });
  await expect(progress).toHaveText(new RegExp(`^Complete: ${rejected.toLocaleString('en-US')} attempts in \\d+ month files under .*rejected-parquet\\.$`));
  await themedShots(page, SHOTS, 'archive-parquet-done', { sizes: [[1280, 720], [1440, 900]] });
  const out = join(mc.dataDir, 'exports', 'rejected-parquet');
  expect((statSync(out).mode & 0o777).toString(8)).toBe('700');
  const months = readdirSync(out);
  expect(months.length).toBeGreaterThan(0);
  for (const m of months) {
    expect((statSync(join(out, m)).mode & 0o777).toString(8)).toBe('700');
    for (const f of readdirSync(join(out, m))) expect((statSync(join(out, m, f)).mode & 0o777).toString(8)).toBe('600');
  }
  // The same folder again is refused in words: two exports never mix.
  await page.getByRole('button', { name: 'Export to Parquet' }).click();
  await expect(page.getByText(/already holds files; pick a new folder/)).toBeVisible();
});
