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
