/**
 * Activity in Chromium against web mode + sandbox: a mutating call made in another
 * window appears live, named in words, with its outcome; filters by action, outcome and
 * account narrow it; its detail shows the whole intent and outcome; CSV export works; an
 * answer that never came back is UNKNOWN, never "failed" or "done".
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { allowAllGeo, openScreen, rendererDirArgs } from './steps/screens';
import { armGap } from './steps/arm';

test.use({ mcArgs: rendererDirArgs() });

test('a mutating call appears live in words, filters narrow it, its detail shows it whole, CSV exports it', async ({ mc, page, context }) => {
  await openScreen(page, 'Activity');
  const log = page.getByRole('region', { name: 'Activity log' });
  await expect(log).toContainText('0 rows');

  const other = await context.newPage();
  await other.goto(mc.url);
  await allowAllGeo(other);
  await other.close();

  const row = log.getByRole('row').filter({ hasText: 'Set allowed countries' });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText('geoblock.update'); // the command sits in the tooltip and the detail
  await expect(row).toContainText('Sandbox');
  await expect(row).toContainText('DONE');
  await expect(log).toContainText('1 row');

  await page.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'FAILED' });
  await expect(log).toContainText('0 rows');
  await expect(log).toContainText('No entries match these filters');
  await page.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'All outcomes' });
  await expect(row).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Split recording' });
  await expect(log).toContainText('0 rows');
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Set allowed countries' });
  await expect(row).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption({ label: 'Sandbox' });
  await expect(row).toHaveCount(1);

  // The detail panel: in words, and the whole intent and outcome behind Show raw, with the API command named there.
  await row.getByRole('gridcell').first().click();
  const detail = page.getByRole('region', { name: 'Activity detail' });
  await expect(detail.getByRole('heading', { name: 'Set allowed countries' })).toBeVisible();
  await expect(detail).not.toContainText('geoblock.update');
  await detail.getByRole('button', { name: 'Show raw' }).click();
  await expect(detail).toContainText('geoblock.update');
  const intent = JSON.parse(await detail.getByLabel('Intent').innerText()) as { command: string; account: string; params: Record<string, unknown> };
  expect(intent).toMatchObject({ command: 'geoblock.update', account: 'Sandbox', params: { app: 'demo-origin' } });
  const outcome = JSON.parse(await detail.getByLabel('Outcome').innerText()) as { outcome: string };
  expect(outcome.outcome).toBe('ok');
  expect(JSON.stringify(intent)).not.toContain((await mc.sandbox.credentials()).apiKey);

  const download = page.waitForEvent('download');
  await log.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv.split('\n')[0]).toContain('"Action"');
  expect(csv).toContain('"Set allowed countries"');
});

test('a call whose answer is lost reads UNKNOWN with "check status", in place and in Activity', async ({ mc, page }) => {
  await mc.sandbox.setFault('geoblock.update', { kind: 'reset' });
  await openScreen(page, 'Geo');
  await page.getByRole('form', { name: 'Geo target' }).getByLabel('Application').fill('demo-origin');
  await page.getByRole('button', { name: 'Choose target' }).click();
  await page.getByRole('button', { name: 'Allow all' }).click();
  await armGap(page);
  await page.getByRole('button', { name: /Press again to allow every country/ }).click();
  // Main's one sentence for the kind: what went wrong after sending, then the advice.
  await expect(page.getByText(/^Sent, but no clear answer came back: the connection was cut after the request was sent.* — check status before sending again\.$/)).toBeVisible();

  await openScreen(page, 'Activity');
  const row = page.getByRole('region', { name: 'Activity log' }).getByRole('row').filter({ hasText: 'Set allowed countries' });
  await expect(row).toContainText('UNKNOWN');
  expect((await mc.sandbox.counts())['geoblock.update']).toBe(1); // never resent
});

test('an empty log shows every column header whole, units included, at 1280 and 1024', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Activity');
  const log = page.getByRole('region', { name: 'Activity log' });
  await expect(log).toContainText('0 rows');
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 720 });
    await expect(log.getByRole('columnheader', { name: 'Latency (ms)' })).toBeAttached();
    // A header cut to "Latency (…" has a label wider than its box.
    const cut = await log.locator('.ag-header-cell-text').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
    expect(cut, `headers cut at ${width}`).toEqual([]);
  }
});
