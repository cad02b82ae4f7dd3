/** Steps the run-sheet specs share: building a sheet from the screens, and a short sheet rehearsed on a mirror. */
import { type Page, expect } from '@playwright/test';

export const cueForm = (page: Page) => page.getByRole('form', { name: 'Add a cue' });

export const cueRow = (page: Page, n: number) => page.getByRole('table', { name: 'Cues and outcomes' }).getByRole('row').nth(n);

export async function addCue(page: Page, kind: string, label: string, fill: (f: ReturnType<typeof cueForm>) => Promise<void>): Promise<void> {
  const f = cueForm(page);
  await f.getByLabel('Action').selectOption({ label: kind });
  await f.getByLabel('Label', { exact: true }).fill(label);
  await fill(f);
  const before = await page.getByRole('list', { name: 'Cues' }).getByRole('listitem').count().catch(() => 0);
  await f.getByRole('button', { name: 'Add cue' }).click();
  await expect(page.getByRole('list', { name: 'Cues' }).getByRole('listitem')).toHaveCount(before + 1);
}

/** Every change is written as it is made: waits until the open sheet says it is on disk. */
export async function sheetSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Sheet saved' })).toHaveText('Saved');
}

export async function newSheet(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: /Run sheets/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Run sheets' })).toBeVisible();
  await page.getByLabel('New sheet').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(cueForm(page).getByRole('checkbox', { name: /#502/ })).toBeVisible();
}

/**
 * The rehearsal run view at its fullest: a go-live cue to #505 and #507 and a split, saved,
 * rehearsed on a mirror with #507 refusing, both fired — #507 FAILED with its reason, #505 LIVE.
 */
export async function rehearseWithRefusal(page: Page): Promise<void> {
  await newSheet(page, 'Rehearsal look');
  await addCue(page, 'Go live', 'Partners', async (f) => {
    for (const id of [505, 507]) await f.getByRole('checkbox', { name: new RegExp(`#${id}`) }).check();
  });
  await addCue(page, 'Split recording', 'Opening', async (f) => {
    await f.getByLabel('Application/instance').fill('demo-origin/live');
    await f.getByLabel('Stream or pattern').fill('cam_1');
    await f.getByLabel('Title', { exact: true }).fill('{n} {label}');
  });
  await sheetSaved(page);
  await page.getByRole('button', { name: 'Rehearse' }).click();
  const rehearsal = page.getByRole('region', { name: 'Rehearsal' });
  await rehearsal.getByRole('checkbox', { name: /^Refuse #507/ }).check();
  await expect(rehearsal.getByRole('checkbox', { name: /^Refuse #507/ })).toBeChecked();
  await page.keyboard.press('F10');
  await expect(cueRow(page, 1).getByRole('listitem').filter({ hasText: '#507' })).toContainText('FAILED');
  await expect(cueRow(page, 1).getByRole('listitem').filter({ hasText: '#505' })).toContainText('LIVE');
  await page.keyboard.press('F10');
  await expect(cueRow(page, 2)).toContainText('Split: 2 Opening');
}
