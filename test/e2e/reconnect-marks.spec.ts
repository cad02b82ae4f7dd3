/**
 * The board says which rows reconnect automatically, and who turned it on: a run sheet's
 * go-live cue that says "reconnect automatically" for #501, #502 and #503 leaves a ↻ mark on
 * each of the three rows (none on the others), its hover and the row's details naming the
 * cue; a group of the three shows the same mark on its line. Screenshots under
 * test-results/shots-e2e/reconnect-marks/.
 */
import { expect, test } from './fixtures';
import { boardRow, watchDemo } from './steps/live';
import { openScreen } from './steps/screens';
import { addCue, cueRow, newSheet, sheetSaved } from './sheet-steps';
import { themedShots } from './themed-shots';

const SHOTS = 'test-results/shots-e2e/reconnect-marks';

test('a cue turning reconnect on for three destinations leaves three marks that say it was the cue', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await watchDemo(page);
  await expect(page.getByTestId('reconnect-mark')).toHaveCount(0);
  await newSheet(page, 'Show');
  await addCue(page, 'Go live', 'Partners', async (f) => {
    for (const id of [501, 502, 503]) await f.getByRole('checkbox', { name: new RegExp(`#${id}\\b`) }).check();
    await f.getByRole('checkbox', { name: /^Reconnect automatically/ }).check();
  });
  await sheetSaved(page);
  await page.getByRole('button', { name: 'Run…' }).click();
  await page.keyboard.press('F10');
  await expect(cueRow(page, 1)).toContainText('LIVE');
  await openScreen(page, 'Live');
  const marks = page.getByTestId('reconnect-mark');
  await expect(marks).toHaveCount(3);
  for (const id of [501, 502, 503]) {
    const mark = boardRow(page, id).first().getByTestId('reconnect-mark');
    await expect(mark).toHaveAttribute('title', /turned on by cue 1 Partners/);
  }
  await expect(boardRow(page, 504).first().getByTestId('reconnect-mark')).toHaveCount(0);
  // The same words in the row's details, beside its switch.
  await boardRow(page, 502).first().getByRole('button', { name: /^Details of/ }).click();
  await expect(page.getByTestId('reconnect-by')).toHaveText(/turned on by cue 1 Partners \(sheet Show\)/);
  await boardRow(page, 502).first().getByRole('button', { name: /^Details of/ }).click();
  // A group of the three: its line carries the mark, each member's provenance on hover.
  for (const id of [501, 502, 503]) await page.getByRole('checkbox', { name: `Select service #${id} for Go live` }).check();
  await page.getByLabel('New group name').fill('Trio');
  await page.getByRole('button', { name: /^Save as group/ }).click();
  const line = page.locator('[data-group="Trio"]');
  await expect(line.getByTestId('group-reconnect-mark')).toHaveAttribute('title', /3 of 3 reconnect automatically\n#501: turned on by cue 1 Partners/);
  await expect(line.getByRole('button', { name: '● Go live Trio' })).toBeVisible();
  await themedShots(page, SHOTS, 'live-reconnect-marks');
});
