/**
 * Layout (issue #15): nothing clipped, nothing off screen. Visits every screen of the
 * registry — and the Live board with LIVE and FAILED rows, the Ticket and Attempt details,
 * every Reports tab, an Upload detail and a run sheet rehearsed on a mirror — at 1280×720 and 1440×900 in both themes, and
 * fails on text wider than its box (unless ellipsised with the full text in a tooltip),
 * a control outside the window or its table cell, a grid hiding columns sideways or
 * scrolling a short table inside the page, and numeric headers aligned unlike their cells
 * (layout-check.ts). One server and one page: sizes and themes switch in place.
 * Screenshots of every visit go to test-results/shots-e2e/layout/ (or MC_LAYOUT_SHOTS) to be looked at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { screens } from '../../renderer/src/app/screens';
import { expect, test } from './fixtures';
import { findLayoutProblems } from './layout-check';
import { rehearseWithRefusal } from './sheet-steps';
import { openScreen } from './shell-steps';

const SHOTS = process.env.MC_LAYOUT_SHOTS ?? 'test-results/shots-e2e/layout';
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
] as const;
type Theme = 'dark' | 'light';

/** Two frames: the resize or theme change has been laid out (and AG Grid has redrawn). */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

async function setTheme(page: Page, theme: Theme): Promise<void> {
  if ((await page.locator('html').getAttribute('data-theme')) !== theme) await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Checks the page as it is now in every size and theme; returns the problems found, each tagged with where. */
async function checkEverywhere(page: Page, visit: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const theme of ['dark', 'light'] as const) {
      await setTheme(page, theme);
      await settle(page);
      const slug = visit.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      await page.screenshot({ path: join(SHOTS, `${slug}-${size.width}-${theme}.png`) });
      for (const p of await page.evaluate(findLayoutProblems)) found.push(`[${visit} ${size.width}×${size.height} ${theme}] ${p}`);
    }
  }
  return found;
}

/**
 * The screen's gutters: how far its heading's row starts from the navigation and the top
 * (the row is the heading, or the header row that holds it beside other controls).
 */
const gutterOf = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    let row: Element = main.querySelector('h1')!;
    while (row.parentElement && row.parentElement.parentElement !== main) row = row.parentElement;
    const [m, r] = [main.getBoundingClientRect(), row.getBoundingClientRect()];
    return `${Math.round(r.left - m.left)},${Math.round(r.top - m.top)}`;
  });

const search = (page: Page) => page.getByRole('button', { name: /^Search/ });
const boardRow = (page: Page, name: RegExp) => page.getByRole('table', { name: 'Destinations' }).getByRole('row', { name });

/** What a screen shows once its first data is in (screens that read on opening). */
const READY: Record<string, (page: Page) => Promise<void>> = {
  'Stream users': (page) => expect(page.getByRole('gridcell', { name: 'encoder-a', exact: true })).toBeVisible(),
  Reports: (page) => expect(page.getByRole('figure', { name: /^Cost by usage type/ })).toHaveAttribute('data-drawn-key', /^reports:usage:/),
  Uploads: (page) => expect(page.getByRole('region', { name: 'Upload requests' }).getByText(/^Page 1 ·/)).toBeVisible(),
};

/** The extra states a screen is visited in, beyond its first look: set up once, then checked everywhere. */
const DEEPER: Record<string, { visit: string; prepare(page: Page): Promise<void> }[]> = {
  Live: [
    {
      visit: 'Live board LIVE and FAILED',
      async prepare(page) {
        await page.getByLabel('Application', { exact: true }).fill('demo-origin');
        await page.getByLabel('Instance', { exact: true }).fill('live');
        await page.getByRole('button', { name: /^Watch/ }).click();
        for (const id of [502, 503, 504]) await page.getByRole('checkbox', { name: `Select service #${id} for Go live` }).check();
        await page.getByRole('button', { name: /Go live \(3\)/ }).click();
        await expect(boardRow(page, /#503/)).toContainText('LIVE');
        await expect(boardRow(page, /#504/)).toContainText('FAILED');
        await expect(boardRow(page, /#504/).getByRole('button', { name: /^Retry/ })).toBeVisible();
      },
    },
  ],
  Tickets: [
    {
      visit: 'Tickets with a ticket open',
      async prepare(page) {
        await search(page).click();
        await page.getByRole('region', { name: 'Tickets', exact: true }).getByRole('row').nth(1).click();
        await expect(page.getByRole('region', { name: 'Ticket detail' }).getByLabel('Ticket fields')).toBeVisible();
      },
    },
  ],
  Attempts: [
    {
      visit: 'Attempts rejected with an attempt open',
      async prepare(page) {
        await page.getByLabel('Result').selectOption('rejected');
        await search(page).click();
        await expect(page.getByRole('figure', { name: 'Rejection reasons' }).getByRole('list')).toBeVisible();
        await page.getByRole('region', { name: 'Attempts', exact: true }).getByRole('row').nth(1).click();
        await expect(page.getByLabel('Attempt fields')).toBeVisible();
      },
    },
  ],
  'Stream users': [
    {
      visit: 'Stream users with one open',
      async prepare(page) {
        await page.getByRole('region', { name: 'Stream users', exact: true }).getByRole('gridcell', { name: 'encoder-a', exact: true }).click();
        await expect(page.getByRole('region', { name: 'Stream user detail' }).getByRole('button', { name: 'Remove stream user' })).toBeVisible();
      },
    },
  ],
  Reports: [
    {
      visit: 'Reports Database',
      async prepare(page) {
        await page.getByRole('tab', { name: 'Database' }).click();
        await page.getByRole('textbox', { name: 'Database users' }).fill('reports_ro, 12');
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
        await expect(page.getByRole('region', { name: 'Activity detail' }).getByLabel('Intent')).toBeVisible();
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

test('every screen, at 1280×720 and 1440×900 in both themes: no text cut, no control off screen', async ({ mc }) => {
  test.setTimeout(240_000);
  const { page } = mc;
  mkdirSync(SHOTS, { recursive: true });
  const problems: string[] = [];
  const gutters = new Map<string, string>();
  for (const screen of screens) {
    await openScreen(page, screen.navLabel);
    await READY[screen.navLabel]?.(page);
    gutters.set(screen.navLabel, await gutterOf(page));
    problems.push(...(await checkEverywhere(page, screen.navLabel)));
    for (const deeper of DEEPER[screen.navLabel] ?? []) {
      await deeper.prepare(page);
      problems.push(...(await checkEverywhere(page, deeper.visit)));
    }
  }
  expect(problems, `${problems.length} layout problems:\n${problems.join('\n')}`).toEqual([]);
  // One gutter rule: every screen's heading sits at the same distance from the navigation and the top.
  expect(new Set(gutters.values()), `gutters per screen: ${JSON.stringify(Object.fromEntries(gutters))}`).toHaveProperty('size', 1);
});
