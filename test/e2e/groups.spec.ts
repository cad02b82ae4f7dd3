/**
 * Destination groups on Live: ticked rows saved as a group, one line above the board with
 * its members' states in words; its Go live sends once to each member not already LIVE
 * (counted at the sandbox), and its Disconnect arms once for the whole group, then
 * disconnects every member. The line's buttons stay where they were while the states
 * change. Screenshots under test-results/shots-e2e/groups/ (MC_SHOTS to change).
 */
import { expect, test } from './fixtures';
import { armGap } from './steps/arm';
import { sentSince } from './steps/counts';
import { saveGroup } from './steps/groups';
import { openPalette, palette } from './steps/palette';
import { boardRow, goLive, watchDemo } from './steps/live';
import { openScreen } from './steps/screens';
import { addCue, cueForm, newSheet, sheetSaved } from './sheet-steps';
import { themedShots } from './themed-shots';

const SHOTS = process.env.MC_SHOTS ?? 'test-results/shots-e2e/groups';
const MEMBERS = [501, 502, 503];

test('a group of three goes live with one press (no connect for the member already LIVE) and disconnects with one arm', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await goLive(page, [502]);
  await expect(boardRow(page, 502)).toContainText('LIVE');
  const line = await saveGroup(page, 'Main platforms', MEMBERS);
  await expect(line.getByTestId('group-words')).toHaveText('1 of 3 LIVE, 2 OFF');

  const sent = await sentSince(mc);
  const goLiveButton = line.getByRole('button', { name: '● Go live' });
  const where = await goLiveButton.boundingBox();
  await goLiveButton.click();
  await expect(line.getByTestId('group-words')).toHaveText('3 of 3 LIVE');
  await expect(line).toContainText('Sent to 2 of 3; #502');
  expect(await sent('pushpublish.connect')).toBe(2);
  expect(await goLiveButton.boundingBox()).toEqual(where);
  await themedShots(page, SHOTS, 'group-live', { sizes: [[1280, 720]] });

  await line.getByRole('button', { name: 'Disconnect group Main platforms' }).click();
  await armGap(page);
  await line.getByRole('button', { name: /Press again to disconnect Main platforms \(3 running\)/ }).click();
  await expect(line).toContainText('Disconnect sent to 3 of 3');
  expect(await sent('pushpublish.disconnect')).toBe(3);
  await expect(line.getByTestId('group-words')).toHaveText(/^0 of 3 LIVE, 3 (STOPPED|OFF)$/);
  expect(await goLiveButton.boundingBox()).toEqual(where);
  expect(await sent('pushpublish.connect')).toBe(2);
});

test("the palette lists each group's Go live and Disconnect (go live sends to every member, disconnect arms first); a group is edited from the ticked rows and its delete undone", async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  const line = await saveGroup(page, 'Backups', [504, 506]);
  await expect(line.getByTestId('group-words')).toHaveText('0 of 2 LIVE, 2 OFF');

  await openPalette(page, 'go live group backups');
  await expect(palette(page).getByRole('option', { name: /^Go live group Backups/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(line).toContainText('Sent to 2 of 2');
  expect((await mc.sandbox.counts())['pushpublish.connect']).toBe(2);

  await openPalette(page, 'disconnect group backups');
  await expect(palette(page).getByRole('option', { name: /^Disconnect group Backups/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette(page).getByRole('option', { name: /Press again to disconnect Backups/ })).toBeVisible();
  expect((await mc.sandbox.counts())['pushpublish.disconnect'] ?? 0).toBe(0);
  await armGap(page);
  await page.keyboard.press('Enter');
  await expect(line).toContainText(/Disconnect sent to \d of 2/);

  // Edit: the ticked rows become the members; Delete can be undone (an edit is never lost).
  await page.getByRole('checkbox', { name: 'Select service #505 for Go live' }).check();
  await line.getByRole('button', { name: 'Set to ticked' }).click();
  await expect(line.getByTestId('group-words')).toHaveText('0 of 1 LIVE, 1 OFF');
  await expect(line).toContainText('#505');
  await line.getByRole('button', { name: 'Delete group Backups' }).click();
  await expect(line).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo delete' }).click();
  await expect(line.getByTestId('group-words')).toHaveText('0 of 1 LIVE, 1 OFF');
  await expect(page.getByRole('button', { name: 'Undo delete' })).toHaveCount(0);
});

test('a go-live cue names a group picked in the cue form; the sheet check flags it once the account no longer has that group', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await saveGroup(page, 'Main platforms', [502, 503]);

  await newSheet(page, 'Late show');
  await addCue(page, 'Go live', 'Partners', async (f) => {
    await f.getByLabel('Group').selectOption('Main platforms');
  });
  await sheetSaved(page);
  const cue = page.getByRole('listitem', { name: 'Cue 1: Partners' });
  await expect(cue).toContainText('Go live group “Main platforms”');
  await expect(cue).not.toContainText('no group');
  await cueForm(page).getByLabel('Action').selectOption({ label: 'Go live' });
  await themedShots(page, SHOTS, 'cue-group', { sizes: [[1280, 720]] });

  await openScreen(page, 'Live');
  await page.getByRole('button', { name: 'Delete group Main platforms' }).click();
  await expect(page.getByRole('group', { name: 'Group Main platforms' })).toHaveCount(0);
  await page.getByRole('link', { name: /Run sheets/ }).click();
  await page.getByRole('button', { name: /Late show/ }).click();
  await expect(cue).toContainText('⚠ This account has no group "Main platforms".');
});
