/**
 * Notices never move the screen: three push-failed notices arrive in the account bar's
 * tray (the newest said there, "2 more" opening the rest over the screen), and every Live
 * control stays exactly where it was — the board's rows and their Disconnect buttons, Go
 * live, Recording's Split. Screenshots of Live with three notices, the tray shut and open,
 * under test-results/shots-e2e/notices/.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { boardRow, goLive, watchDemo } from './steps/live';
import { themedShots } from './themed-shots';

const SHOTS = 'test-results/shots-e2e/notices';

async function places(els: Record<string, Locator>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [k, el] of Object.entries(els)) {
    const b = (await el.boundingBox())!;
    out[k] = `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`;
  }
  return out;
}

test('three push-failed notices go to the tray and move no Live control', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
  await goLive(page, [501, 502, 503]);
  for (const id of [501, 502, 503]) await expect(boardRow(page, id)).toContainText('LIVE');
  const els: Record<string, Locator> = {
    goLive: page.getByRole('button', { name: /Go live/ }),
    split: page.getByRole('button', { name: /^Split recording/ }).first(),
    heading: page.getByRole('heading', { level: 1, name: 'Live' }),
  };
  for (const id of [501, 502, 503, 507]) {
    els[`row${id}`] = boardRow(page, id);
    els[`disconnect${id}`] = boardRow(page, id).getByRole('button', { name: /^Disconnect/ });
  }
  const before = await places(els);
  expect(await mc.sandbox.dropPushes({})).toBe(3);
  const tray = page.getByRole('banner', { name: 'Active account' });
  await expect(tray.getByRole('alert').filter({ hasText: 'Push failed' })).toHaveCount(1, { timeout: 15_000 });
  await expect(tray.getByRole('button', { name: '2 more' })).toBeVisible();
  expect(await places(els)).toEqual(before);
  await themedShots(page, SHOTS, 'live-three-notices');
  await tray.getByRole('button', { name: '2 more' }).click();
  await expect(page.getByRole('region', { name: 'Earlier notices' }).getByRole('alert')).toHaveCount(2);
  await themedShots(page, SHOTS, 'live-three-notices-open');
  expect(await places(els)).toEqual(before);
});
