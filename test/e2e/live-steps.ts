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

/**
 * Opens Live and watches demo-origin, refreshing every 2 s. A click in the moment the
 * console settles on the Sandbox account at launch (the screen remounts) is lost; it is
 * pressed again until the board has its rows — the condition, not a time.
 */
export async function watchDemoOrigin(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Live', exact: true }).click();
  await page.getByLabel('Application', { exact: true }).fill('demo-origin');
  await expect(async () => {
    await page.getByRole('button', { name: /^Watch/ }).click();
    await expect(page.getByRole('table', { name: 'Destinations' }).getByRole('row').nth(1)).toBeVisible({ timeout: 2000 });
  }).toPass();
  await page.getByLabel('Refresh every').selectOption('2000');
}
