/**
 * The operator round's screenshots, to be looked at by hand, never part of `npm test` (the
 * `shots` project exists only when MC_SHOTS names the folder to write to):
 *   MC_SHOTS=/tmp/shots npx playwright test --project shots
 * One show on the sandbox: Live with three push-failed notices (the tray open) and with a
 * control surface's arm in the account bar, Geo after "Allow only the rest", a rehearsal
 * run with one destination refusing, Reports and Activity — each at 1280×720 and 1440×900,
 * dark and light.
 */
import { expect, test } from '../e2e/fixtures';
import { cueRow, rehearseWithRefusal } from '../e2e/sheet-steps';
import { CONTROL_ARGS, controlApi } from '../e2e/steps/control';
import { allowOnlyOnDemo, proposeFromInsights } from '../e2e/steps/geo';
import { boardRow, goLive, watchDemo } from '../e2e/steps/live';
import { openScreen, setTheme, settled } from '../e2e/steps/screens';
import { themedShots } from '../e2e/themed-shots';

const DIR = process.env.MC_SHOTS!;
const SIZES = [[1280, 720], [1440, 900]] as const;

test.use({ mcArgs: CONTROL_ARGS });

test('an operator round, screen by screen, in both themes at both sizes', async ({ mc }) => {
  test.setTimeout(180_000);
  const { page } = mc;
  const api = controlApi(mc, 'Companion desk');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Live: three destinations on air, then dropped by their services — three notices in the tray, opened.
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
  await goLive(page, [501, 502, 503]);
  for (const id of [501, 502, 503]) await expect(boardRow(page, id)).toContainText('LIVE');
  const tray = page.getByRole('banner', { name: 'Active account' });
  expect(await mc.sandbox.dropPushes({})).toBe(3);
  await expect(tray.getByRole('button', { name: '2 more' })).toBeVisible({ timeout: 15_000 });
  await tray.getByRole('button', { name: '2 more' }).click();
  await expect(page.getByRole('region', { name: 'Earlier notices' }).getByRole('alert')).toHaveCount(2);
  await themedShots(page, DIR, 'live-three-notices-open');
  await tray.getByRole('button', { name: '2 more' }).click();

  // A surface's arm in the account bar (each shot its own arm: an arm lasts 5 s).
  await goLive(page, [504]);
  await expect(boardRow(page, 504)).toContainText(/LIVE|FAILED/);
  const toast = page.getByRole('region', { name: 'Armed from a control surface' });
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      const arm = await api('POST', '/v1/destinations/504/disconnect');
      expect(arm.status).toBe(202);
      await expect(toast).toBeVisible();
      await page.screenshot({ path: `${DIR}/live-surface-arm-${theme}-${width}x${height}.png` });
      await api('DELETE', `/v1/arm/${String(arm.body.armId)}`);
      await expect(toast).toHaveCount(0);
    }
  }
  await setTheme(page, 'dark');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Geo: DE, FR, NL applied, then "Allow only the rest" proposed for China from the insights.
  await allowOnlyOnDemo(page, ['DE', 'FR', 'NL']);
  await proposeFromInsights(page, 'Allow only the rest');
  await expect(page.getByRole('region', { name: 'Change preview' })).toContainText('Becomes: every country except CN allowed; CN blocked.');
  await themedShots(page, DIR, 'geo-allow-only-the-rest');

  // A rehearsal run with #507 refusing, both cues fired.
  await rehearseWithRefusal(page);
  await themedShots(page, DIR, 'rehearsal-one-refuse');
  await cueRow(page, 2).scrollIntoViewIfNeeded();
  await themedShots(page, DIR, 'rehearsal-one-refuse-outcomes');
  await page.getByRole('button', { name: 'End rehearsal' }).click();
  await expect(page.getByRole('region', { name: 'Rehearsal', exact: true })).toHaveCount(0);

  // Reports, its usage drawn with the account's currency set.
  await openScreen(page, 'Reports');
  await expect(page.getByRole('figure', { name: /^Cost by usage type/ })).toHaveAttribute('data-drawn-key', /^reports:usage:/);
  await page.getByRole('textbox', { name: 'Currency' }).fill('eur');
  await page.getByRole('button', { name: 'Set currency' }).click();
  await expect(page.getByTestId('usage-subtotal')).toHaveText(/EUR$/);
  await settled(page);
  await themedShots(page, DIR, 'reports');

  // Activity: everything above on every account (the rehearsal's mirror too), newest first; then an entry's detail.
  await openScreen(page, 'Activity');
  await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption({ label: 'All accounts' });
  const rows = page.getByRole('region', { name: 'Activity log' }).getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows.filter({ hasText: 'Sandbox — rehearsal' }).first()).toBeVisible();
  await settled(page);
  await themedShots(page, DIR, 'activity');
  await rows.first().click();
  await expect(page.getByRole('region', { name: 'Activity detail' })).toBeVisible();
  await settled(page);
  await themedShots(page, DIR, 'activity-detail');
});
