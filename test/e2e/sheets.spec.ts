/**
 * Run sheets: a sheet of six cues built from the screens, rehearsed on a mirror
 * of the account with one destination refusing (every outcome seen, nothing sent to the
 * real account), then run on the Sandbox account with the GO key only — each cue fires exactly once (sandbox request counts),
 * the destructive one arms first, Activity names the sheet and cue of each entry — and a
 * cue naming a destination that was deleted is flagged when the sheet is opened.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addCue, cueForm as form, cueRow, newSheet, sheetSaved } from './sheet-steps';
import { themedShots } from './themed-shots';
import { armGap } from './steps/arm';
import { openScreen } from './steps/screens';

const SHOTS = process.env.MC_SHOTS ?? 'test-results/shots-e2e/sheets';

const shots = (page: Page, name: string): Promise<void> => themedShots(page, SHOTS, name, { fullPage: true });

/**
 * Fires the six cues with the GO key only: `afterGoLive` checks the go-live cue's outcome;
 * `whileArmed` runs while disconnect all is armed (nothing sent yet), then Esc and GO arm
 * afresh (screenshots can outlast the arm window) and a second GO fires it.
 */
async function goThroughSheet(page: Page, afterGoLive: () => Promise<void>, whileArmed?: () => Promise<void>): Promise<void> {
  const standby = page.getByRole('region', { name: 'Standby' });
  await expect(standby).toContainText('STANDBY · cue 1 of 6');
  await page.keyboard.press('F10'); // note: nothing sent
  await expect(cueRow(page, 1)).toContainText('NOTE');
  await expect(standby).toContainText('Go live to #502');
  await page.keyboard.press('F10');
  await afterGoLive();
  await page.keyboard.press('F10');
  await expect(cueRow(page, 3)).toContainText('Split: 3 Opening');
  await page.keyboard.press('F10');
  await expect(cueRow(page, 4)).toContainText('Split: Part 4: Panel');
  await page.keyboard.press('F10');
  await expect(cueRow(page, 5)).toContainText('DONE');
  // Disconnect all arms first: nothing is sent on the first GO.
  await page.keyboard.press('F10');
  await expect(page.getByRole('button', { name: /^Press GO again: Disconnect every push on this account/ })).toBeVisible();
  if (whileArmed) await whileArmed();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'GO', exact: true })).toBeVisible();
  await page.keyboard.press('F10');
  await expect(page.getByRole('button', { name: /^Press GO again/ })).toBeVisible();
  await armGap(page);
  await page.keyboard.press('F10');
  await expect(cueRow(page, 6)).toContainText('STOPPED');
  await expect(standby).toContainText('End of the sheet');
}

test('build six cues from the screens, rehearse them on a mirror with one destination refusing (nothing reaches the real account), then run them with the GO key only: each fires once, the destructive one arms first, Activity names sheet and cue', async ({ mc, page }) => {
  test.setTimeout(240_000); // a long journey (six cues typed in, twice six fired, ten screenshots) on a shared 2-core machine
  await newSheet(page, 'Gala night');
  await addCue(page, 'Note only', 'Doors open', async (f) => f.getByLabel('Notes').fill('wait for the stage manager'));
  await addCue(page, 'Go live', 'Partners', async (f) => {
    for (const id of [502, 503, 505]) await f.getByRole('checkbox', { name: new RegExp(`#${id}`) }).check();
  });
  await addCue(page, 'Split recording', 'Opening', async (f) => {
    await f.getByLabel('Application/instance').fill('demo-origin/live');
    await f.getByLabel('Stream or pattern').fill('cam_1');
    await f.getByLabel('Title', { exact: true }).fill('{n} {label}');
  });
  // The catalog's schema refuses an application without its instance, under the field.
  await form(page).getByLabel('Action').selectOption({ label: 'Split recording' });
  await form(page).getByLabel('Label', { exact: true }).fill('Panel');
  await form(page).getByLabel('Application/instance').fill('demo-origin');
  await form(page).getByLabel('Stream or pattern').fill('cam_2');
  await form(page).getByLabel('Title', { exact: true }).fill('Part {n}: {label}');
  await form(page).getByRole('button', { name: 'Add cue' }).click();
  await expect(form(page).getByText('must be <application>/<instance>, e.g. demo-origin/live')).toBeVisible();
  await form(page).getByLabel('Application/instance').fill('demo-origin/live');
  await form(page).getByRole('button', { name: 'Add cue' }).click();
  await expect(page.getByRole('listitem', { name: 'Cue 4: Panel' })).toBeVisible();
  await addCue(page, 'Disconnect', 'Close', async (f) => {
    await f.getByRole('checkbox', { name: /Disconnect all pushes/ }).check();
    await f.getByLabel('Application', { exact: true }).fill('demo-origin');
    await f.getByLabel('Instance', { exact: true }).fill('live');
  });
  await addCue(page, 'Geo apply', 'Block', async (f) => {
    await f.getByLabel('Application', { exact: true }).fill('demo-origin');
    await f.getByLabel('Allowed countries').fill('GB');
  });
  // Reorder by keyboard: Block goes above Close (disconnect all ends the sheet).
  await page.getByRole('listitem', { name: 'Cue 6: Block' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('listitem', { name: 'Cue 5: Block' })).toBeFocused();
  await expect(page.getByRole('listitem', { name: 'Cue 6: Close' })).toContainText('arms first');
  await expect(page.getByRole('listitem', { name: 'Cue 4: Panel' })).toContainText('title “Part 4: Panel”');
  await sheetSaved(page);
  await shots(page, 'edit');

  // Rehearse on a mirror of the Sandbox account with #503 refusing: every cue fires there, nothing at the real sandbox.
  const real = await mc.sandbox.counts();
  await page.getByRole('button', { name: 'Rehearse' }).click();
  const rehearsal = page.getByRole('region', { name: 'Rehearsal' });
  await expect(rehearsal).toContainText('REHEARSAL');
  await expect(rehearsal).toContainText('Mirror of Sandbox');
  await expect(page.getByRole('banner', { name: 'Active account' })).toContainText('REHEARSAL');
  await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('REHEARSAL');
  const standby = page.getByRole('region', { name: 'Standby' });
  await expect(standby).toContainText('STANDBY · cue 1 of 6');
  await rehearsal.getByRole('checkbox', { name: /^Refuse #503/ }).check();
  await expect(rehearsal.getByRole('checkbox', { name: /^Refuse #503/ })).toBeChecked();
  await expect(rehearsal.getByRole('checkbox', { name: /^Refuse #502/ })).not.toBeChecked();
  await goThroughSheet(page, async () => {
    // The go-live cue follows the board: the refused destination FAILED with its reason, the others LIVE.
    const parts = cueRow(page, 2).getByRole('listitem');
    await expect(parts.filter({ hasText: '#503' })).toContainText(/FAILED.*Destination refused the connection/);
    for (const id of ['#502', '#505']) await expect(parts.filter({ hasText: id })).toContainText('LIVE');
    await expect(cueRow(page, 2).locator('.sh-out').first()).toContainText('FAILED');
  });
  await expect(cueRow(page, 3)).toContainText('Split: 3 Opening');
  await expect(cueRow(page, 6)).toContainText('STOPPED');
  await shots(page, 'rehearsal-run');
  const during = await mc.sandbox.counts();
  const atReal = (c: string) => (during[c] ?? 0) - (real[c] ?? 0);
  expect({ connect: atReal('pushpublish.connect'), split: atReal('recording.split'), disconnect: atReal('pushpublish.disconnect') }).toEqual({ connect: 0, split: 0, disconnect: 0 });
  await rehearsal.getByRole('button', { name: 'End rehearsal' }).click();
  await expect(page.getByRole('banner', { name: 'Active account' })).not.toContainText('REHEARSAL');
  await expect(page.getByTestId('active-account')).toContainText('Sandbox');

  // The same sheet on the Sandbox account itself, with the GO key only.
  const before = await mc.sandbox.counts();
  await page.getByRole('button', { name: 'Run…' }).click();
  await goThroughSheet(page, async () => {
    for (const id of ['#502', '#503', '#505']) await expect(cueRow(page, 2).getByRole('listitem').filter({ hasText: id })).toContainText('LIVE');
  }, async () => {
    await shots(page, 'run-armed');
    expect((await mc.sandbox.counts())['pushpublish.disconnect'] ?? 0).toBe(before['pushpublish.disconnect'] ?? 0);
  });
  // Back onto a fired cue and GO again: never resent.
  await page.keyboard.press('Alt+B');
  await expect(standby).toContainText('already fired');
  await page.keyboard.press('F10');
  await page.keyboard.press('F10');

  const after = await mc.sandbox.counts();
  const sent = (c: string) => (after[c] ?? 0) - (before[c] ?? 0);
  expect({ connect: sent('pushpublish.connect'), split: sent('recording.split'), geo: sent('geoblock.update'), disconnect: sent('pushpublish.disconnect') }).toEqual({ connect: 3, split: 2, geo: 1, disconnect: 1 });
  await shots(page, 'run');

  await cueRow(page, 3).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Linked entry' })).toContainText('Run sheet Gala night · cue 3 Opening');
  await expect(page.getByRole('region', { name: 'Linked entry' })).toContainText('Split recording');
  const log = page.getByRole('region', { name: 'Activity log' });
  // Source names the sheet and the cue (the grid is widened so the column is drawn).
  await page.setViewportSize({ width: 1920, height: 1080 });
  for (const words of ['cue 2 Partners', 'cue 3 Opening', 'cue 4 Panel', 'cue 5 Block', 'cue 6 Close']) {
    await expect(log.getByRole('gridcell', { name: `Run sheet "Gala night" ${words}`, exact: true }).first()).toBeVisible();
  }
  await expect(log.getByRole('gridcell', { name: 'Run sheet "Gala night" cue 2 Partners', exact: true })).toHaveCount(3);
});

test('a cue naming a destination that was deleted is flagged when the sheet is opened', async ({ mc, page }) => {
  await newSheet(page, 'Late show');
  await addCue(page, 'Go live', 'Radio', async (f) => {
    for (const id of [502, 507]) await f.getByRole('checkbox', { name: new RegExp(`#${id}`) }).check();
  });
  await sheetSaved(page);
  await expect(page.getByRole('listitem', { name: 'Cue 1: Radio' })).not.toContainText('no longer exists');
  expect(await mc.sandbox.removeService(507)).toBe(true);
  await openScreen(page, 'Live');
  await page.getByRole('link', { name: /Run sheets/ }).click();
  await page.getByRole('button', { name: /Late show/ }).click();
  await expect(page.getByRole('listitem', { name: 'Cue 1: Radio' })).toContainText('⚠ Destination service #507 no longer exists on this account');
  await expect(page.getByRole('status').filter({ hasText: '1 cue needs attention' })).toBeVisible();
});
