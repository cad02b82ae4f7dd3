/**
 * Reports and Uploads end to end: web mode + the sandbox account, in Chromium: months
 * change totals, two DB users give two series, two apps for CDN hits, uploads page and
 * open a detail, and offline shows the cached report marked STALE.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen } from './steps/screens';

const usageChart = (page: Page) => page.getByRole('figure', { name: /^Cost by usage type/ });

/** Runs `click` and returns what the browser downloaded: its file name and bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(await (await file.createReadStream()).toArray()) };
}

/** A chart's PNG export: a .png file that starts with the PNG signature. */
async function expectPngExport(page: Page, name: RegExp): Promise<void> {
  const png = await download(page, () => page.getByRole('button', { name }).click());
  expect(png.name).toMatch(/\.png$/);
  expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
}

async function showDatabaseUsers(page: Page, users: string): Promise<void> {
  await page.getByRole('tab', { name: 'Database' }).click();
  await page.getByRole('combobox', { name: 'Database users' }).fill(users);
  await page.getByRole('button', { name: 'Show database usage' }).click();
  await expect(page.getByRole('figure', { name: /^Database SELECT per day/ })).toHaveAttribute('data-drawn-key', /^reports:sql:/);
}

test('switching months changes the totals, the chart and the table', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Reports');
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
  await openScreen(page, 'Reports');
  await page.getByRole('tab', { name: 'Database' }).click();
  await page.getByRole('combobox', { name: 'Database users' }).fill('reports_ro, 12');
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
  await expect(page.getByRole('combobox', { name: 'Database users' })).toHaveValue('reports_ro, 12');
});

test('CDN hits for two applications picked from the list', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Reports');
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
  await openScreen(page, 'Reports');
  await page.getByRole('tab', { name: 'Servers' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Servers' });
  await expect(panel.getByText(/Could not list applications/)).toBeVisible();
  await panel.getByRole('textbox', { name: 'Other applications (names or ids)' }).fill('1002');
  await panel.getByRole('button', { name: 'Show server usage' }).click();
  await expect(page.getByRole('figure', { name: /^Bytes per server/ })).toHaveAttribute('data-drawn-key', /:1002$/);
  // One byte unit for the column, named in its header; the cells are numbers in it.
  const servers = page.getByRole('region', { name: /^Server usage/ });
  await expect(servers.getByRole('columnheader', { name: /^Bytes \([KMGT]iB\)$/ })).toBeVisible();
  await expect(servers.getByRole('gridcell', { name: /^\d[\d,]*\.\d$/ }).first()).toBeVisible();
});

test('uploads page with limit and offset, and a detail opens', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Uploads');
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
  await expect(grid.getByText(/^Page 2 · rows 51–(\d+) of \1, last page$/)).toBeVisible();
});

test('offline, the last report is shown from the cache marked STALE', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Reports');
  const subtotal = page.getByTestId('usage-subtotal');
  await expect(subtotal).toHaveText(/\d/);
  const before = await subtotal.textContent();

  await mc.sandbox.close();
  await page.reload();
  await openScreen(page, 'Reports');
  const status = page.getByRole('status', { name: 'Usage report status' });
  await expect(status).toContainText('STALE', { timeout: 30_000 });
  await expect(status).toContainText('Live read failed');
  await expect(subtotal).toHaveText(before ?? '');
});

test('a report exports its table as CSV with exact money and its chart as PNG', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Reports');
  await expect(usageChart(page)).toHaveAttribute('data-drawn-key', /^reports:usage:/);
  const subtotal = (await page.getByTestId('usage-subtotal').textContent())?.replace(/,/g, '') ?? '';

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('region', { name: /^Usage and charges/ }).getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = await (await csv.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text).toContain('"SQL Replication Bandwidth"');
  expect(text).toMatch(new RegExp(`"Total".*"${subtotal.replace('.', '\\.')}"`));

  const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Export PNG of Cost by usage type/ }).click()]);
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await (await png.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
});

test('offline after a reload, Database reopens its last query from the cache marked STALE', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Reports');
  await showDatabaseUsers(page, 'reports_ro, 12');
  await expect(page.getByLabel('Series shown')).toHaveText('Users: app_rw, reports_ro');

  await mc.sandbox.close();
  await page.reload();
  await openScreen(page, 'Reports');
  await page.getByRole('tab', { name: 'Database' }).click();
  const status = page.getByRole('status', { name: 'Database report status' });
  await expect(status).toContainText('STALE', { timeout: 30_000 });
  await expect(status).toContainText('Live read failed');
  await expect(page.getByLabel('Series shown')).toHaveText('Users: app_rw, reports_ro');
  await expect(page.getByRole('combobox', { name: 'Database users' })).toHaveValue('reports_ro, 12');
  await expect(page.getByRole('figure', { name: /^Database SELECT per day/ })).toHaveAttribute('data-drawn-key', /reports:sql:.*:reports_ro:12$/);
});

test('Database exports its table as CSV (one row per user and day, raw figures) and its chart as PNG', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Reports');
  await showDatabaseUsers(page, 'reports_ro, 12');
  const grid = page.getByRole('region', { name: /^Database usage/ });
  const csv = await download(page, () => grid.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.name).toMatch(/^database-usage-.*\.csv$/);
  const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('"Day","Database user","SELECT (queries)","UPDATE (queries)","OTHER (queries)","Binlog (B)","CPU time (s)"');
  expect(lines).toHaveLength(61);
  const rows = lines.slice(1).map((l) => l.split(',').map((c) => c.replace(/^"|"$/g, '')));
  expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['app_rw', 'reports_ro']));
  for (const r of rows) {
    expect(r[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const figure of r.slice(2)) expect(figure).toMatch(/^\d+(\.\d+)?$/); // raw, not "1,234"
  }
  await expectPngExport(page, /^Export PNG of Database SELECT per day/);
});

/** Opens a Reports tab, picks demo-origin alone, shows it and waits until its chart has drawn that pick. */
async function showForDemoOrigin(page: Page, tab: string, show: string, chart: RegExp): Promise<void> {
  await openScreen(page, 'Reports');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('checkbox', { name: /demo-origin/ }).check();
  await page.getByRole('button', { name: show }).click();
  await expect(page.getByRole('figure', { name: chart })).toHaveAttribute('data-drawn-key', /:demo-origin$/);
}

test('CDN hits exports its table as CSV and its chart as PNG', async ({ mc }) => {
  const { page } = mc;
  await showForDemoOrigin(page, 'CDN hits', 'Show CDN hits', /^CDN hits per day/);
  const csv = await download(page, () => page.getByRole('region', { name: /^CDN hits,/ }).getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.name).toMatch(/^cdn-hits-.*\.csv$/);
  const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('"Day","Application","CDN","Requests"');
  expect(lines.length).toBeGreaterThan(1);
  for (const l of lines.slice(1)) expect(l).toMatch(/^"\d{4}-\d{2}-\d{2}","demo-origin",.*,"\d+"$/);
  await expectPngExport(page, /^Export PNG of CDN hits per day/);
});

test('Servers exports its table as CSV (whole bytes) and its chart as PNG', async ({ mc }) => {
  const { page } = mc;
  await showForDemoOrigin(page, 'Servers', 'Show server usage', /^Bytes per server/);
  const csv = await download(page, () => page.getByRole('region', { name: /^Server usage/ }).getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.name).toMatch(/^server-usage-.*\.csv$/);
  const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('"Day","Server","Bytes (B)","Requests"');
  expect(lines.length).toBeGreaterThan(1);
  for (const l of lines.slice(1)) expect(l).toMatch(/^"\d{4}-\d{2}-\d{2}","[^"]+","\d+","\d+"$/); // bytes whole, not "1.4 GiB"
  await expectPngExport(page, /^Export PNG of Bytes per server/);
});
