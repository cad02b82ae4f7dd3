/**
 * The command palette, end to end in web mode: Ctrl+K opens it, it
 * opens a screen, fires the current screen's action — Disconnect all arms first exactly
 * as its button does, a second Enter fires it, and the sandbox gets exactly one
 * disconnect — opens a saved run sheet, and switches to another account. Screenshots in both themes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { sheetSaved } from './sheet-steps';
import { openScreen } from './steps/screens';
import { callsFromPage, tokenOf } from './socket-calls';
import { armGap } from './steps/arm';
import { openPalette, palette, search } from './steps/palette';
import { secondSandbox } from './steps/accounts';
import { boardRow } from './steps/live';

const SHOTS = process.env.MC_SHOTS ?? 'test-results/shots-e2e/palette';

const options = (page: Page) => palette(page).getByRole('listbox', { name: 'Commands' }).getByRole('option');

/** The option the combobox points at (aria-activedescendant): what Enter runs. */
async function activeOption(page: Page): Promise<string> {
  const id = await search(page).getAttribute('aria-activedescendant');
  expect(id).toBeTruthy();
  return (await page.locator(`[id="${id}"]`).getAttribute('aria-label')) ?? '';
}

/**
 * 1280x720 and 1440x900 (or the sizes given) in both themes. The theme is set on <html> as the theme toggle
 * does (boot.ts): the toggle itself sits behind the modal palette, and the Live screen
 * reads its colours only from those CSS variables.
 */
async function shots(page: Page, name: string, sizes: ReadonlyArray<readonly [number, number]> = [[1280, 720], [1440, 900]]): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    for (const [width, height] of sizes) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${width}x${height}.png` });
    }
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('Ctrl+K lists every screen with its shortcut, fuzzy-searched; Enter opens the screen; Esc closes', async ({ mc }) => {
  const { page } = mc;
  await openPalette(page, '');
  const names = await options(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  for (const screen of ['Live', 'Geo', 'Tickets', 'Attempts', 'Stream users', 'Reports', 'Uploads', 'Activity', 'Accounts']) {
    expect(names).toContainEqual(expect.stringMatching(new RegExp(`^${screen}\\b.*— Screen(, Alt\\+\\d)?$`)));
  }
  expect(names).toContainEqual(expect.stringMatching(/^Sandbox, sandbox, active account — Account$/));
  await expect(options(page).filter({ hasText: /^Tickets/ })).toContainText('Alt+3');
  // The dialog's structure as a screen reader reads it: names, and combobox → listbox → option roles.
  const axe = await new AxeBuilder({ page })
    .include('dialog')
    .withRules(['aria-input-field-name', 'aria-required-children', 'aria-required-parent', 'aria-allowed-attr', 'aria-valid-attr-value', 'aria-allowed-role', 'aria-dialog-name', 'nested-interactive'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`)).toEqual([]);
  expect(axe.passes.map((p) => p.id)).toEqual(expect.arrayContaining(['aria-required-children', 'aria-required-parent']));

  await search(page).fill('tickt');
  expect(await activeOption(page)).toBe('Tickets — Screen, Alt+3');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

  // ↓ moves the active option; Esc closes without running anything.
  await openPalette(page, 'ac');
  const first = await activeOption(page);
  await page.keyboard.press('ArrowDown');
  expect(await activeOption(page)).not.toBe(first);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

  // The `?` list shows the palette's key.
  await page.keyboard.press('?');
  await expect(page.getByRole('table', { name: 'Keyboard shortcuts' })).toContainText('Ctrl+K');
});

test('on Live the palette lists the screen actions; Disconnect all arms first, a second Enter fires exactly one disconnect', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Live');
  await page.getByLabel('Application', { exact: true }).fill('demo-origin');
  await page.getByLabel('Instance', { exact: true }).fill('live');
  // Watch from the palette: the screen's own action, under its shortcut.
  await openPalette(page, 'watch');
  expect(await activeOption(page)).toBe('Watch, demo-origin/live — Live action, Alt+W');
  await expect(options(page).first()).toContainText('Alt+W');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Live streams' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select service #503 for Go live' }).check();
  await openPalette(page, 'go live');
  expect(await activeOption(page)).toBe('Go live (1) — Live action, Alt+G');
  await page.keyboard.press('Enter');
  const row = boardRow(page, 503);
  await expect(row).toContainText('LIVE');

  await openPalette(page, '');
  for (const action of ['Watch', 'Go live', 'Check status', 'Disconnect all', 'Split recording']) {
    await expect(options(page).filter({ hasText: new RegExp(`^${action}`) }).first()).toContainText('Live action');
  }
  await expect(options(page).filter({ hasText: /^Disconnect all/ })).toContainText('Alt+D');
  await shots(page, 'palette-live');

  await search(page).fill('dall');
  expect(await activeOption(page)).toBe('Disconnect all — Live action, Alt+D');
  await page.keyboard.press('Enter');
  // Armed, not sent: the option says the button's consequence with its countdown; the palette stays open.
  const armed = options(page).filter({ hasText: /Press again to disconnect EVERY push on this account \(1 running\)/ });
  await expect(armed).toBeVisible();
  await expect(armed).toHaveAttribute('aria-selected', 'true');
  await expect(palette(page).getByRole('status')).toHaveText('Enter again confirms · Esc disarms');
  await shots(page, 'palette-armed', [[1280, 720]]);
  // Esc disarms, as everywhere: closed armed, nothing is sent (and the screenshots took longer than the arm lasts).
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Press again/ })).toHaveCount(0);
  expect((await mc.sandbox.counts())['pushpublish.disconnect'] ?? 0).toBe(0);

  await openPalette(page, 'disconnect all');
  await page.keyboard.press('Enter');
  await expect(armed).toBeVisible();
  await armGap(page);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
  await expect(row).toContainText(/STOPPED|OFF/);
  expect((await mc.sandbox.counts())['pushpublish.disconnect']).toBe(1);
  // The console's own audit log, read over its socket: one disconnect sent, for every push.
  const [audit] = (await callsFromPage(page, [['activity.list', { command: 'pushpublish.disconnect' }]], tokenOf(mc.url))) as Array<{
    ok: boolean;
    value: { entries: Array<{ outcome: string; params: Record<string, unknown> }> };
  }>;
  expect(audit!.value.entries).toEqual([expect.objectContaining({ outcome: 'ok', params: expect.objectContaining({ entry_name: '*' }) })]);
});

test('a saved run sheet is listed in the palette and opens on the Run sheets screen', async ({ mc }) => {
  const { page } = mc;
  await page.getByRole('link', { name: /Run sheets/ }).click();
  await page.getByLabel('New sheet').fill('Encore night');
  await page.getByRole('button', { name: 'Create' }).click();
  // Create saves the sheet at once.
  await sheetSaved(page);
  await openScreen(page, 'Live');

  await openPalette(page, 'encore');
  await expect.poll(() => activeOption(page)).toMatch(/^Encore night, run sheet for Sandbox — Sheet$/);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Run sheets' })).toBeVisible();
  await expect(page.getByLabel('Sheet name')).toHaveValue('Encore night');
});

test.describe('accounts', () => {
  test.use({ mcEnv: { MC_SECRET_BACKEND: 'vault' } });
  const sandboxB = secondSandbox(31);

  test('the palette switches to another account', async ({ mc }) => {
    const { page } = mc;
    const token = tokenOf(mc.url);
    const [vault, created] = (await callsFromPage(page, [
      ['accounts.createVault', { passphrase: 'palette switches accounts' }],
      ['accounts.create', { name: 'Studio B', baseUrl: sandboxB().baseUrl, cdn: sandboxB().cdn }],
    ], token)) as Array<{ ok: boolean; value: { id: string } }>;
    expect(vault).toMatchObject({ ok: true });
    const [stored] = await callsFromPage(page, [['accounts.setCredentials', { id: created!.value.id, apiKey: sandboxB().apiKey, secret: sandboxB().secret }]], token);
    expect(stored).toMatchObject({ ok: true });

    await openPalette(page, 'studio');
    expect(await activeOption(page)).toBe('Studio B — Account');
    await page.keyboard.press('Enter');
    await expect(palette(page)).toHaveCount(0);
    await expect(page.getByTestId('active-account')).toContainText('Studio B');
    await openPalette(page, 'studio');
    expect(await activeOption(page)).toBe('Studio B, active account — Account');
    await search(page).fill('sandbox');
    expect(await activeOption(page)).toBe('Sandbox, sandbox — Account');
  });
});
