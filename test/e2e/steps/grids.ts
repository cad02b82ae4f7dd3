/** Grids and the search that fills them, found by role and name as a person would. */
import type { Locator, Page } from '@playwright/test';

/** A grid (DataGrid's region), by its exact label: "Tickets", "Attempts by country"… */
export const grid = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A screen's Search button (Tickets, Attempts, Stream users). */
export const searchButton = (page: Page) => page.getByRole('button', { name: /^Search/ });

/**
 * On the Tickets or Attempts screen (already open): sets `filters` on its filter form, by
 * each field's label (a choice is picked, a text typed), presses Search and gives the grid.
 */
export async function search(page: Page, screen: 'Tickets' | 'Attempts', filters: Record<string, string> = {}): Promise<Locator> {
  const form = page.getByRole('form', { name: screen === 'Tickets' ? 'Ticket filters' : 'Attempt filters' });
  for (const [label, value] of Object.entries(filters)) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await searchButton(page).click();
  return grid(page, screen);
}
