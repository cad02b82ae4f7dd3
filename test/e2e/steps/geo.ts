/** Geo steps: an allowed set applied on demo-origin, a decision proposed from the attempt insights (driven by role and name, as a person would). */
import { type Page, expect } from '@playwright/test';
import { armGap } from './arm';
import { openScreen } from './screens';

/** On Geo: targets demo-origin, adds `codes` by the country search and applies them (arm, then fire). */
export async function allowOnlyOnDemo(page: Page, codes: string[]): Promise<void> {
  await openScreen(page, 'Geo');
  await page.getByRole('form', { name: 'Geo target' }).getByLabel('Application').fill('demo-origin');
  await page.getByRole('button', { name: 'Choose target' }).click();
  const search = page.getByLabel('Search countries by name or code');
  for (const code of codes) {
    await search.fill(code);
    await search.press('Enter');
  }
  await page.getByRole('button', { name: `Apply ${codes.length} allowed countries`, exact: true }).click();
  await armGap(page);
  await page.getByRole('button', { name: new RegExp(`^Press again to allow only ${codes.length} countries`) }).click();
  await expect(page.getByRole('region', { name: 'Allowed countries' })).toContainText(`only ${codes.join(', ')} allowed.`);
}

/** Attempts → Insights, pick China, application demo-origin, press `decision`: the Geo screen opens with it staged. */
export async function proposeFromInsights(page: Page, decision: 'Allow only these' | 'Allow only the rest'): Promise<void> {
  await openScreen(page, 'Attempts');
  await page.getByRole('group', { name: 'Attempts view' }).getByRole('button', { name: 'Insights' }).click();
  const table = page.getByRole('region', { name: 'Attempts by country', exact: true });
  if (!(await table.getByRole('checkbox', { name: 'Pick China (CN)' }).isVisible())) {
    await page.getByRole('button', { name: 'Read insights' }).click();
    await table.getByRole('searchbox', { name: 'Filter Attempts by country' }).fill('China');
  }
  await table.getByRole('checkbox', { name: 'Pick China (CN)' }).check();
  const panel = page.getByRole('region', { name: 'Geo decision' });
  await expect(panel).toContainText('Picked: China (CN)');
  await panel.getByLabel('Application').fill('demo-origin');
  await panel.getByRole('button', { name: decision }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Geo' })).toBeVisible();
}
