/**
 * A button that cannot be used now looks it (found by a new-operator pass in web mode):
 * an unsaved sheet's Run… is aria-disabled (it stays focusable, its hint says why) but was
 * drawn as bright as an enabled primary button, beside a dimmed Export and Rehearse.
 */
import { expect, test } from './fixtures';
import { addCue, newSheet } from './sheet-steps';

test("an unsaved sheet's Run… is dimmed like the other buttons it cannot use yet", async ({ mc }) => {
  const { page } = mc;
  await newSheet(page, 'Gala');
  // Create saves the sheet; a cue added since is not saved yet.
  await addCue(page, 'Note only', 'Doors open', async (f) => f.getByLabel('Notes').fill('wait for the stage manager'));
  const run = page.getByRole('button', { name: 'Run…' });
  await expect(run).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Save the sheet before running it')).toBeVisible();
  // Quieted by colour (words in faint grey on a flat panel), not opacity: see components.css.
  const look = (name: string) =>
    page.getByRole('button', { name, exact: true }).evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, background: s.backgroundColor, opacity: s.opacity };
    });
  const dimmed = await look('Export');
  expect(await look('Run…')).toEqual(dimmed);
  expect(await run.evaluate((el) => getComputedStyle(el).cursor)).toBe('not-allowed');
  // Saved, it can run: full strength again.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(run).not.toHaveAttribute('aria-disabled', 'true');
  expect(await look('Run…')).not.toEqual(dimmed);
});
