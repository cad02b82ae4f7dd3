/**
 * Application fields are pickers: each offers the account's applications from
 * video.getapps while typing stays free, none shows a value-like placeholder, and each
 * starts with the application last used on the account. Database users asked about are
 * remembered per account and offered on the Database tab.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen, rendererDirArgs } from './steps/screens';

test.use({ mcArgs: rendererDirArgs() });

/** The options of the datalist an input is tied to. */
async function offeredFor(field: Locator): Promise<string[]> {
  return field.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((o) => o.value));
}

async function expectPicker(field: Locator): Promise<void> {
  await expect.poll(() => offeredFor(field)).toEqual(expect.arrayContaining(['demo-origin', 'vod-archive']));
  expect(await field.getAttribute('placeholder')).toBeNull();
}

const geoApp = (page: Page) => page.getByRole('form', { name: 'Geo target' }).getByLabel('Application');

test('application fields offer video.getapps, start with the last used, and database users are offered again', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Geo');
  await expect(geoApp(page)).toHaveValue('');
  await expectPicker(geoApp(page));
  await geoApp(page).fill('vod-archive'); // typed, not picked: typing stays free
  await page.getByRole('button', { name: 'Choose target' }).click();
  await expect(page.getByText('Target: application vod-archive')).toBeVisible();

  // Every application field now starts with the last one used on this account.
  await openScreen(page, 'Live');
  const liveApp = page.getByRole('form', { name: 'Target to watch' }).getByLabel('Application');
  await expect(liveApp).toHaveValue('vod-archive');
  await expectPicker(liveApp);
  await openScreen(page, 'Tickets');
  const ticketApp = page.getByRole('region', { name: 'New ticket' }).getByLabel('Application(s)');
  await expect(ticketApp).toHaveValue('vod-archive');
  await expectPicker(ticketApp);
  await expectPicker(page.getByRole('form', { name: 'Ticket filters' }).getByLabel('App', { exact: true }));

  // Database users: asked once, offered after (and after a reload).
  await openScreen(page, 'Reports');
  await page.getByRole('tab', { name: 'Database' }).click();
  const users = page.getByRole('combobox', { name: 'Database users' });
  await users.fill('reports_ro, 12');
  await page.getByRole('button', { name: 'Show database usage' }).click();
  await expect(page.getByRole('figure', { name: /^Database SELECT per day/ })).toHaveAttribute('data-drawn-key', /^reports:sql:/);
  await page.reload();
  await openScreen(page, 'Reports');
  await page.getByRole('tab', { name: 'Database' }).click();
  await users.fill('');
  const recent = page.getByRole('group', { name: 'Recent database users' });
  await recent.getByRole('button', { name: 'Add 12' }).click();
  await recent.getByRole('button', { name: 'Add reports_ro' }).click();
  await expect(users).toHaveValue('12, reports_ro');
  // Both are in the field now: what is left is the user the answer named (seen on this account).
  await expect(recent.getByRole('button')).toHaveText(['+ app_rw']);

  await openScreen(page, 'Geo');
  await expect(geoApp(page)).toHaveValue('vod-archive');
});
