/** Steps for destination groups on Live: saving ticked rows as a group. */
import { type Locator, type Page, expect } from '@playwright/test';

/** Ticks `ids` on the board, saves them as the group `name` and unticks them again; gives the group's line. */
export async function saveGroup(page: Page, name: string, ids: number[]): Promise<Locator> {
  const box = (id: number) => page.getByRole('checkbox', { name: `Select service #${id} for Go live` });
  for (const id of ids) await box(id).check();
  await page.getByLabel('New group name').fill(name);
  await page.getByRole('button', { name: `Save as group (${ids.length})` }).click();
  const line = page.getByRole('group', { name: `Group ${name}` });
  await expect(line).toBeVisible();
  for (const id of ids) await box(id).uncheck();
  return line;
}
