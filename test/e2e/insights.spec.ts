/**
 * Attempt insights end to end (web mode + the sandbox): the seeded shared ticket, used from
 * the regional registries' addresses, is listed with its countries; two countries picked in
 * the country table open Geo with the proposed set and Was / Becomes, and nothing reaches
 * the account until Apply is armed and fired (counted at the sandbox).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen } from './steps/screens';
import { themedShots } from './themed-shots';
import { armGap } from './steps/arm';
import { grid } from './steps/grids';

const SHOTS = 'test-results/shots/insights';

async function pick(page: Page, country: string, code: string): Promise<void> {
  const table = grid(page, 'Attempts by country');
  await table.getByRole('searchbox', { name: 'Filter Attempts by country' }).fill(country);
  await table.getByRole('checkbox', { name: `Pick ${country} (${code})` }).check();
}

test('insights list the shared ticket; two countries become a Geo proposal, sent only when Apply fires', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Attempts');
  await page.getByRole('group', { name: 'Attempts view' }).getByRole('button', { name: 'Insights' }).click();
  await expect(grid(page, 'Shared tickets')).toContainText('Press Read insights.');
  await themedShots(page, SHOTS, 'insights-before-read', { sizes: [[1280, 720]] });
  await page.getByRole('button', { name: 'Read insights' }).click();
  await expect(page.getByRole('status').filter({ hasText: /attempts read from the service\./ })).toBeVisible();
  const shared = grid(page, 'Shared tickets');
  await expect(shared.getByRole('gridcell', { name: 'AU NL UY ZA', exact: true })).toBeVisible();
  await expect(page.getByText(/Places are approximate\..*DB-IP/)).toBeVisible();
  await themedShots(page, SHOTS, 'attempts-insights', { sizes: [[1280, 720]] });

  // A shared ticket opens its attempts (the List view, filtered by its key).
  await shared.getByRole('gridcell', { name: 'AU NL UY ZA', exact: true }).click();
  const sharedPanel = grid(page, 'Shared ticket');
  const key = (await sharedPanel.locator('.mv-mono').textContent()) ?? '';
  await sharedPanel.getByRole('button', { name: 'Show its attempts' }).click();
  await expect(page.getByRole('form', { name: 'Attempt filters' }).getByLabel('Key')).toHaveValue(key);
  await expect(grid(page, 'Attempts').getByRole('gridcell', { name: '196.216.2.6', exact: true }).first()).toBeVisible();
  await page.getByRole('group', { name: 'Attempts view' }).getByRole('button', { name: 'Insights' }).click();
  await expect(shared.getByRole('gridcell', { name: 'AU NL UY ZA', exact: true })).toBeVisible(); // the tables stay

  await pick(page, 'Netherlands', 'NL');
  await pick(page, 'Australia', 'AU');
  const decision = page.getByRole('region', { name: 'Geo decision' });
  await expect(decision).toContainText('Picked: Netherlands (NL), Australia (AU)');
  await decision.getByLabel('Application').fill('demo-origin');
  await grid(page, 'Attempts by country').getByRole('searchbox').fill('');
  await grid(page, 'Attempts by country').scrollIntoViewIfNeeded();
  await themedShots(page, SHOTS, 'insights-countries-picked', { sizes: [[1280, 720]] });
  const before = (await mc.sandbox.counts())['geoblock.update'] ?? 0;
  await decision.getByRole('button', { name: 'Allow only these' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Geo' })).toBeVisible();
  await expect(page.getByText('Proposed from attempt insights: allow only AU, NL.', { exact: false })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Change preview' });
  await expect(preview).toContainText('Was: unknown — nothing was applied from this console yet.');
  await expect(preview).toContainText('Becomes: only AU, NL allowed; every other country blocked.');
  await themedShots(page, SHOTS, 'geo-proposal', { sizes: [[1280, 720]] });
  expect((await mc.sandbox.counts())['geoblock.update'] ?? 0).toBe(before);

  await page.getByRole('button', { name: 'Apply 2 allowed countries' }).click();
  const armed = page.getByRole('button', { name: /Press again to allow only 2 countries/ });
  await expect(armed).toBeVisible();
  expect((await mc.sandbox.counts())['geoblock.update'] ?? 0).toBe(before); // armed, not sent
  await armGap(page);
  await armed.click();
  await expect(page.getByRole('status').filter({ hasText: 'DONE' }).first()).toBeVisible();
  expect((await mc.sandbox.counts())['geoblock.update']).toBe(before + 1);
  await expect(page.getByText('Last applied to application demo-origin: only AU, NL allowed.')).toBeVisible();
});

// Where scrollbars overlay the page (as in this Chromium), AG Grid laid its sideways scrollbar
// over a growing grid's last row and took its clicks; near 02:00 UTC the seeded registry ticket
// sorts last, and the test above could not open it.
test('the last row of a grid that grows with its rows takes a click: the last shared ticket opens', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Attempts');
  await page.getByRole('group', { name: 'Attempts view' }).getByRole('button', { name: 'Insights' }).click();
  await page.getByRole('button', { name: 'Read insights' }).click();
  const shared = grid(page, 'Shared tickets');
  await expect(shared.getByRole('gridcell', { name: 'AU NL UY ZA', exact: true })).toBeVisible();
  // The case in question: the table is wider than its view, so it has a sideways scrollbar.
  const bar = shared.locator('.ag-body-horizontal-scroll-viewport');
  expect(await bar.evaluate((v) => v.scrollWidth > v.clientWidth)).toBe(true);
  const last = await shared.locator('.ag-row[row-index]').evaluateAll((rows) => Math.max(...rows.map((r) => Number(r.getAttribute('row-index')))));
  const keyCell = shared.locator(`.ag-row[row-index="${last}"] [col-id="key"]`);
  const key = (await keyCell.textContent()) ?? '';
  await keyCell.click({ timeout: 10_000 });
  await expect(grid(page, 'Shared ticket').locator('.mv-mono')).toHaveText(key);
});
