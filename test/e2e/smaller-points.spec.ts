/**
 * Issue 49's smaller points on screen: after Alt+W from the Application field, `/` goes to
 * the board's filter and types nothing into the field; a sheet of one cue says "1 cue".
 */
import { expect, test } from './fixtures';
import { watchDemo } from './steps/live';
import { addCue, newSheet, sheetSaved } from './sheet-steps';

test('after Alt+W, / goes to the filter and never types into the Application field', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await watchDemo(page);
  const app = page.getByLabel('Application', { exact: true });
  await app.focus();
  await page.keyboard.press('Alt+W');
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Filter destinations' })).toBeFocused();
  await expect(app).toHaveValue('demo-origin');
});

test('a sheet of one cue says "1 cue"', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await newSheet(page, 'One');
  await addCue(page, 'Go live', 'Partners', async (f) => {
    await f.getByRole('checkbox', { name: /#501\b/ }).check();
  });
  await sheetSaved(page);
  await expect(page.getByText(/\b1 cue ·/)).toBeVisible();
});
