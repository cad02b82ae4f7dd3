/**
 * Automatic reconnect on the board: turned on for #501 in its row's details; the sandbox
 * drops #501 and #502; #501 shows RECONNECTING with its try and countdown, then LIVE again
 * (one disconnect of the held push and one connect at the sandbox), while #502, without
 * reconnect, stays FAILED. Activity then lists the try, marked "try 1 of 10", and an
 * entry saying the episode ended "reconnected after 1 try". Screenshots under
 * test-results/shots-e2e/reconnect/.
 */
import { expect, test } from './fixtures';
import { boardRow, goLive, watchDemo } from './steps/live';
import { openScreen } from './steps/screens';
import { addCue, cueRow, newSheet, sheetSaved } from './sheet-steps';
import { themedShots } from './themed-shots';

const SHOTS = 'test-results/shots-e2e/reconnect';

test('a dropped destination with reconnect on comes back by itself; one without stays FAILED', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
  await goLive(page, [501, 502]);
  for (const id of [501, 502]) await expect(boardRow(page, id)).toContainText('LIVE');
  await boardRow(page, 501).getByRole('button', { name: /^Details of/ }).click();
  const toggle = page.getByRole('checkbox', { name: /Reconnect automatically/ });
  // Main keeps the setting: the box shows it once main's snapshot says so (a click, then a wait).
  await toggle.click();
  await expect(toggle).toBeChecked();
  await boardRow(page, 501).first().getByRole('button', { name: /^Details of/ }).click();
  await expect(toggle).toHaveCount(0);
  const before = await mc.sandbox.counts();
  expect(await mc.sandbox.dropPushes({})).toBe(2);
  await expect(boardRow(page, 501)).toContainText(/RECONNECTING.*try 1 of 10/, { timeout: 15_000 });
  await themedShots(page, SHOTS, 'live-reconnecting');
  await expect(boardRow(page, 501)).toContainText('LIVE', { timeout: 30_000 });
  await expect(boardRow(page, 502)).toContainText('FAILED');
  const after = await mc.sandbox.counts();
  expect((after['pushpublish.connect'] ?? 0) - (before['pushpublish.connect'] ?? 0)).toBe(1);
  expect((after['pushpublish.disconnect'] ?? 0) - (before['pushpublish.disconnect'] ?? 0)).toBe(1);

  await page.setViewportSize({ width: 1920, height: 1080 }); // the Source column in view beside Result
  await openScreen(page, 'Activity');
  const log = page.getByRole('region', { name: 'Activity log' });
  const ended = log.getByRole('row').filter({ hasText: 'Automatic reconnect' }).filter({ hasText: /Reconnected after 1 try, \d+ s off air/ });
  await expect(ended).toHaveCount(1);
  // The try: Retry's disconnect of the push the server still held, then the connect, both marked with the try.
  const tryRows = log.getByRole('row').filter({ hasText: 'Automatic reconnect, try 1 of 10' });
  await expect(tryRows).toHaveCount(2);
  await expect(tryRows.filter({ hasText: /Connect push/ })).toHaveCount(1);
  await themedShots(page, SHOTS, 'activity-reconnected');
});

test("the account's default: a destination with no setting of its own comes back by itself once Accounts says so", async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await openScreen(page, 'Accounts');
  await page.getByRole('button', { name: /^Sandbox/ }).first().click();
  const defaults = page.getByRole('region', { name: /^Live defaults of/ });
  const box = defaults.getByRole('checkbox', { name: 'Reconnect new destinations automatically' });
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(box).toBeChecked();
  await themedShots(page, SHOTS, 'accounts-live-defaults');
  await openScreen(page, 'Live');
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
  await goLive(page, [503]);
  await expect(boardRow(page, 503)).toContainText('LIVE');
  await boardRow(page, 503).getByRole('button', { name: /^Details of/ }).click();
  // The row follows the account's default: its own box reads on with no click.
  await expect(page.getByRole('checkbox', { name: /Reconnect automatically/ })).toBeChecked();
  await boardRow(page, 503).first().getByRole('button', { name: /^Details of/ }).click();
  expect(await mc.sandbox.dropPushes({})).toBe(1);
  await expect(boardRow(page, 503)).toContainText(/RECONNECTING/, { timeout: 15_000 });
  await expect(boardRow(page, 503)).toContainText('LIVE', { timeout: 30_000 });
});

test('a run sheet\'s go-live cue that says "reconnect automatically" turns it on before it connects', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
  await newSheet(page, 'Show');
  await addCue(page, 'Go live', 'Partners', async (f) => {
    await f.getByRole('checkbox', { name: /#501/ }).check();
    await f.getByRole('checkbox', { name: /^Reconnect automatically/ }).check();
    await themedShots(page, SHOTS, 'sheet-cue-reconnect');
  });
  await sheetSaved(page);
  await expect(page.getByRole('list', { name: 'Cues' })).toContainText('reconnect automatically');
  await page.getByRole('button', { name: 'Run…' }).click();
  await page.keyboard.press('F10');
  await expect(cueRow(page, 1)).toContainText('LIVE');
  await openScreen(page, 'Live');
  await expect(boardRow(page, 501)).toContainText('LIVE');
  expect(await mc.sandbox.dropPushes({})).toBe(1);
  await expect(boardRow(page, 501)).toContainText(/RECONNECTING/, { timeout: 15_000 });
  await expect(boardRow(page, 501)).toContainText('LIVE', { timeout: 30_000 });
});
