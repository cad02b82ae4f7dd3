/** Steps the Live specs share (driven by role and name, as a person would). */
import { type Locator, type Page, expect } from '@playwright/test';

/** Opens the split ledger's fold on Live (folded until opened) and gives its grid. */
export async function openLedger(page: Page): Promise<Locator> {
  const summary = page.locator('summary').filter({ hasText: /^Split ledger/ });
  await summary.scrollIntoViewIfNeeded();
  if (!(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open))) await summary.click();
  const grid = page.getByRole('region', { name: 'Split ledger' });
  await expect(grid).toBeVisible();
  return grid;
}

/** A destination's one row on the board, by its stored service id. */
export const boardRow = (page: Page, id: number): Locator => page.getByRole('table', { name: 'Destinations' }).getByRole('row', { name: new RegExp(`#${id}\\b`) });

/** Opens Live and watches demo-origin/live until the board lists its destinations. */
export async function watchDemo(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Live', exact: true }).click();
  await page.getByLabel('Application', { exact: true }).fill('demo-origin');
  await page.getByLabel('Instance', { exact: true }).fill('live');
  await page.getByRole('button', { name: /^Watch/ }).click();
  await expect(boardRow(page, 507)).toBeVisible();
}

/** Selects these destinations and presses Go live (no waiting for the outcome). */
export async function pressGoLive(page: Page, ids: number[]): Promise<void> {
  for (const id of ids) await page.getByRole('checkbox', { name: `Select service #${id} for Go live` }).check();
  await page.getByRole('button', { name: new RegExp(`Go live \\(${ids.length}\\)`) }).click();
}
