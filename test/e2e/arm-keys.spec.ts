/**
 * Every arm-then-fire by keyboard alone (#49, accessibility): each kind is reached with Tab
 * from its screen's heading, armed with Enter, cancelled with Esc (nothing sent, counted at
 * the sandbox), armed again with Space and fired with Enter (sent once). The kinds: a board
 * row's Disconnect, Go live from another application, GO on a destructive cue, a group's
 * Disconnect, Split with delete, Geo's Allow all, and Disconnect all.
 */
import type { Locator, Page } from '@playwright/test';
import { type Mc, expect, test } from './fixtures';
import { armGap } from './steps/arm';
import { boardRow, goLive, watchDemo } from './steps/live';
import { openScreen } from './steps/screens';
import { addCue, newSheet, sheetSaved } from './sheet-steps';

/** Most Tab presses a control may be away from its screen's heading. */
const MAX_TABS = 120;

/** Tabs from the screen's heading until `target` has the focus; gives how many presses it took. */
async function tabTo(page: Page, target: Locator): Promise<number> {
  await page.getByRole('heading', { level: 1 }).click(); // the sequential focus starts here, as after a click on the page
  for (let n = 1; n <= MAX_TABS; n += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return n;
  }
  throw new Error(`not reached with ${MAX_TABS} Tab presses from the heading`);
}

/**
 * Tab to `button`, Enter arms it (its name turns to `armed`), Esc disarms it with nothing
 * sent, Space arms it again and Enter fires: `command` sent `times` (once per destination it acts on).
 */
async function armByKeys(mc: Mc, button: Locator, armed: RegExp, command: string, times = 1): Promise<void> {
  const { page } = mc;
  const sent = async () => (await mc.sandbox.counts())[command] ?? 0;
  const before = await sent();
  const tabs = await tabTo(page, button);
  console.log(`${command}: reached in ${tabs} Tab presses`);
  const armedButton = page.getByRole('button', { name: armed });
  await page.keyboard.press('Enter');
  await expect(armedButton).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(armedButton).toHaveCount(0);
  await expect(button).toBeFocused(); // its resting name again, the focus where it was
  expect(await sent()).toBe(before);
  await page.keyboard.press('Space');
  await expect(armedButton).toBeFocused();
  await armGap(page);
  await page.keyboard.press('Enter');
  await expect.poll(sent).toBe(before + times);
  await expect(armedButton).toHaveCount(0);
}

test('a board row\'s Disconnect, Go live from another application and Disconnect all: Tab, Enter, Esc, Space, Enter', async ({ mc }) => {
  test.setTimeout(120_000);
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await watchDemo(page);
  await goLive(page, [501, 502]);
  for (const id of [501, 502]) await expect(boardRow(page, id)).toContainText('LIVE');
  for (const id of [501, 502]) await page.getByRole('checkbox', { name: `Select service #${id} for Go live` }).uncheck();

  await armByKeys(mc, boardRow(page, 501).getByRole('button', { name: /^Disconnect #501/ }), /^Press again to disconnect/, 'pushpublish.disconnect');
  await expect(boardRow(page, 501)).toContainText(/DISCONNECTING|STOPPED|OFF/);

  // #505 pushes from channel-origin, not the watched application: Go live arms first.
  await page.getByRole('checkbox', { name: 'Select service #505 for Go live' }).check();
  await armByKeys(mc, page.getByRole('button', { name: /Go live \(1\)/ }), /^Press again: #505/, 'pushpublish.connect');

  await armByKeys(mc, page.getByRole('button', { name: /^Disconnect all/ }), /^Press again to disconnect EVERY push/, 'pushpublish.disconnect');
});

test("a group's Disconnect and Split with delete: Tab, Enter, Esc, Space, Enter", async ({ mc }) => {
  test.setTimeout(120_000);
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await watchDemo(page);
  for (const id of [502, 503]) await page.getByRole('checkbox', { name: `Select service #${id} for Go live` }).check();
  await page.getByLabel('New group name').fill('Pair');
  await page.getByRole('button', { name: 'Save as group (2)' }).click();
  const line = page.getByRole('group', { name: 'Group Pair' });
  await expect(line).toBeVisible();
  await page.getByRole('button', { name: /Go live \(2\)/ }).click();
  for (const id of [502, 503]) await expect(boardRow(page, id)).toContainText('LIVE');
  await armByKeys(mc, line.getByRole('button', { name: 'Disconnect group Pair' }), /^Press again to disconnect Pair/, 'pushpublish.disconnect', 2);

  await page.locator('summary').filter({ hasText: 'Split options' }).click();
  await page.getByRole('checkbox', { name: /^Delete the closed segment/ }).check();
  const streams = page.getByRole('table', { name: 'Live streams' });
  await armByKeys(mc, streams.getByRole('row').filter({ hasText: 'cam_1' }).getByRole('button', { name: /^Split recording \+ delete/ }), /^Press again to split .* DELETE the closed segment/, 'recording.split');
});

test("Geo's Allow all and GO on a destructive cue: Tab, Enter, Esc, Space, Enter", async ({ mc }) => {
  test.setTimeout(120_000);
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await openScreen(page, 'Geo');
  await page.getByRole('form', { name: 'Geo target' }).getByLabel('Application').fill('demo-origin');
  await page.getByRole('button', { name: 'Choose target' }).click();
  await armByKeys(mc, page.getByRole('button', { name: /^Allow all/ }), /^Press again to allow every country/, 'geoblock.update');

  await newSheet(page, 'Keys');
  await addCue(page, 'Disconnect', 'Drop 502', async (f) => {
    await f.getByRole('checkbox', { name: /^#502/ }).check();
    await f.getByLabel('Application', { exact: true }).fill('demo-origin');
  });
  await sheetSaved(page);
  await page.getByRole('button', { name: 'Run…' }).click();
  await armByKeys(mc, page.getByRole('button', { name: 'GO', exact: true }), /^Press GO again/, 'pushpublish.disconnect');
});
