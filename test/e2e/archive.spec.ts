/**
 * Attempts → Archive end to end (web mode + the sandbox): the panel says what the archive
 * holds, Sync now archives every attempt and then only the new one, Insights read from the
 * archive (nothing asked of the service) name their source, "Sync by itself" is kept by
 * main across a reload of the window, Forget before a date
 * (armed, then fired) says how many it removed; and with DuckDB's binary failing to load
 * the panel says why while the rest of the Attempts screen works.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen } from './steps/screens';
import { themedShots } from './themed-shots';
import { grid } from './steps/grids';
import { armGap } from './steps/arm';

const SHOTS = 'test-results/shots/archive';

async function openArchive(page: Page): Promise<void> {
  await openScreen(page, 'Attempts');
  await page.getByRole('group', { name: 'Attempts view' }).getByRole('button', { name: 'Archive' }).click();
}

test.describe('with DuckDB', () => {
  test.use({ mcArgs: ['--sandbox-attempts', '3000'] });

  test('Sync now archives every attempt, then only the new one; Forget before says how many', async ({ mc }) => {
    const { page } = mc;
    await openArchive(page);
    const contents = page.getByRole('status', { name: 'Archive contents' });
    await expect(contents).toHaveText(/^No attempts archived yet/);
    await themedShots(page, SHOTS, 'archive-empty', { sizes: [[1280, 720]] });

    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByRole('status', { name: 'Sync progress' })).toHaveText('Read 3,000 attempts; 3,000 new in the archive.');
    await expect(contents).toHaveText(/^3,000 attempts, \d{4}-\d{2}-\d{2} \d{2}:\d{2} to \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC, [\d.]+ MB on disk\.$/);
    await themedShots(page, SHOTS, 'archive-synced', { sizes: [[1280, 720]] });

    // Insights with the archive as their source: the same shared ticket as from the service, and the source named.
    await page.getByRole('group', { name: 'Attempts view' }).getByRole('button', { name: 'Insights' }).click();
    await page.getByLabel('Source').selectOption('archive');
    const before = (await mc.sandbox.counts())['sevu.errorlog'] ?? 0;
    await page.getByRole('button', { name: 'Read insights' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3,000 attempts read from the archive, all dates.' })).toBeVisible();
    await expect(grid(page, 'Shared tickets').getByRole('gridcell', { name: 'AU NL UY ZA', exact: true })).toBeVisible();
    expect((await mc.sandbox.counts())['sevu.errorlog'] ?? 0).toBe(before);
    await themedShots(page, SHOTS, 'insights-from-archive', { sizes: [[1280, 720]] });
    await page.getByRole('group', { name: 'Attempts view' }).getByRole('button', { name: 'Archive' }).click();

    await mc.sandbox.useTicket({ key: 'cam_1.00000000000000.00000000', pass: 'nope', ip: '203.0.113.9', app: 'demo-origin', video: 'cam_1' });
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByRole('status', { name: 'Sync progress' })).toHaveText(/; 1 new in the archive\.$/);
    await expect(contents).toHaveText(/^3,001 attempts/);

    // Syncing by itself is main's setting: a reloaded window shows it as set.
    const byItself = page.getByLabel('Sync by itself');
    await byItself.selectOption({ label: 'Every 15 min' });
    await expect(byItself).toHaveValue('15');
    await themedShots(page, SHOTS, 'archive-sync-by-itself', { sizes: [[1280, 720], [1440, 900]] });
    await page.reload();
    await openArchive(page);
    await expect(page.getByLabel('Sync by itself')).toHaveValue('15');
    await page.getByLabel('Sync by itself').selectOption({ label: 'Only when asked' });
    await expect(page.getByLabel('Sync by itself')).toHaveValue('');

    await page.getByLabel('Forget before (UTC)').fill('2099-01-01');
    const forget = page.getByRole('button', { name: 'Forget before date' });
    await forget.click();
    const armed = page.getByRole('button', { name: /^Press again to delete every archived attempt before 2099-01-01/ });
    await expect(armed).toBeVisible();
    // One theme only: switching themes is a click elsewhere, which disarms.
    await page.screenshot({ path: `${SHOTS}/archive-forget-armed-dark-1280x720.png` });
    await armGap(page);
    await armed.click();
    await expect(page.getByText('Forgot 3,001 attempts before 2099-01-01 UTC.')).toBeVisible();
    await expect(contents).toHaveText(/^No attempts archived yet/);
  });
});

test.describe('without DuckDB', () => {
  const preload = fileURLToPath(new URL('../fixtures/no-duckdb.cjs', import.meta.url));
  test.use({ mcEnv: { NODE_OPTIONS: `--require ${preload}` } });

  test('the Archive panel says why it is unavailable; the attempts list still reads', async ({ mc }) => {
    const { page } = mc;
    await openArchive(page);
    await expect(page.getByRole('status', { name: 'Archive contents' })).toHaveText(/^The archive is unavailable: .*@duckdb\/node-api/);
    await expect(page.getByRole('button', { name: 'Sync now' })).toBeDisabled();
    await themedShots(page, SHOTS, 'archive-unavailable', { sizes: [[1280, 720]] });
    await page.getByRole('group', { name: 'Attempts view' }).getByRole('button', { name: 'List' }).click();
    await page.getByRole('form', { name: 'Attempt filters' }).getByRole('button', { name: 'Search' }).click();
    await expect(grid(page, 'Attempts').getByRole('row').nth(1)).toBeVisible();
  });
});
