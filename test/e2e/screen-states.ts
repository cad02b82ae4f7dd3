/**
 * The states the whole-console specs visit, screen by screen, beyond opening it: what a
 * screen shows once its first answer is in (READY), and the deeper states set up on it
 * (DEEPER: the Live board with LIVE and FAILED rows and a row's details, a ticket, an attempt and a stream
 * user open, every Reports tab, an Activity entry open, an Upload detail, a run sheet
 * rehearsed on a mirror). Shared by layout.spec (nothing cut) and a11y.spec (contrast),
 * so both look at the same console. Visited in navigation order: Activity reads the
 * entries the Live visit wrote, and the rehearsal mirror stays the active account after.
 */
import { type Page, expect } from '@playwright/test';
import { rehearseWithRefusal } from './sheet-steps';
import { boardRow, goLive, watchDemo } from './steps/live';
import { grid, searchButton } from './steps/grids';

/** What a screen shows once its first data is in (screens that read on opening). */
export const READY: Record<string, (page: Page) => Promise<void>> = {
  'Stream users': (page) => expect(page.getByRole('gridcell', { name: 'encoder-a', exact: true })).toBeVisible(),
  Reports: (page) => expect(page.getByRole('figure', { name: /^Cost by usage type/ })).toHaveAttribute('data-drawn-key', /^reports:usage:/),
  Uploads: (page) => expect(page.getByRole('region', { name: 'Upload requests' }).getByText(/^Page 1 ·/)).toBeVisible(),
};

/** The extra states a screen is visited in, beyond its first look: set up once, then checked everywhere. */
export const DEEPER: Record<string, { visit: string; prepare(page: Page): Promise<void> }[]> = {
  Live: [
    {
      visit: 'Live board LIVE and FAILED',
      async prepare(page) {
        // The board fills in once the watch answers (its rows carry the select boxes): tick after that.
        await watchDemo(page);
        await goLive(page, [502, 503, 504]);
        await expect(boardRow(page, /#503/)).toContainText('LIVE');
        await expect(boardRow(page, /#504/)).toContainText('FAILED');
        await expect(boardRow(page, /#504/).getByRole('button', { name: /^Retry/ })).toBeVisible();
      },
    },
    {
      // A row's details: the stored service's facts, opened from the row (no second list).
      visit: 'Live board with a row detail open',
      async prepare(page) {
        await boardRow(page, /#501/).getByRole('button', { name: /^Details of #501/ }).click();
        await expect(page.getByLabel(/^Details of #501/, { exact: false }).locator('dd').first()).toBeVisible();
      },
    },
  ],
  Tickets: [
    {
      visit: 'Tickets with a ticket open',
      async prepare(page) {
        await searchButton(page).click();
        await grid(page, 'Tickets').getByRole('row').nth(1).click();
        await expect(page.getByRole('region', { name: 'Ticket detail' }).getByLabel('Ticket fields')).toBeVisible();
      },
    },
  ],
  Attempts: [
    {
      visit: 'Attempts rejected with an attempt open',
      async prepare(page) {
        await page.getByLabel('Result').selectOption('rejected');
        await searchButton(page).click();
        await expect(page.getByRole('figure', { name: 'Rejection reasons' }).getByRole('list')).toBeVisible();
        await grid(page, 'Attempts').getByRole('row').nth(1).click();
        await expect(page.getByLabel('Attempt fields')).toBeVisible();
      },
    },
    {
      // The Insights view read for the filter set above: three tables beside the Geo decision panel.
      visit: 'Attempts insights read',
      async prepare(page) {
        await page.getByRole('group', { name: 'Attempts view' }).getByRole('button', { name: 'Insights' }).click();
        await page.getByRole('button', { name: 'Read insights' }).click();
        await expect(page.getByRole('status').filter({ hasText: /attempts read from the service\./ })).toBeVisible();
        await expect(grid(page, 'Attempts by country').getByRole('gridcell').first()).toBeVisible();
      },
    },
  ],
  'Stream users': [
    {
      visit: 'Stream users with one open',
      async prepare(page) {
        await grid(page, 'Stream users').getByRole('gridcell', { name: 'encoder-a', exact: true }).click();
        await expect(page.getByRole('region', { name: 'Stream user detail' }).getByRole('button', { name: 'Remove stream user' })).toBeVisible();
      },
    },
  ],
  Reports: [
    {
      visit: 'Reports Database',
      async prepare(page) {
        await page.getByRole('tab', { name: 'Database' }).click();
        await page.getByRole('combobox', { name: 'Database users' }).fill('reports_ro, 12');
        await page.getByRole('button', { name: 'Show database usage' }).click();
        await expect(page.getByRole('figure', { name: /^Database SELECT per day/ })).toHaveAttribute('data-drawn-key', /^reports:sql:/);
      },
    },
    {
      visit: 'Reports CDN hits',
      async prepare(page) {
        await page.getByRole('tab', { name: 'CDN hits' }).click();
        await page.getByRole('checkbox', { name: /demo-origin/ }).check();
        await page.getByRole('checkbox', { name: /vod-archive/ }).check();
        await page.getByRole('button', { name: 'Show CDN hits' }).click();
        await expect(page.getByRole('figure', { name: /^CDN hits per day/ })).toHaveAttribute('data-drawn-key', /:vod-archive$/);
      },
    },
    {
      visit: 'Reports Servers',
      async prepare(page) {
        await page.getByRole('tab', { name: 'Servers' }).click();
        const panel = page.getByRole('tabpanel', { name: 'Servers' });
        await panel.getByRole('checkbox', { name: /demo-origin/ }).check();
        await panel.getByRole('button', { name: 'Show server usage' }).click();
        await expect(page.getByRole('figure', { name: /^Bytes per server/ })).toHaveAttribute('data-drawn-key', /demo-origin|\d$/);
      },
    },
  ],
  'Run sheets': [
    {
      // Last of the screens: the rehearsal mirror stays the active account to the end.
      visit: 'Run sheets rehearsal with a refused destination',
      prepare: rehearseWithRefusal,
    },
  ],
  Activity: [
    {
      // The Live visit's go-live wrote entries; the detail panel narrows the log beside it.
      visit: 'Activity with an entry open',
      async prepare(page) {
        const log = page.getByRole('region', { name: 'Activity log' });
        await log.getByRole('row').filter({ hasText: 'Connect push' }).first().getByRole('gridcell').first().click();
        await expect(page.getByRole('region', { name: 'Activity detail' }).getByRole('button', { name: 'Show raw' })).toBeVisible();
      },
    },
  ],
  Uploads: [
    {
      visit: 'Uploads with a detail open',
      async prepare(page) {
        const grid = page.getByRole('region', { name: 'Upload requests' });
        const first = grid.locator('.ag-row[row-index="0"]');
        const id = (await first.locator('[col-id="id"]').textContent())?.trim() ?? '';
        await first.locator('[col-id="id"]').click();
        await expect(page.getByRole('complementary', { name: `Upload ${id}` })).toBeVisible();
      },
    },
  ],
};
