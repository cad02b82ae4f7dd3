/** Steps for the command palette (Ctrl+K), driven by role and name. */
import { type Page, expect } from '@playwright/test';

export const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
export const search = (page: Page) => palette(page).getByRole('combobox', { name: 'Search screens, actions, sheets and accounts' });

/** Opens the palette and types `query`. */
export async function openPalette(page: Page, query: string): Promise<void> {
  // A press in the moment the console settles on its account at launch (the shell remounts)
  // is lost: press again until the palette is open — the condition, not a time.
  await expect(async () => {
    if (!(await search(page).isVisible())) await page.keyboard.press('Control+k');
    await expect(search(page)).toBeFocused({ timeout: 2000 });
  }).toPass();
  await search(page).fill(query);
}
