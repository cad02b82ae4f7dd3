/** Steps the Live specs share (driven by role and name, as a person would). */
import { type Locator, type Page, expect } from '@playwright/test';
import { openScreen } from './screens';

/** A row of Live's Destinations board: by service id (#503), or by a pattern of its name. */
export function boardRow(page: Page, key: number | RegExp): Locator {
  const name = typeof key === 'number' ? new RegExp(`#${key}\\b`) : key;
  return page.getByRole('table', { name: 'Destinations' }).getByRole('row', { name });
}

/** Fills Live's target and presses Watch, nothing more: for a watch whose first read fails. */
export async function startWatch(page: Page, app = 'demo-origin', instance = 'live'): Promise<void> {
  await page.getByLabel('Application', { exact: true }).fill(app);
  await page.getByLabel('Instance', { exact: true }).fill(instance);
  await page.getByRole('button', { name: /^Watch/ }).click();
}

/**
 * Opens Live and watches the sandbox's demo-origin/live until the board has its rows and
 * the streams their table. A press in the moment the console settles on its account at
 * launch (the screen remounts) is lost: it presses again until the board has rows.
 */
export async function watchDemo(page: Page): Promise<void> {
  await openScreen(page, 'Live');
  await expect(async () => {
    await startWatch(page);
    await expect(page.getByRole('table', { name: 'Destinations' }).getByRole('row').nth(1)).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(page.getByRole('table', { name: 'Live streams' })).toBeVisible();
}

/** Watches demo-origin/live as watchDemo does, read every 2 s: a drop or a stop is seen within one poll. */
export async function watchDemoEvery2s(page: Page): Promise<void> {
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
}

/** Go live for `ids`, until every one of their rows says LIVE. */
export async function goLiveUntilLive(page: Page, ids: number[]): Promise<void> {
  await goLive(page, ids);
  for (const id of ids) await expect(boardRow(page, id)).toContainText('LIVE');
}

/** Ticks the board's services for Go live and presses it (the state it leads to is the caller's to check). */
export async function goLive(page: Page, ids: number[]): Promise<void> {
  for (const id of ids) await page.getByRole('checkbox', { name: `Select service #${id} for Go live` }).check();
  await page.getByRole('button', { name: new RegExp(`Go live \\(${ids.length}\\)`) }).click();
}

/**
 * Ticks one service for Go live until the tick holds: the selection is main's (a round
 * trip), and a tick made while the board settles at launch can be lost, so it ticks again.
 */
export async function tick(page: Page, id: number): Promise<void> {
  const box = page.getByRole('checkbox', { name: `Select service #${id} for Go live` });
  await expect(async () => {
    if (!(await box.isChecked())) await box.click();
    await expect(box).toBeChecked({ timeout: 2000 });
  }).toPass();
}

/** Opens the split ledger's fold on Live (folded until opened) and gives its grid. */
export async function openLedger(page: Page): Promise<Locator> {
  const summary = page.locator('summary').filter({ hasText: /^Split ledger/ });
  await summary.scrollIntoViewIfNeeded();
  if (!(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open))) await summary.click();
  const grid = page.getByRole('region', { name: 'Split ledger' });
  await expect(grid).toBeVisible();
  return grid;
}
