/**
 * The Viewers screens at a glance, 1280×720, end to end: the Attempts detail follows the
 * selection (a new search replaces it), Export works with the suggested file name and shows
 * its result beside its button, in view, and a created ticket comes into view (selected in
 * the list, its key, pass and URL beside their Copy buttons). Screenshots of both screens go
 * to test-results/shots-e2e/glance/ to be looked at.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readCsv } from '../unit/viewers/csv-read';
import { expect, test } from './fixtures';
import { themedShots } from './themed-shots';
import { grid, search, searchButton } from './steps/grids';
import { openScreen } from './steps/screens';

const SHOTS = 'test-results/shots-e2e/glance';

/** These checks are of the 1280×720 window. */
async function openAt1280(page: Page, screen: 'Tickets' | 'Attempts'): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openScreen(page, screen);
}

test('a new search replaces the Attempts detail: no attempt of the earlier search stays open', async ({ mc }) => {
  const { page } = mc;
  await openAt1280(page, 'Attempts');
  const attempts = await search(page, 'Attempts', { Result: 'accepted' });
  const first = attempts.getByRole('row').nth(1);
  await expect(first).toContainText('Success');
  const earlierKey = (await first.getByRole('gridcell').nth(3).textContent()) ?? '';
  await first.click();
  const detail = page.getByRole('region', { name: 'Attempt detail' });
  await expect(detail).toContainText('Success');
  await expect(first).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('Result').selectOption('rejected');
  await page.getByRole('form', { name: 'Attempt filters' }).getByLabel('Video').fill('cam_1');
  await searchButton(page).click();
  await expect(attempts.getByRole('row').nth(1)).toContainText('rejected');
  // Cleared: the earlier search's attempt is gone, the panel says how to open one of these.
  await expect(detail.getByText('Click a row to see every field of an attempt.')).toBeVisible();
  await expect(detail).not.toContainText('Success');
  await expect(detail.getByLabel('Attempt fields')).toHaveCount(0);
  expect(earlierKey).not.toBe('');

  // Replaced: a row of the new search opens in its place.
  const row = attempts.getByRole('row').nth(1);
  await row.click();
  await expect(detail.getByLabel('Attempt fields')).toContainText('cam_1');
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await themedShots(page, SHOTS, 'attempts-after-new-search', { sizes: [[1280, 720]] });
});

test('Export with the suggested name writes the file and its result shows beside the button, in view', async ({ mc }) => {
  const { page } = mc;
  // The suggested name carries the page's date: a fixed clock, so no midnight falls between.
  const today = '2026-03-14';
  await page.clock.setFixedTime(`${today}T12:00:00Z`);
  await openAt1280(page, 'Attempts');
  await page.getByLabel('Result').selectOption('rejected');
  await searchButton(page).click();
  await expect(grid(page, 'Attempts').getByText(/^Page 1 · rows 1–50 of [\d,]+$/)).toBeVisible();

  const box = page.getByRole('region', { name: 'Export all matching attempts' });
  // The suggested name is the field's value (not a placeholder that only looks filled).
  await expect(box.getByLabel('CSV file')).toHaveValue(`attempts-${today}.csv`);
  const button = box.getByRole('button', { name: 'Export all matching attempts' });
  await button.click();
  const path = join(mc.dataDir, 'exports', `attempts-${today}.csv`);
  const result = box.getByText(/^Exported [\d,]+ rows in \d+ pages? to /);
  await expect(result).toContainText(path, { timeout: 30_000 });
  await expect(result).toBeInViewport();
  await expect(button).toBeInViewport();
  const total = Number(/^Exported ([\d,]+) rows/.exec((await result.textContent()) ?? '')![1]!.replace(/,/g, ''));
  const rows = readCsv(await readFile(path, 'utf8'));
  expect(rows).toHaveLength(total + 1);
  expect(total).toBeGreaterThan(50);
});

test('Create ticket brings the new ticket into view: selected in the list, its key, pass and URL with Copy', async ({ mc }) => {
  const { page } = mc;
  await openAt1280(page, 'Tickets');
  await searchButton(page).click();
  await expect(grid(page, 'Tickets').getByText(/^Page 1 · rows 1–/)).toBeVisible();
  const form = page.getByRole('region', { name: 'New ticket' });
  await form.getByLabel('Application(s)').fill('demo-origin');
  await form.getByLabel('Video(s)').fill('glance_cam');
  await form.getByRole('button', { name: 'Create ticket' }).click();
  const made = page.getByRole('group', { name: 'Created ticket' });
  const key = made.getByLabel('New ticket key');
  await expect(key).toHaveText(/^glance_cam\./);
  const keyText = (await key.textContent()) ?? '';
  for (const item of [key, made.getByLabel('New ticket pass'), made.getByLabel('URL parameters', { exact: true })]) await expect(item).toBeInViewport();
  for (const copy of ['Copy new key', 'Copy new pass', 'Copy URL parameters']) await expect(made.getByRole('button', { name: copy })).toBeInViewport();
  // The list shows it, selected, and the detail above has it open.
  const row = grid(page, 'Tickets').getByRole('row').filter({ hasText: keyText });
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expect(row).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Ticket detail' }).getByLabel('Ticket fields')).toContainText(keyText);
  await themedShots(page, SHOTS, 'tickets-after-create', { sizes: [[1280, 720]] });
});
