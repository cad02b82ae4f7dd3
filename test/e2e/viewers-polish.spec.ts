/**
 * The Viewers screens, end to end: copying is explicit (a click never writes
 * the clipboard, Ctrl+C copies the focused cell, the confirmation moves nothing), the
 * Attempts counts agree with the rows on every page, and a grid's page CSV and its full
 * export write the same columns and values.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { readCsv } from '../unit/viewers/csv-read';
import { expect, test } from './fixtures';
import { grid, search, searchButton } from './steps/grids';
import { openScreen } from './steps/screens';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Rows AG Grid holds on the page (aria-rowcount counts the header row too; rows off screen are not in the DOM). */
async function rowsInGrid(region: Locator): Promise<number> {
  return Number(await region.getByRole('grid').getAttribute('aria-rowcount')) - 1;
}

/** The grid's position line: "Page 2 · rows 51–100 of 486" (total optional). */
async function position(region: Locator): Promise<{ page: number; first: number; last: number; total: number | null; lastPage: boolean }> {
  const text = (await region.getByText(/^Page \d+ · rows /).textContent()) ?? '';
  const m = /^Page (\d+) · rows ([\d,]+)–([\d,]+)(?: of ([\d,]+))?(, last page|, more on the server)?$/.exec(text);
  if (!m) throw new Error(`unexpected position line: ${text}`);
  const n = (s: string | undefined) => (s === undefined ? null : Number(s.replace(/,/g, '')));
  return { page: n(m[1])!, first: n(m[2])!, last: n(m[3])!, total: n(m[4]), lastPage: m[5] === ', last page' };
}

/** Text of the download a click starts. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile((await file.path())!, 'utf8');
}

test('a click never copies; Ctrl+C copies the focused cell; the confirmation moves nothing; the key box follows the row', async ({ mc }) => {
  const { page } = mc;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(mc.url).origin });
  await page.evaluate(() => navigator.clipboard.writeText('the operator’s own URL'));
  await openScreen(page, 'Tickets');
  await page.getByLabel('Ticket key to open').fill('stale-key-typed-earlier');
  await page.getByRole('form', { name: 'Ticket filters' }).getByLabel('App').fill('demo-origin');
  await searchButton(page).click();
  const tickets = grid(page, 'Tickets');
  const cell = tickets.getByRole('row').nth(1).getByRole('gridcell').first();
  const key = (await cell.textContent()) ?? '';
  expect(key).not.toBe('');

  await cell.click();
  await expect(page.getByRole('region', { name: 'Ticket detail' }).getByLabel('Ticket fields')).toContainText(key);
  await expect(page.getByLabel('Ticket key to open')).toHaveValue(key);
  expect(await clipboard(page)).toBe('the operator’s own URL');
  await expect(page.getByText(/^Copied/)).toHaveCount(0);

  const watched = [tickets.getByRole('grid'), tickets.getByRole('button', { name: 'Next page of Tickets' }), tickets.getByText(/^Page 1 · rows/), page.getByRole('region', { name: 'Ticket detail' })];
  const before = await Promise.all(watched.map((l) => l.boundingBox()));
  await cell.focus();
  await page.keyboard.press('Control+c');
  await expect(tickets.getByRole('status').filter({ hasText: `Copied “${key}”` })).toBeVisible();
  expect(await clipboard(page)).toBe(key);
  expect(await Promise.all(watched.map((l) => l.boundingBox()))).toEqual(before);

  // The detail panel's Copy button: the same overlay, nothing in the panel moves.
  const detail = page.getByRole('region', { name: 'Ticket detail' });
  const fields = detail.getByLabel('Ticket fields');
  const fieldsBefore = await fields.boundingBox();
  await detail.getByRole('button', { name: 'Copy pass' }).click();
  await expect(detail.getByRole('status').filter({ hasText: /^Copied/ })).toBeVisible();
  expect(await clipboard(page)).toMatch(/^p[0-9a-f]{11}$/);
  expect(await fields.boundingBox()).toEqual(fieldsBefore);
});

test('the Attempts counts agree with the rows on every page of a filtered search', async ({ mc }) => {
  test.setTimeout(180_000); // about a dozen server pages on a busy machine
  const { page } = mc;
  await openScreen(page, 'Attempts');
  const attempts = grid(page, 'Attempts');
  await page.getByRole('combobox', { name: 'Attempts per page' }).selectOption('500');
  await page.getByLabel('Result').selectOption('rejected');
  await searchButton(page).click();

  // Without a date: sevu.errorcount counts this very search; every page states that total,
  // and the rows of all pages add up to it — as do the rejection reasons.
  await expect(attempts.getByText(/^Page 1 · rows 1–500 of [\d,]+$/)).toBeVisible();
  const total = (await position(attempts)).total!;
  let seen = 0;
  for (;;) {
    const at = await position(attempts);
    expect(at.total).toBe(total);
    expect(await rowsInGrid(attempts)).toBe(at.last - at.first + 1);
    expect(at.first).toBe(seen + 1);
    seen = at.last;
    if (seen >= total) break;
    await attempts.getByRole('button', { name: 'Next page of Attempts' }).click();
    await expect(attempts.getByText(new RegExp(`^Page ${at.page + 1} · rows`))).toBeVisible();
  }
  expect(seen).toBe(total);
  const chart = page.getByRole('figure', { name: 'Rejection reasons' });
  await expect(chart).toContainText(`All ${total.toLocaleString('en-US')} rejected attempts that match.`);

  // With a date: the service cannot count by date, so no total shows until the last page,
  // which states the one it has seen — the same as the reason chart's exact count.
  const since = new Date(Date.now() - 12 * 86_400_000).toISOString().slice(0, 16).replace('T', ' ');
  await page.getByLabel('On or after (UTC)').fill(since);
  await page.getByRole('combobox', { name: 'Attempts per page' }).selectOption('100');
  await searchButton(page).click();
  await expect(attempts.getByText(/^Page 1 · rows 1–/)).toBeVisible();
  seen = 0;
  for (;;) {
    const at = await position(attempts);
    expect(await rowsInGrid(attempts)).toBe(at.last - at.first + 1);
    expect(at.first).toBe(seen + 1);
    seen = at.last;
    if (at.lastPage) {
      expect(at.total).toBe(at.last);
      break;
    }
    expect(at.total).toBeNull();
    await attempts.getByRole('button', { name: 'Next page of Attempts' }).click();
    await expect(attempts.getByText(new RegExp(`^Page ${at.page + 1} · rows`))).toBeVisible();
  }
  expect(seen).toBeLessThan(total);
  await expect(chart).toContainText(`All ${seen.toLocaleString('en-US')} rejected attempts that match.`);
  await expect(page.getByText(/^[\d,]+ matching attempts/)).toHaveCount(0); // the old second statement of the total
});

for (const screen of ['Attempts', 'Tickets'] as const) {
  test(`${screen}: the page CSV and the full export of the same search have the same header and rows`, async ({ mc }) => {
    const { page } = mc;
    await openScreen(page, screen);
    const region = grid(page, screen);
    await page.getByRole('combobox', { name: `${screen} per page` }).selectOption('25');
    await searchButton(page).click();
    await expect(region.getByText(/^Page 1 · rows 1–25/)).toBeVisible();
    const pageCsv = readCsv(await downloaded(page, () => region.getByRole('button', { name: 'Export CSV' }).click()));

    const noun = screen.toLowerCase();
    const box = page.getByRole('region', { name: `Export all matching ${noun}` });
    await box.getByLabel('CSV file').fill(`${noun}.csv`);
    await box.getByRole('button', { name: `Export all matching ${noun}` }).click();
    await expect(box.getByText(/^Exported [\d,]+ rows/)).toBeVisible({ timeout: 60_000 });
    const fullCsv = readCsv(await readFile(join(mc.dataDir, 'exports', `${noun}.csv`), 'utf8'));

    expect(pageCsv[0]).toEqual(fullCsv[0]);
    expect(pageCsv).toHaveLength(26);
    expect(pageCsv.slice(1)).toEqual(fullCsv.slice(1, 26));
    // Flags as the API writes them, in both files (not the grid's words or true/false).
    const flag = fullCsv[0]!.indexOf(screen === 'Attempts' ? 'success' : 'active');
    for (const r of pageCsv.slice(1)) expect(['0', '1', '']).toContain(r[flag]);
  });
}

test('after creating a ticket the list on screen shows it, without searching again', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Tickets');
  const tickets = await search(page, 'Tickets', { Video: 'polish_cam' });
  await expect(tickets.getByText('Page 1 · no rows')).toBeVisible();
  const form = page.getByRole('region', { name: 'New ticket' });
  await form.getByLabel('Application(s)').fill('demo-origin');
  await form.getByLabel('Video(s)').fill('polish_cam');
  await form.getByRole('button', { name: 'Create ticket' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'DONE' })).toBeVisible();
  const key = (await form.getByLabel('New ticket key').textContent()) ?? '';
  await expect(tickets.getByRole('gridcell', { name: key, exact: true })).toBeVisible();
  await expect(tickets.getByText('Page 1 · rows 1–1 of 1, last page')).toBeVisible();
  await expect(tickets.getByRole('gridcell', { name: 'unlimited', exact: true })).toBeVisible();
  expect((await mc.sandbox.counts())['sevu.search']).toBe(2);
});
