/**
 * The real Electron app, through Playwright's _electron. Runs only where an Electron
 * binary is installed; elsewhere every test is skipped with the reason printed, never
 * passed silently. The hardening checked here is also unit-tested without Electron.
 */
import { _electron as electron, type ElectronApplication, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultDataDir } from '../../electron/core/profiles/data-dir';
// @ts-expect-error -- plain .mjs helper without type declarations
import { findElectronBinary } from '../../scripts/electron-binary.mjs';
// @ts-expect-error -- plain .mjs script without type declarations
import { electronLaunchArgs } from '../../scripts/start.mjs';

const root = join(import.meta.dirname, '..', '..');
const binary = findElectronBinary(root) as { path: string | null; reason: string | null };
const skipReason = binary.path === null ? `Electron e2e skipped: no Electron binary on this machine — ${binary.reason}. The web-mode e2e covers the console.` : '';
if (binary.path === null) process.stdout.write(`${skipReason}\n`);

test.describe('Electron app', () => {
  test.skip(binary.path === null, skipReason);
  let app: ElectronApplication;
  let config: string;

  test.beforeEach(async () => {
    config = mkdtempSync(join(tmpdir(), 'mc-electron-'));
    // Launched exactly as `npm start` launches it (the package folder, not the built script).
    const args = (electronLaunchArgs as (root: string, extra: string[]) => string[])(root, []);
    app = await electron.launch({ executablePath: binary.path!, args, env: { ...process.env, XDG_CONFIG_HOME: config } });
  });
  test.afterEach(async () => {
    await app.close();
    rmSync(config, { recursive: true, force: true });
  });

  test('opens the console from app:// on the Sandbox account', async () => {
    const page = await app.firstWindow();
    await expect(page.locator('h1').first()).toBeVisible();
    expect(page.url()).toMatch(/^app:\/\/console\//);
    // No account set up (fresh user-data folder): the built-in Sandbox account is active.
    await expect(page.getByText('Sandbox').first()).toBeVisible();
    expect(await page.evaluate(async () => (await (window as unknown as { mc: { app: { info(i: object): Promise<unknown> } } }).mc.app.info({})))).toMatchObject({ ok: true, value: { mode: 'electron' } });
  });

  test('keeps its data in the same folder as the CLI', async () => {
    const page = await app.firstWindow();
    await expect(page.locator('h1').first()).toBeVisible();
    const userData = await app.evaluate(({ app: electronApp }) => electronApp.getPath('userData'));
    expect(userData).toBe(defaultDataDir({ ...process.env, XDG_CONFIG_HOME: config }));
  });

  test('the renderer has no Node and exactly the window.mc bridge', async () => {
    const page = await app.firstWindow();
    await expect(page.locator('h1').first()).toBeVisible();
    const seen = await page.evaluate(() => ({
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
      areas: Object.keys((window as unknown as { mc: object }).mc).sort(),
      opened: window.open('https://github.com/') === null,
    }));
    expect(seen).toMatchObject({ require: 'undefined', process: 'undefined', opened: true });
    expect(seen.areas).toContain('events');
    expect(seen.areas).not.toContain('invoke');
  });

  test('navigation away from the console is stopped', async () => {
    const page = await app.firstWindow();
    await expect(page.locator('h1').first()).toBeVisible();
    await page.evaluate(() => void (location.href = 'https://attacker.example/'));
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/^app:\/\/console\//);
  });
});
