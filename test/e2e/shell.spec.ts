/**
 * The renderer shell in Chromium against web mode + sandbox: the Sandbox's look, a
 * navigation of only existing screens (one h1 each), the status bar, both themes,
 * keyboard keys, and the question before switching accounts while something is armed.
 * Screenshots of every screen in both themes land in test-results/shots-e2e/.
 */
import { expect, test } from './fixtures';
import { forEachScreenInBothThemes, newAccount, openScreen, rendererDirArgs, settled } from './steps/screens';

test.use({ mcArgs: rendererDirArgs() });

test('every screen in the navigation exists, has one h1, and renders in both themes', async ({ mc, page }) => {
  void mc; // starts web mode + sandbox and opens the console
  const bar = page.getByRole('banner', { name: 'Active account' });
  await expect(bar).toContainText('SANDBOX');
  await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('Account: Sandbox');
  await forEachScreenInBothThemes(page, async (name, theme) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await settled(page);
    await page.screenshot({ path: `test-results/shots-e2e/${name.toLowerCase()}-${theme}.png` });
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light'); // remembered (per origin: web mode's port changes on restart)
});

test('keyboard: Alt+n opens a screen (Alt+0 the tenth) with focus on its first control, / focuses the grid filter, Esc disarms', async ({ mc, page }) => {
  void mc; // starts web mode + sandbox and opens the console
  const links = await page.getByRole('navigation', { name: 'Screens' }).getByRole('link').allInnerTexts();
  const activityAt = links.findIndex((t) => t.startsWith('Activity')) + 1;
  // Run sheets, the tenth screen, has Alt+0: shown in the navigation, listed under ?, and it works.
  const nav = page.getByRole('navigation', { name: 'Screens' });
  await expect(nav.getByRole('link', { name: /^Run sheets/ })).toHaveAttribute('aria-keyshortcuts', 'Alt+0');
  await expect(nav.getByRole('link', { name: /^Run sheets/ })).toContainText('Alt+0');
  await page.keyboard.press('Alt+0');
  await expect(page.getByRole('heading', { level: 1, name: 'Run sheets' })).toBeVisible();
  // Focus lands on the screen's first control (a text field here): Esc leaves it, then ? works.
  await expect(page.getByLabel('New sheet')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.locator('body').press('?');
  await expect(page.getByRole('table', { name: 'Keyboard shortcuts' })).toContainText('Alt+1…9, Alt+0');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table', { name: 'Keyboard shortcuts' })).toBeHidden();
  await page.keyboard.press(`Alt+${activityAt}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  await page.keyboard.press('Escape');
  await page.locator('body').press('/');
  await expect(page.getByRole('searchbox', { name: 'Filter Activity log' })).toBeFocused();

  await openScreen(page, 'Geo');
  await page.getByRole('form', { name: 'Geo target' }).getByLabel('Application').fill('demo-origin');
  await page.getByRole('button', { name: 'Choose target' }).click();
  await page.getByRole('button', { name: 'Allow all' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Press again to allow every country/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Allow all' })).toBeVisible();
});

test('switching accounts while a live action is armed asks first', async ({ mc, page }) => {
  void mc; // starts web mode + sandbox and opens the console
  await openScreen(page, 'Accounts');
  await newAccount(page, { name: 'Production', baseUrl: 'https://api.example.com/stable/', cdn: 4711 });
  await expect(page.getByRole('list', { name: 'Accounts' }).getByRole('button', { name: 'Production' })).toBeVisible();

  await openScreen(page, 'Geo');
  await page.getByRole('form', { name: 'Geo target' }).getByLabel('Application').fill('demo-origin');
  await page.getByRole('button', { name: 'Choose target' }).click();
  await page.getByRole('button', { name: 'Allow all' }).click();
  const switcher = page.getByRole('combobox', { name: 'Active account' });
  await switcher.selectOption({ label: 'Production' });
  const dialog = page.getByRole('dialog', { name: 'Switch to Production?' });
  await expect(dialog).toContainText('A live action is armed');
  await page.screenshot({ path: 'test-results/shots-e2e/switch-while-armed.png' });
  await dialog.getByRole('button', { name: 'Stay on Sandbox' }).click();
  await expect(page.getByTestId('active-account')).toContainText('Sandbox');

  await switcher.selectOption({ label: 'Production' });
  await page.getByRole('dialog', { name: 'Switch to Production?' }).getByRole('button', { name: 'Switch to Production' }).click();
  await expect(page.getByTestId('active-account')).toHaveText('Production');
  // The switch disarmed it, and Geo starts afresh on the new account: no target carried over.
  await expect(page.getByRole('button', { name: /Press again/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Geo target' }).getByLabel('Application')).toHaveValue('');
  await page.screenshot({ path: 'test-results/shots-e2e/production-active.png' });
});
