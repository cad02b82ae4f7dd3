/**
 * Reports at a glance, end to end at 1280×720: every usage figure says its unit, money has
 * no currency until the operator sets one for the account and then shows it everywhere money
 * is, CDN hits name their CDN in words, byte columns hold one unit named in the header, and
 * database users are offered from those seen on the account. Screenshots of Reports › Usage
 * go to test-results/shots-e2e/glance/ to be looked at.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { themedShots } from './themed-shots';
import { openScreen } from './steps/screens';

async function openReports(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openScreen(page, 'Reports');
  await expect(page.getByRole('figure', { name: /^Cost by usage type/ })).toHaveAttribute('data-drawn-key', /^reports:usage:/);
}
const SHOTS = process.env.MC_SHOTS ?? 'test-results/shots-e2e/glance';
const usageGrid = (page: Page) => page.getByRole('region', { name: /^Usage and charges/ });
const cell = (page: Page, row: string, col: string) => usageGrid(page).getByRole('row').filter({ has: page.getByRole('gridcell', { name: row, exact: true }) }).locator(`[col-id="${col}"]`);

test('Usage: units beside quantities, one format per column, the account’s currency once set', async ({ mc }) => {
  const { page } = mc;
  await openReports(page);
  const subtotal = page.getByTestId('usage-subtotal');
  // No currency until set: a bare amount, and headers without one.
  await expect(subtotal).toHaveText(/^\d[\d,]*\.\d\d$/);
  await expect(usageGrid(page).getByRole('columnheader', { name: 'Cost', exact: true })).toBeVisible();
  await expect(cell(page, 'PHP CPU Hours', 'unit')).toHaveText('hours');
  await expect(cell(page, 'Edge Requests', 'unit')).toHaveText('requests');
  await expect(cell(page, 'Edge Bandwidth', 'unit')).toHaveText('GB');
  await expect(cell(page, 'Storage Usage', 'unit')).toHaveText('GB');
  for (const row of ['PHP CPU Hours', 'Edge Requests', 'Edge Bandwidth']) {
    await expect(cell(page, row, 'cost')).toHaveText(/^\d{1,3}(,\d{3})*\.\d\d$/);
  }
  // Counted things are whole; other quantities have two decimals; a rate says what it is per.
  await expect(cell(page, 'Edge Requests', 'usage')).toHaveText(/^\d{1,3}(,\d{3})*$/);
  for (const row of ['PHP CPU Hours', 'Edge Bandwidth']) await expect(cell(page, row, 'usage')).toHaveText(/^\d{1,3}(,\d{3})*\.\d\d$/);
  await expect(cell(page, 'Edge Bandwidth', 'rate')).toHaveText(/^\d+\.\d+ per GB$/);
  await expect(cell(page, 'Edge Requests', 'rate')).toHaveText(/^\d+\.\d+ per request$/);

  // The first money view asks for the currency, with Skip.
  const currencyGroup = page.getByRole('group', { name: 'Account currency' });
  await expect(currencyGroup).toContainText('Which currency is this account billed in?');
  await expect(currencyGroup.getByRole('button', { name: 'Skip' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Currency' }).fill('eur');
  await page.getByRole('button', { name: 'Set currency' }).click();
  await expect(subtotal).toHaveText(/^\d[\d,]*\.\d\d EUR$/);
  for (const name of ['Rate (EUR)', 'Cost (EUR)', 'Estimated cost (EUR)']) await expect(usageGrid(page).getByRole('columnheader', { name, exact: true })).toBeVisible();
  await themedShots(page, SHOTS, 'reports-usage');
  // The table, where the units are: scrolled into view for its own look.
  await cell(page, 'Storage Usage', 'unit').scrollIntoViewIfNeeded();
  // Every column in view at 1280 with the currency in the headers (the grid does not hide one sideways).
  const grid = await usageGrid(page).locator('.ag-root-wrapper').boundingBox();
  const last = await usageGrid(page).getByRole('columnheader', { name: 'Estimated cost (EUR)', exact: true }).locator('.ag-header-cell-label').boundingBox();
  expect(last!.x + last!.width).toBeLessThanOrEqual(grid!.x + grid!.width + 1);
  await themedShots(page, SHOTS, 'reports-usage-table');
  await cell(page, 'Storage Usage', 'unit').scrollIntoViewIfNeeded();

  // Kept with the account: a reload shows it again.
  await page.reload();
  await openReports(page);
  await expect(subtotal).toHaveText(/ EUR$/);
});

test('the currency question can be skipped: it goes, and amounts stay without a currency', async ({ mc }) => {
  const { page } = mc;
  await openReports(page);
  const currencyGroup = page.getByRole('group', { name: 'Account currency' });
  await expect(currencyGroup).toContainText('Which currency is this account billed in?');
  await themedShots(page, SHOTS, 'reports-currency-question');
  await currencyGroup.getByRole('button', { name: 'Skip' }).click();
  await expect(currencyGroup).not.toContainText('Which currency');
  await expect(currencyGroup.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await expect(currencyGroup).toContainText('amounts show none until you set it');
  await expect(page.getByTestId('usage-subtotal')).toHaveText(/^\d[\d,]*\.\d\d$/);
  // Skipped for the session: another visit does not ask again.
  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  await openReports(page);
  await expect(currencyGroup).not.toContainText('Which currency');
});

test('CDN hits name their CDN in words; Database bytes in one unit; database users offered from those seen', async ({ mc }) => {
  const { page } = mc;
  await openReports(page);
  await page.getByRole('tab', { name: 'CDN hits' }).click();
  await page.getByRole('checkbox', { name: /demo-origin/ }).check();
  await page.getByRole('button', { name: 'Show CDN hits' }).click();
  const cdn = page.getByRole('region', { name: /^CDN hits,/ });
  await expect(cdn.getByRole('columnheader', { name: 'CDN', exact: true })).toBeVisible();
  await expect(cdn.getByRole('gridcell', { name: 'VideoCDN number 1' }).first()).toBeVisible();
  await expect(cdn.getByRole('gridcell', { name: '1 VideoCDN' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Database' }).click();
  const users = page.getByRole('combobox', { name: 'Database users' });
  await users.fill('reports_ro, 12');
  await page.getByRole('button', { name: 'Show database usage' }).click();
  const db = page.getByRole('region', { name: /^Database usage/ });
  const binlog = db.getByRole('columnheader', { name: /^Binlog \((B|KiB|MiB|GiB)\)$/ });
  await expect(binlog).toBeVisible();
  const unit = /\((\w+)\)/.exec((await binlog.textContent()) ?? '')![1];
  // Cells are bare numbers in the header's unit (no "34.4 MiB" under "Binlog (B)").
  for (const text of await db.locator('.ag-row [col-id="binlog_total"]').allTextContents()) expect(text.trim()).toMatch(/^\d[\d,]*(\.\d)?$/);
  expect(unit).not.toBe('B');

  // Seen on the account: the users asked and those the answer named are offered by the field.
  await users.fill('');
  const offered = await page.locator(`datalist#${await users.getAttribute('list')} option`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).label));
  expect(offered).toEqual(expect.arrayContaining(['reports_ro', '12', 'app_rw']));
});
