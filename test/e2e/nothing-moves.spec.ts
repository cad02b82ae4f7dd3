/**
 * Nothing moves: what appears takes room kept for it. On Live, ticking a
 * service that locks servers shows "Server tag for #501" without moving Go live, the
 * overrides, the board or Recording; in a rehearsal, ticking Refuse shows REFUSES without
 * moving the next destination's toggle, and an armed GO keeps Back, Skip, Jump and the GO
 * key where they were.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { addCue, newSheet, sheetSaved } from './sheet-steps';
import { boardRow, watchDemo } from './steps/live';

const place = async (els: Record<string, Locator>): Promise<Record<string, string>> => {
  const out: Record<string, string> = {};
  for (const [k, el] of Object.entries(els)) {
    const b = (await el.boundingBox())!;
    out[k] = `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`;
  }
  return out;
};
/** Where each control sits, leaving out sizes: for controls whose own words change. */
const corner = (p: Record<string, string>) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v.split(' ')[0]]));

test('Live: the server tag field of a locked service appears in its reserved place, moving nothing', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await watchDemo(page);
  const els = {
    goLive: page.getByRole('button', { name: /Go live/ }),
    appOverride: page.getByRole('combobox', { name: 'Source app override' }),
    streamOverride: page.getByRole('textbox', { name: 'Source stream override' }),
    lastRow: boardRow(page, 507),
    recording: page.getByRole('table', { name: 'Live streams' }),
  };
  const before = await place(els);
  await page.getByRole('checkbox', { name: 'Select service #501 for Go live' }).check();
  await expect(page.getByRole('combobox', { name: 'Server tag for #501' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Go live \(1\)/ })).toBeVisible();
  expect(await place(els)).toEqual(before);
});

test('rehearsal: a REFUSES tag moves no other toggle, and an armed GO moves no other control', async ({ mc }) => {
  test.setTimeout(120_000);
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await newSheet(page, 'Holds still');
  await addCue(page, 'Disconnect', 'Close', async (f) => {
    await f.getByLabel('Application', { exact: true }).fill('demo-origin');
    const all = f.getByRole('checkbox', { name: /Disconnect all pushes/ });
    if (!(await all.isChecked())) await all.check();
  });
  await sheetSaved(page);
  await page.getByRole('button', { name: 'Rehearse' }).click();
  const rehearsal = page.getByRole('region', { name: 'Rehearsal' });
  const toggle = (id: number) => rehearsal.locator('label').filter({ has: page.getByRole('checkbox', { name: new RegExp(`^Refuse #${id}`) }) });
  const toggles = Object.fromEntries([501, 502, 503, 504, 505, 506, 507].map((id) => [`#${id}`, toggle(id)]));
  const before = await place(toggles);
  await rehearsal.getByRole('checkbox', { name: /^Refuse #502/ }).check();
  await expect(toggle(502)).toContainText('REFUSES');
  expect(await place(toggles)).toEqual(before);

  const standby = page.getByRole('region', { name: 'Standby' });
  const controls = {
    go: standby.getByRole('button', { name: /^GO$|^Press GO again/ }),
    back: standby.getByRole('button', { name: /^Back/ }),
    skip: standby.getByRole('button', { name: /^Skip/ }),
    jump: standby.getByRole('textbox', { name: /Jump to cue/ }),
    goKey: standby.getByRole('combobox', { name: 'GO key' }),
  };
  const rest = await place(controls);
  await page.keyboard.press('F10');
  await expect(page.getByRole('button', { name: /^Press GO again: Disconnect every push on this account/ })).toBeVisible();
  expect(await place(controls)).toEqual(rest);
  await page.keyboard.press('Escape');
  expect(corner(await place(controls))).toEqual(corner(rest));
});
