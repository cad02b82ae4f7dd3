/**
 * Reports and Uploads end to end: web mode + the sandbox account, in Chromium. Every
 * bullet of issue #6 §6: months change totals, two DB users give two series, two apps
 * for CDN hits, uploads page and open a detail, and offline shows the cached report
 * marked STALE.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function openReports(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
}

const usageChart = (page: Page) => page.getByRole('figure', { name: /^Cost by usage type/ });

test('switching months changes the totals, the chart and the table', async ({ mc }) => {
  const { page } = mc;
  await openReports(page);
  const subtotal = page.getByTestId('usage-subtotal');
  await expect(subtotal).toHaveText(/^\d[\d,]*\.\d\d$/);
  await expect(usageChart(page)).toHaveAttribute('data-drawn-key', /^reports:usage:\d{4}-\d{2}$/);
  const month = await page.getByLabel('Usage month').inputValue();
  const first = await subtotal.textContent();

  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(usageChart(page)).not.toHaveAttribute('data-drawn-key', `reports:usage:${month}`);
  await expect(subtotal).not.toHaveText(first ?? '');
  const grid = page.getByRole('region', { name: /^Usage and charges/ });
  await expect(grid.getByRole('gridcell', { name: 'SQL Replication Bandwidth', exact: true })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Total', exact: true })).toBeVisible();

  await page.getByLabel('Usage month').fill('2025-02');
  await expect(usageChart(page)).toHaveAttribute('data-drawn-key', 'reports:usage:2025-02');
  await expect(page.getByRole('figure', { name: 'Cost by usage type, February 2025' })).toBeVisible();
  expect((await mc.sandbox.counts())['usage.data']).toBeGreaterThanOrEqual(3);
});

test('two database users give two series and both users in the table', async ({ mc }) => {
  const { page } = mc;
  await openReports(page);
  await page.getByRole('tab', { name: 'Database' }).click();
  await page.getByRole('textbox', { name: 'Database users' }).fill('reports_ro, 12');
  await page.getByRole('button', { name: 'Show database usage' }).click();
  await expect(page.getByLabel('Series shown')).toHaveText('Users: app_rw, reports_ro');
  await expect(page.getByRole('figure', { name: /^Database SELECT per day/ })).toHaveAttribute('data-drawn-key', /reports:sql:.*:reports_ro:12$/);
  const grid = page.getByRole('region', { name: /^Database usage/ });
  await expect(grid.getByRole('gridcell', { name: 'reports_ro', exact: true }).first()).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'app_rw', exact: true }).first()).toBeVisible();
  await expect(grid.getByText('60 rows · one page')).toBeVisible();

  await page.getByRole('radio', { name: 'CPU time' }).click();
  await expect(page.getByRole('figure', { name: /^Database CPU time per day/ })).toBeVisible();

  // Picks survive a tab switch.
  await page.getByRole('tab', { name: 'Usage' }).click();
  await page.getByRole('tab', { name: 'Database' }).click();
  await expect(page.getByRole('textbox', { name: 'Database users' })).toHaveValue('reports_ro, 12');
});

test('CDN hits for two applications picked from the list', async ({ mc }) => {
  const { page } = mc;
  await openReports(page);
  await page.getByRole('tab', { name: 'CDN hits' }).click();
  await page.getByRole('checkbox', { name: /demo-origin/ }).check();
  await page.getByRole('checkbox', { name: /vod-archive/ }).check();
  await page.getByRole('button', { name: 'Show CDN hits' }).click();
  const totals = page.getByLabel('Requests per application');
  await expect(totals.getByText('demo-origin')).toBeVisible();
  await expect(totals.getByText('vod-archive')).toBeVisible();
  await expect(page.getByRole('figure', { name: /^CDN hits per day/ })).toHaveAttribute('data-drawn-key', /:demo-origin:vod-archive$/);
  await expect(page.getByRole('region', { name: /^CDN hits,/ }).getByText('60 rows · one page')).toBeVisible();
});

test('apps can still be typed when video.getapps fails', async ({ mc }) => {
  const { page } = mc;
  await mc.sandbox.setFault('video.getapps', { kind: 'http', status: 500 });
  await openReports(page);
  await page.getByRole('tab', { name: 'Servers' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Servers' });
  await expect(panel.getByText(/Could not list applications/)).toBeVisible();
  await panel.getByRole('textbox', { name: 'Other applications (names or ids)' }).fill('1002');
  await panel.getByRole('button', { name: 'Show server usage' }).click();
  await expect(page.getByRole('figure', { name: /^Bytes per server/ })).toHaveAttribute('data-drawn-key', /:1002$/);
  await expect(page.getByRole('region', { name: /^Server usage/ }).getByRole('gridcell', { name: /\d\.\d [KMGT]iB$/ }).first()).toBeVisible();
});

test('uploads page with limit and offset, and a detail opens', async ({ mc }) => {
  const { page } = mc;
  await page.getByRole('link', { name: 'Uploads', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uploads' })).toBeVisible();
  const grid = page.getByRole('region', { name: 'Upload requests' });
  await expect(grid.getByText('Page 1 · rows 1–25, more on the server')).toBeVisible();
  await grid.getByRole('button', { name: 'Next page of Upload requests' }).click();
  await expect(grid.getByText('Page 2 · rows 26–50, more on the server')).toBeVisible();

  const firstRow = grid.locator('.ag-row[row-index="0"]');
  const id = (await firstRow.locator('[col-id="id"]').textContent())?.trim() ?? '';
  await firstRow.locator('[col-id="path"]').click();
  const detail = page.getByRole('complementary', { name: `Upload ${id}` });
  await expect(detail).toBeVisible();
  await expect(detail.getByLabel('Object-store result').getByText('Bucket')).toBeVisible();
  await expect(detail.getByText('Callback URL')).toBeVisible();
  await detail.getByRole('button', { name: 'Close upload detail' }).click();
  await expect(detail).toBeHidden();

  // Keyboard: Enter on a focused row opens it too.
  await grid.locator('.ag-row[row-index="2"] [col-id="acl"]').focus();
  await page.keyboard.press('Enter');
  const third = (await grid.locator('.ag-row[row-index="2"] [col-id="id"]').textContent())?.trim() ?? '';
  await expect(page.getByRole('complementary', { name: `Upload ${third}` })).toBeVisible();

  await grid.getByRole('combobox', { name: 'Upload requests per page' }).selectOption('50');
  await expect(grid.getByText('Page 1 · rows 1–50, more on the server')).toBeVisible();
  await grid.getByRole('button', { name: 'Next page of Upload requests' }).click();
  await expect(grid.getByText(/^Page 2 · rows 51–\d+, last page$/)).toBeVisible();
});

test('offline, the last report is shown from the cache marked STALE', async ({ mc }) => {
  const { page } = mc;
  await openReports(page);
  const subtotal = page.getByTestId('usage-subtotal');
  await expect(subtotal).toHaveText(/\d/);
  const before = await subtotal.textContent();

  await mc.sandbox.close();
  await page.reload();
  await openReports(page);
  const status = page.getByRole('status', { name: 'Usage report status' });
  await expect(status).toContainText('STALE', { timeout: 30_000 });
  await expect(status).toContainText('Live read failed');
  await expect(subtotal).toHaveText(before ?? '');
});

test('a report exports its table as CSV with exact money and its chart as PNG', async ({ mc }) => {
  const { page } = mc;
  await openReports(page);
  await expect(usageChart(page)).toHaveAttribute('data-drawn-key', /^reports:usage:/);
  const subtotal = (await page.getByTestId('usage-subtotal').textContent())?.replace(/,/g, '') ?? '';

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('region', { name: /^Usage and charges/ }).getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = await (await csv.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text).toContain('"SQL Replication Bandwidth"');
  expect(text).toMatch(new RegExp(`"Total".*"${subtotal.replace('.', '\\.')}"`));

  const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Export Cost by usage type.* as PNG$/ }).click()]);
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await (await png.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
});
