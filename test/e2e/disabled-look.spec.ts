/**
 * A button that cannot be used now looks it (found by a new-operator pass in web mode):
 * a sheet's Run… that cannot run yet is aria-disabled (it stays focusable, its hint says why)
 * but was drawn as bright as an enabled primary button, beside a dimmed Export and Rehearse.
 */
import { expect, test } from './fixtures';
import { addCue, newSheet, sheetSaved } from './sheet-steps';

test("a sheet's Run… that cannot run yet is dimmed like the other buttons it cannot use yet", async ({ mc }) => {
  const { page } = mc;
  await newSheet(page, 'Gala');
  // A new sheet has no cue yet: nothing to run.
  const run = page.getByRole('button', { name: 'Run…' });
  await expect(run).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Add a cue first')).toBeVisible();
  // Quieted by colour (words in faint grey on a flat panel), not opacity: see components.css.
  const look = (name: string) =>
    page.getByRole('button', { name, exact: true }).evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, background: s.backgroundColor, opacity: s.opacity };
    });
  const dimmed = await look('Rehearse');
  expect(await look('Run…')).toEqual(dimmed);
  expect(await run.evaluate((el) => getComputedStyle(el).cursor)).toBe('not-allowed');
  // With a cue, saved as it was added, it can run: full strength again.
  await addCue(page, 'Note only', 'Doors open', async (f) => f.getByLabel('Notes').fill('wait for the stage manager'));
  await sheetSaved(page);
  await expect(run).not.toHaveAttribute('aria-disabled', 'true');
  expect(await look('Run…')).not.toEqual(dimmed);
});
