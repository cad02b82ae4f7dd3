/**
 * One read failure reads once on the Live screen (new-operator pass, web mode at 1280 and
 * 1024 px: the reason stood in the Live bar, the board's banner, the board's box and
 * Recording's box at once). The Live bar keeps the full reason; the board says since when
 * and what its rows are; an area with nothing read says so in the one wording. Screenshots
 * of the failing state under test-results/shots-e2e/live-once/ (MC_SHOTS to change).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { themedShots } from './themed-shots';
import { startWatch } from './steps/live';

const SHOTS = process.env.MC_SHOTS ?? 'test-results/shots-e2e/live-once';
const SIZES = [[1280, 720], [1024, 768]] as const;
const NOT_READ = 'Nothing read: the read failed (the reason is above).';

/** How many times the Live screen writes `text` out (hover titles aside). */
async function timesShown(page: Page, text: string): Promise<number> {
  const all = (await page.locator('.lv-screen').textContent()) ?? '';
  return all.split(text).length - 1;
}

// (Its board without any rows — no stored services read either — is the renderer test's: here the
// services are read first, so that the page's first read cannot race the fault.)
test('the account answering an error from the first watch: the reason once, in the Live bar; the other areas say what it means for them', async ({ mc }) => {
  const { page } = mc;
  await expect.poll(async () => (await mc.sandbox.counts())['pushpublish.services'] ?? 0).toBeGreaterThan(0);
  await mc.sandbox.setFault('*', { kind: 'http', status: 503 });
  await page.reload();
  await startWatch(page);
  const reason = 'The server answered HTTP 503 instead of a result.';
  const bar = page.locator('.lv-status');
  await expect(bar).toContainText(`FAILED· could not read the streams: ${reason}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Reads are failing since' })).toBeVisible();
  await themedShots(page, SHOTS, 'never-read', { sizes: SIZES });
  await page.getByRole('region', { name: 'Recording' }).scrollIntoViewIfNeeded();
  await themedShots(page, SHOTS, 'never-read-recording', { sizes: SIZES });
  expect(await timesShown(page, reason)).toBe(1);
  // The board keeps its rows (only what this console knows) and points up to the reason.
  await expect(page.getByRole('alert').filter({ hasText: 'Reads are failing since' })).toContainText('(the reason is above). Nothing has been read yet: the states below are only what this console sent.');
  await expect(page.getByRole('table', { name: 'Destinations' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recording' })).toContainText(NOT_READ);
  await expect(page.getByText(/^Could not read/)).toHaveCount(0);
});

test('a refresh failing after a good read: the reason once, in the Live bar; the board and streams stay as last known', async ({ mc }) => {
  const { page } = mc;
  await startWatch(page);
  await expect(page.getByText(/^Last refreshed/)).toBeVisible();
  await page.getByLabel('Refresh every').selectOption('2000');
  await mc.sandbox.setFault('stream.active', { kind: 'http', status: 500 });
  const reason = 'The server answered HTTP 500 instead of a result.';
  await expect(page.locator('.lv-status')).toContainText(`STALE· refresh failed: ${reason}`);
  const banner = page.getByRole('alert').filter({ hasText: 'Reads are failing since' });
  await expect(banner).toContainText('(the reason is above). The states below are as of the last good read');
  await themedShots(page, SHOTS, 'refresh-failed', { sizes: SIZES });
  expect(await timesShown(page, reason)).toBe(1);
  await expect(page.getByRole('table', { name: 'Live streams' })).toContainText('cam_1');
  await expect(page.getByText(NOT_READ)).toHaveCount(0);
});
