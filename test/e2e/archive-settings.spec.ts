/**
 * The archive's settings on Attempts → Archive (web mode + the sandbox): the trailing
 * window and the service's retention show main's defaults, a wrong value is refused under
 * its field in words and nothing is sent, a saved window is the one the next sync reads
 * from (its answer names the second), and the settings are main's: a reloaded window
 * shows them as saved.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen } from './steps/screens';
import { themedShots } from './themed-shots';
import { grid } from './steps/grids';

const SHOTS = 'test-results/shots/archive';

async function openArchive(page: Page): Promise<void> {
  await openScreen(page, 'Attempts');
  await page.getByRole('group', { name: 'Attempts view' }).getByRole('button', { name: 'Archive' }).click();
}

/** UTC `YYYY-MM-DD HH:MM:SS`, `hours` before `text`. */
const hoursBefore = (text: string, hours: number, extraSeconds = 0): string =>
  new Date(Date.parse(`${text.replace(' ', 'T')}Z`) - hours * 3_600_000 - extraSeconds * 1000).toISOString().slice(0, 19).replace('T', ' ');

test.use({ mcArgs: ['--sandbox-attempts', '3000'] });

test('the trailing window and retention are refused in words when wrong, saved by main, and used by the next sync', async ({ mc }) => {
  const { page } = mc;
  await openArchive(page);
  await page.getByRole('button', { name: 'Sync now' }).click();
  const progress = page.getByRole('status', { name: 'Sync progress' });
  await expect(progress).toHaveText('Read 3,000 attempts; 3,000 new in the archive.', { timeout: 120_000 });

  const form = page.getByRole('form', { name: 'Archive settings' });
  const windowHours = form.getByLabel('Read again (hours)');
  const retention = form.getByLabel('Service keeps (days)');
  const save = form.getByRole('button', { name: 'Save settings' });
  await expect(windowHours).toHaveValue('24');
  await expect(retention).toHaveValue('30');
  await expect(save).toBeDisabled();

  // Wrong values: each said under its field, marked invalid, nothing saved.
  await windowHours.fill('0');
  await retention.fill('abc');
  await save.click();
  await expect(form.getByText('The trailing window is 0 hours: it can be from 1 to 720 hours.')).toBeVisible();
  await expect(form.getByText('The service\'s retention is "abc", not a whole number of days: from 1 to 3,650 days.')).toBeVisible();
  await expect(windowHours).toHaveAttribute('aria-invalid', 'true');
  await themedShots(page, SHOTS, 'archive-settings-refused', { sizes: [[1280, 720], [1440, 900]] });
  await windowHours.fill('49');
  await retention.fill('2');
  await save.click();
  await expect(form.getByText('The trailing window (49 hours) is longer than the service keeps its log (2 days = 48 hours): at most 48.')).toBeVisible();
  await expect(form.getByText(/^Saved:/)).toHaveCount(0);

  // A window of 2 hours, saved: the next sync reads from 2 h before the newest archived second.
  await windowHours.fill('2');
  await retention.fill('30');
  await save.click();
  await expect(page.getByRole('status', { name: 'Archive settings saved' })).toHaveText('Saved: the next sync reads again the 2 h before the newest archived attempt; the service keeps 30 days.');
  await expect(save).toBeDisabled();
  const newest = ((await grid(page, 'Archived attempts').locator('[col-id="time"][role="gridcell"]').first().textContent()) ?? '').trim();
  expect(newest).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await page.getByRole('button', { name: 'Sync now' }).click();
  // The filter was probed after the first sync: inclusive, the window's first second itself; unknown, a second earlier.
  const since = [hoursBefore(newest, 2), hoursBefore(newest, 2, 1)].map((s) => s.replaceAll(/[-:]/g, (c) => `\\${c}`)).join('|');
  await expect(progress).toHaveText(new RegExp(`^Read [\\d,]+ attempts? since (${since}) UTC; 0 new in the archive\\.$`), { timeout: 60_000 });

  // Main keeps them: a reloaded window shows them as saved.
  await page.reload();
  await openArchive(page);
  await expect(page.getByRole('form', { name: 'Archive settings' }).getByLabel('Read again (hours)')).toHaveValue('2');
  await expect(page.getByRole('form', { name: 'Archive settings' }).getByLabel('Service keeps (days)')).toHaveValue('30');
});
