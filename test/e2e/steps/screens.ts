/** Steps across screens: navigation, theme, account switch, Geo (driven by role and name, as a person would). */
import { type Page, expect } from '@playwright/test';
import { armGap } from './arm';

/** Opens a screen from the navigation and waits for its one h1. */
export async function openScreen(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * The page has drawn what it holds: no grid still waiting in its place (DeferredGrid), and
 * two frames laid out since (a resize or a theme change has been drawn, AG Grid included).
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-deferred-grid]')).toHaveCount(0);
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/** Switches the theme with the shell's button, when it is not the one asked for. */
export async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  if ((await page.locator('html').getAttribute('data-theme')) !== theme) await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * Makes the account whose option reads `name` the active one, and waits until the shell says
 * so. While destinations are on air the console asks first (they keep running): confirmed here.
 */
export async function switchAccount(page: Page, name: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Active account' });
  const value = await select.locator('option').filter({ hasText: name }).first().getAttribute('value');
  await select.selectOption(value!);
  const switched = page.getByTestId('active-account').filter({ hasText: name });
  const asked = page.getByRole('dialog', { name: `Switch to ${name}?` });
  await expect(switched.or(asked)).toBeVisible();
  if (await asked.isVisible()) await asked.getByRole('button', { name: `Switch to ${name}` }).click();
  await expect(page.getByTestId('active-account')).toContainText(name);
}

/** On the Accounts screen: creates an account from the New account form (no secrets yet). */
export async function newAccount(page: Page, a: { name: string; baseUrl: string; cdn: number }): Promise<void> {
  await page.getByRole('button', { name: 'New account' }).click();
  const form = page.getByRole('form', { name: 'New account' });
  await form.getByLabel('Name').fill(a.name);
  await form.getByLabel('Base URL').fill(a.baseUrl);
  await form.getByLabel('Account id (cdn)').fill(String(a.cdn));
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** The screens the navigation lists, by their link text. */
export async function navigationScreens(page: Page): Promise<string[]> {
  const names = (await page.getByRole('navigation', { name: 'Screens' }).getByRole('link').allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
  expect(names).toEqual(expect.arrayContaining(['Activity', 'Accounts']));
  return names;
}

/** Visits every screen of the navigation in the dark theme, then in the light one. */
export async function forEachScreenInBothThemes(page: Page, visit: (name: string, theme: 'dark' | 'light') => Promise<void>): Promise<void> {
  const names = await navigationScreens(page);
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    for (const name of names) {
      await openScreen(page, name);
      await visit(name, theme);
    }
  }
}

/** One mutating call through the Geo screen: allow every country on demo-origin (arm, then fire). */
export async function allowAllGeo(page: Page): Promise<void> {
  await openScreen(page, 'Geo');
  await page.getByRole('form', { name: 'Geo target' }).getByLabel('Application').fill('demo-origin');
  await page.getByRole('button', { name: 'Choose target' }).click();
  await page.getByRole('button', { name: 'Allow all' }).click();
  const armed = page.getByRole('button', { name: /Press again to allow every country on .*demo-origin/ });
  await expect(armed).toBeVisible();
  await armGap(page);
  await armed.click();
  await expect(page.getByRole('status').filter({ hasText: 'DONE' }).first()).toBeVisible();
}

/**
 * `--renderer-dir` for a private copy of the built renderer when MC_E2E_RENDERER_DIR is
 * set: in a work tree shared with others, a concurrent `npm run build` empties
 * out/renderer under a running test (the page goes blank). Unset, web mode serves out/renderer.
 */
export function rendererDirArgs(): string[] {
  const dir = process.env.MC_E2E_RENDERER_DIR;
  return dir ? ['--renderer-dir', dir] : [];
}
