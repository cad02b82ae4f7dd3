/**
 * A grid whose read failed says so (found by a new-operator pass in web mode, on an
 * account whose reads all failed): before, under the FAILED line, the grid also said
 * "No stream users here…", "No upload requests on this page…", "No tickets match…" (or
 * the stored services: "No stored push services on this account…", in the renderer test)
 * and counted "0 rows" — there being none, and not knowing, shown at once. Now the grid
 * says nothing was read, in one wording on every grid.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen } from './steps/screens';
import { grid, searchButton } from './steps/grids';

const NOT_READ = 'Nothing read: the read failed (the reason is above). Nothing is listed until a read succeeds.';

async function expectNotRead(page: Page, grid: string, notSaid: RegExp): Promise<void> {
  const region = page.getByRole('region', { name: grid, exact: true });
  await expect(region.getByText(NOT_READ)).toBeVisible();
  await expect(region.getByText('not read', { exact: true })).toBeVisible();
  await expect(region.getByText(notSaid)).toHaveCount(0);
  await expect(region.getByText(/\b0 rows\b|no rows/)).toHaveCount(0);
}

test('stream users, uploads and tickets that could not be read are "not read", not "none"', async ({ mc }) => {
  const { page } = mc;
  for (const command of ['sevu.liststreamusers', 'cloudstore.status', 'sevu.search']) await mc.sandbox.setFault(command, { kind: 'http', status: 500 });

  await openScreen(page, 'Stream users');
  await expect(page.getByText(/FAILED/).first()).toBeVisible();
  await expectNotRead(page, 'Stream users', /No stream users here/);

  await openScreen(page, 'Uploads');
  await expect(page.getByRole('status', { name: 'Uploads status' })).toContainText('FAILED');
  await expectNotRead(page, 'Upload requests', /No upload requests/);

  await openScreen(page, 'Tickets');
  await searchButton(page).click();
  await expectNotRead(page, 'Tickets', /No tickets match|press Search/);

  // A read that succeeds with nothing in it still says there is nothing.
  await mc.sandbox.clearFaults();
  await openScreen(page, 'Stream users');
  // Tickets has an App field too: fill the one in Stream users' own form, or the fill can
  // land on Tickets while the route is still changing.
  await page.getByRole('form', { name: 'Stream user filters' }).getByLabel('App', { exact: true }).fill('no-such-app');
  await page.getByRole('button', { name: 'List' }).click();
  const users = grid(page, 'Stream users');
  await expect(users.getByText(/No stream users here/)).toBeVisible();
  await expect(users.getByText(NOT_READ)).toHaveCount(0);
});
