/**
 * A run sheet's edits are saved as they are made: a cue added and then left (Alt+1, Alt+0)
 * is there on return, in a fresh window and in the sheet file; Undo takes back the last
 * change, saved too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { addCue, newSheet, sheetSaved } from './sheet-steps';
import { themedShots } from './themed-shots';

const cues = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Cues' }).getByRole('listitem');

function sheetFile(dataDir: string): { cues: Array<{ label: string }> } {
  const dir = join(dataDir, 'sheets');
  const [name] = readdirSync(dir).filter((n) => n.endsWith('.json'));
  return JSON.parse(readFileSync(join(dir, name!), 'utf8')) as { cues: Array<{ label: string }> };
}

test('a cue added to a saved sheet survives leaving the screen, and Undo takes it back', async ({ mc }) => {
  const { page } = mc;
  await newSheet(page, 'Evening show');
  await addCue(page, 'Note only', 'Welcome', async () => {});

  await page.keyboard.press('Alt+1');
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  await page.keyboard.press('Alt+0');
  await expect(page.getByRole('heading', { level: 1, name: 'Run sheets' })).toBeVisible();
  await expect(cues(page)).toHaveCount(1);
  await expect(cues(page).first()).toContainText('Welcome');
  // A fresh window has only what was written: the sheet opened from its file holds the cue.
  await page.reload();
  await page.keyboard.press('Alt+0');
  await page.getByRole('button', { name: /^Evening show/ }).click();
  await expect(cues(page)).toHaveCount(1);
  await sheetSaved(page);
  expect(sheetFile(mc.dataDir).cues.map((c) => c.label)).toEqual(['Welcome']);

  // Undo takes back the last change, written at once like the change itself.
  await addCue(page, 'Note only', 'Intermission', async () => {});
  await sheetSaved(page);
  expect(sheetFile(mc.dataDir).cues.map((c) => c.label)).toEqual(['Welcome', 'Intermission']);
  await themedShots(page, 'test-results/shots/sheet-autosave', 'sheet-saved-with-undo', { sizes: [[1280, 720]] });
  await page.getByRole('button', { name: 'Undo add a cue' }).click();
  await expect(cues(page)).toHaveCount(1);
  await sheetSaved(page);
  expect(sheetFile(mc.dataDir).cues.map((c) => c.label)).toEqual(['Welcome']);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
});
