/**
 * Activity says who asked and what was asked: a Source column (Screen, Command line, a run
 * sheet's cue, Rehearsal), parameters in words with the raw JSON only behind Show raw, a
 * Go live the console held back (a run sheet's cue to a destination already LIVE) listed NOT
 * SENT with its reason, and a rehearsal's account name whole.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test, type Mc } from './fixtures';
import { boardRow, goLive, watchDemo } from './steps/live';
import { addCue, cueRow, newSheet, rehearseWithRefusal, sheetSaved } from './sheet-steps';
import { openScreen } from './steps/screens';
import { themedShots } from './themed-shots';

const SHOTS = process.env.MC_SHOTS ?? 'test-results/shots-e2e/activity-source';

/** Allows every country on demo-origin through `master-control call`, writing to the console's own audit log. */
async function allowAllFromCli(mc: Mc): Promise<void> {
  const { cdn, apiKey, secret } = await mc.sandbox.credentials();
  execFileSync(process.execPath, ['bin/master-control.cjs', 'call', 'geoblock.update', '--params', JSON.stringify({ app: 'demo-origin' }),
    '--base-url', mc.sandbox.adminUrl.replace('/__admin/', '/stable/'), '--cdn', String(cdn), '--api-key', apiKey, '--data-dir', mc.dataDir], { env: { ...process.env, MC_SECRET: secret }, stdio: 'pipe' });
}

const activityLog = (page: Page) => page.getByRole('region', { name: 'Activity log' });

/** The Activity grid's cell of one column in a row (AG Grid names cells by col-id). */
const cell = (row: ReturnType<Page['getByRole']>, colId: string) => row.locator(`[col-id="${colId}"]`);

/** Opens the row's entry and waits until its detail says who asked (the detail follows the click, not at once). */
async function expectAskedBy(page: Page, row: ReturnType<Page['getByRole']>, words: string): Promise<void> {
  await row.getByRole('gridcell').first().click();
  const entry = page.getByRole('region', { name: 'Activity detail' }).getByLabel('Entry');
  await expect(entry.locator('div').filter({ hasText: /^Asked by/ }).locator('dd')).toHaveText(words);
}

test('a held-back Go live is listed NOT SENT with its reason; screen, run sheet and command line read apart; parameters in words', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1920, height: 1080 }); // every column of the log in view, Parameters included
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('60000');
  await goLive(page, [502]);
  await expect(boardRow(page, 502)).toContainText('LIVE');
  // A cue that goes live to #502 (already LIVE: held back) and #503.
  await newSheet(page, 'Show');
  await addCue(page, 'Go live', 'Partners', async (f) => {
    for (const id of [502, 503]) await f.getByRole('checkbox', { name: new RegExp(`#${id}`) }).check();
  });
  await sheetSaved(page);
  await page.getByRole('button', { name: 'Run…' }).click();
  await page.keyboard.press('F10');
  await expect(cueRow(page, 1).getByRole('listitem').filter({ hasText: '#502' })).toContainText(/already LIVE/);
  await expect(cueRow(page, 1).getByRole('listitem').filter({ hasText: '#503' })).toContainText('LIVE');
  expect((await mc.sandbox.counts())['pushpublish.connect']).toBe(2);
  await allowAllFromCli(mc);

  await openScreen(page, 'Activity');
  const log = activityLog(page);
  const rows = log.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows).toHaveCount(4);
  await page.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'NOT SENT' });
  await expect(rows).toHaveCount(1);
  const held = rows.first();
  await expect(held).toContainText('NOT SENT');
  await expect(held).toContainText(/already LIVE — disconnect it first/);
  await expect(cell(held, 'source')).toHaveText('Run sheet "Show" cue 1 Partners');
  await expect(cell(held, 'params')).toContainText('Destination: #502');
  await page.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'All outcomes' });
  await expect(rows).toHaveCount(4);

  const fromCli = rows.filter({ hasText: 'Set allowed countries' });
  await expect(cell(fromCli, 'source')).toHaveText('Command line');
  await expect(cell(fromCli, 'params')).toHaveText('Application: demo-origin');
  const fromScreen = rows.filter({ has: page.locator('[col-id="params"]', { hasText: 'Destination: #502' }) }).filter({ hasNotText: 'NOT SENT' });
  await expect(cell(fromScreen, 'source')).toHaveText('Screen');
  // No raw JSON in the list: it sits behind the detail's Show raw.
  for (const text of await cell(rows, 'params').allInnerTexts()) expect(text).not.toMatch(/[{}"]/);

  await expectAskedBy(page, fromScreen, 'Screen');
  await expectAskedBy(page, fromCli, 'Command line');
  const detail = page.getByRole('region', { name: 'Activity detail' });
  await detail.getByRole('button', { name: 'Show raw' }).click();
  expect(JSON.parse(await detail.getByLabel('Intent').innerText())).toMatchObject({ source: { kind: 'cli' }, params: { app: 'demo-origin' } });
});

test("a rehearsal's calls name their cue and the rehearsal, and the mirror account's name is whole", async ({ mc, context }) => {
  const { page } = mc;
  // Activity open in another tab before anything is sent: its rows arrive as they are written.
  const watcher = await context.newPage();
  await watcher.setViewportSize({ width: 1280, height: 720 });
  await watcher.goto(mc.url);
  await openScreen(watcher, 'Activity');
  await expect(activityLog(watcher)).toContainText('0 rows');
  await rehearseWithRefusal(page);
  const rows = activityLog(watcher).getByRole('row').filter({ has: watcher.getByRole('gridcell') });
  const split = rows.filter({ hasText: 'Split recording' });
  await expect(cell(split, 'source')).toHaveText('Run sheet "Rehearsal look" cue 2 Opening · Rehearsal');
  const account = cell(split, 'profileName');
  await expect(account).toHaveText('Sandbox — rehearsal');
  const cut = await account.evaluate((e) => [e, ...e.querySelectorAll('*')].some((x) => x.scrollWidth > x.clientWidth));
  expect(cut, 'the rehearsal account name is cut').toBe(false);
  await split.getByRole('gridcell').first().click();
  await themedShots(watcher, SHOTS, 'activity');
});
