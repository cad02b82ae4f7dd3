/**
 * Plain words: every text a person reads on every screen — text nodes,
 * placeholders, the options of visible selects — holds no raw API command name from the
 * catalog (`sevu.search`, `pushpublish.add`…). The command may sit in a tooltip (a
 * `title` attribute, which is not text) or in the Activity detail's raw view (behind
 * "Show raw"), which is left out on purpose: the detail itself reads in words. Each screen is visited in the state that shows the most words: a
 * search run, a report drawn, a row opened.
 */
import type { Page } from '@playwright/test';
import { catalog, commandNames } from '../../shared/api/catalog';
import { expect, test } from './fixtures';
import { rehearseWithRefusal } from './sheet-steps';
import { allowAllGeo, navigationScreens, openScreen, rendererDirArgs } from './steps/screens';
import { startWatch } from './steps/live';
import { searchButton } from './steps/grids';

test.use({ mcArgs: rendererDirArgs() });

/** Every catalog name, and the public names some reads are also sent under (mysql.usage). */
const RAW_NAMES = [...commandNames, ...commandNames.flatMap((n) => { const a = (catalog[n] as { readAlias?: { name: string } }).readAlias; return a ? [a.name] : []; })];
const RAW = new RegExp(`(^|[^\\w.])(${RAW_NAMES.map((n) => n.replace('.', '\\.')).join('|')})(?![\\w])`);

/** The visible words of the page, outside the Activity detail's raw view (where the command belongs). */
async function visibleWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const seen = (el: Element): boolean => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && el.closest('[aria-label="Raw entry"]') === null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim() ?? '';
      if (!el || text === '' || el.closest('script, style, select, datalist') || !seen(el)) continue;
      out.push(text);
    }
    for (const i of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) if (i.placeholder && seen(i)) out.push(i.placeholder);
    // A person reads every option of a select when opening it.
    for (const s of document.querySelectorAll('select')) if (seen(s)) for (const o of s.options) out.push(o.text);
    return out;
  });
}

test('no screen shows a raw API command name where a person reads', async ({ mc }) => {
  test.setTimeout(180_000);
  const { page } = mc;
  const found: string[] = [];
  const check = async (where: string): Promise<void> => {
    for (const text of await visibleWords(page)) if (RAW.test(text)) found.push(`${where}: “${text}”`);
  };

  await allowAllGeo(page); // Activity then has an entry, and Geo a last-applied set
  await check('Geo after Allow all');

  await openScreen(page, 'Live');
  await startWatch(page);
  await expect(page.getByRole('table', { name: 'Live streams' })).toBeVisible();
  await check('Live, watching demo-origin/live');

  await openScreen(page, 'Tickets');
  await check('Tickets before a search');
  await searchButton(page).click();
  await expect(page.getByRole('region', { name: 'Tickets' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('region', { name: 'Tickets' }).getByRole('row').nth(1).getByRole('gridcell').first().click();
  await check('Tickets with a ticket open');

  await openScreen(page, 'Attempts');
  await check('Attempts before a search');
  await searchButton(page).click();
  await expect(page.getByRole('region', { name: 'Attempts' }).getByRole('row').nth(1)).toBeVisible();
  await check('Attempts after a search');

  await openScreen(page, 'Stream users');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('region', { name: 'Stream users' }).getByRole('row').nth(1)).toBeVisible();
  await check('Stream users listed');

  await openScreen(page, 'Reports');
  await expect(page.getByTestId('usage-subtotal')).toHaveText(/\d/);
  await check('Reports, Usage');
  await page.getByRole('tab', { name: 'Database' }).click();
  await check('Reports, Database before a query');
  await page.getByRole('combobox', { name: 'Database users' }).fill('reports_ro, 12');
  await page.getByRole('button', { name: 'Show database usage' }).click();
  await expect(page.getByRole('figure', { name: /^Database SELECT per day/ })).toHaveAttribute('data-drawn-key', /^reports:sql:/);
  await check('Reports, Database');
  await page.getByRole('tab', { name: 'CDN hits' }).click();
  await page.getByRole('checkbox', { name: /demo-origin/ }).check();
  await page.getByRole('button', { name: 'Show CDN hits' }).click();
  await expect(page.getByRole('figure', { name: /^CDN hits per day/ })).toHaveAttribute('data-drawn-key', /demo-origin/);
  await check('Reports, CDN hits');
  await page.getByRole('tab', { name: 'Servers' }).click();
  await check('Reports, Servers');

  await openScreen(page, 'Uploads');
  await check('Uploads');

  await openScreen(page, 'Activity');
  const row = page.getByRole('region', { name: 'Activity log' }).getByRole('row').filter({ hasText: 'Set allowed countries' });
  await row.getByRole('gridcell').first().click();
  // The detail reads in words; the command sits in its title's tooltip and in the raw view only.
  const detail = page.getByRole('region', { name: 'Activity detail' });
  await expect(detail.getByRole('heading', { name: 'Set allowed countries' })).toHaveAttribute('title', 'geoblock.update');
  await expect(detail).toContainText('What came back');
  await check('Activity with an entry open');
  await detail.getByRole('button', { name: 'Show raw' }).click();
  await expect(detail.getByRole('group', { name: 'Raw entry' })).toContainText('geoblock.update');
  await check('Activity with an entry open, raw view aside');

  await openScreen(page, 'Accounts');
  await check('Accounts');

  await openScreen(page, 'Run sheets');
  await page.getByLabel('New sheet').fill('Words');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByLabel('Sheet name')).toHaveValue('Words');
  await check('Run sheets, a new sheet open');
  await rehearseWithRefusal(page);
  await check('Run sheets, rehearsing on a mirror with a refused destination');

  // Every screen of the navigation was visited (a new screen must be added above).
  const visited = ['Live', 'Geo', 'Tickets', 'Attempts', 'Stream users', 'Reports', 'Uploads', 'Activity', 'Accounts', 'Run sheets'];
  expect(visited).toEqual(expect.arrayContaining(await navigationScreens(page)));
  expect(found).toEqual([]);
});
