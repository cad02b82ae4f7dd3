/**
 * Switching account asks one question, the same from every path — the header's select,
 * Accounts → Use this account, the command palette — in whole words at 1280×720 (nothing
 * in the dialog cut or ended in an ellipsis), in both themes (web mode, two sandboxes as
 * two accounts: the built-in Sandbox with a destination LIVE, and Studio B).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findLayoutProblems } from './layout-check';
import { secondSandbox } from './steps/accounts';
import { boardRow, goLive, watchDemo } from './steps/live';
import { openPalette, search } from './steps/palette';
import { openScreen, rendererDirArgs, setTheme } from './steps/screens';
import { addStudioB, tokenOf } from './socket-calls';

const SHOTS = 'test-results/shots-e2e/switch-question';

test.use({ mcEnv: { MC_SECRET_BACKEND: 'vault' }, mcArgs: rendererDirArgs() });
const studioB = secondSandbox(37);

/** Each path's way of choosing Studio B. */
const PATHS: Record<string, (page: Page) => Promise<void>> = {
  header: async (page) => {
    const select = page.getByRole('combobox', { name: 'Active account' });
    await select.selectOption((await select.locator('option').filter({ hasText: 'Studio B' }).getAttribute('value'))!);
  },
  accounts: async (page) => {
    await openScreen(page, 'Accounts');
    await page.getByRole('button', { name: 'Studio B', exact: true }).click();
    await page.getByRole('button', { name: 'Use this account' }).click();
  },
  palette: async (page) => {
    await openPalette(page, 'Studio B');
    await expect(page.getByRole('option', { name: 'Studio B — Account' })).toBeVisible();
    await search(page).press('Enter');
  },
};

const QUESTION = ['Switch to Studio B?', 'Sandbox still has 1 destination LIVE; it keeps running after the switch.', 'Stay on Sandbox', 'Switch to Studio B'];

test('the one switch question, from the header, Accounts and the palette: the same whole words at 1280×720, in both themes', async ({ mc }) => {
  const { page } = mc;
  await addStudioB(page, tokenOf(mc.url), studioB());
  await watchDemo(page);
  await goLive(page, [501]);
  await expect(boardRow(page, 501)).toContainText('LIVE');
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    for (const [path, choose] of Object.entries(PATHS)) {
      await page.setViewportSize({ width: 1280, height: 720 });
      await choose(page);
      const dialog = page.getByRole('dialog', { name: 'Switch to Studio B?' });
      await expect(dialog).toBeVisible();
      const words = await dialog.locator('h2, p, button').allTextContents();
      expect(words, `asked from ${path}`).toEqual(QUESTION);
      const cut = (await page.evaluate(findLayoutProblems)).filter((p) => p.includes('mc-dialog'));
      expect(cut, `nothing of the question cut at 1280×720 (${path}, ${theme})`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${path}-${theme}-1280x720.png` });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${path}-${theme}-1440x900.png` });
      // Stay: nothing switched, the account is still the Sandbox.
      await dialog.getByRole('button', { name: 'Stay on Sandbox' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('active-account')).toContainText('Sandbox');
      await openScreen(page, 'Live');
    }
  }
  expect((await mc.sandbox.counts())['pushpublish.connect']).toBe(1);
  expect(studioB().counts()['pushpublish.connect'] ?? 0).toBe(0);
});
