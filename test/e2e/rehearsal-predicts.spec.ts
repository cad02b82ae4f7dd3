/**
 * A rehearsal predicts the real run: #503 went live on the real account (the Sandbox) and
 * its destination dropped it, so the server holds it FAILED. Rehearse starts, by default,
 * from the real account as last read (the run view says so, with the time): the mirror
 * holds #503 FAILED too, and a go-live cue to #501, #502 and #503 ends there as it then
 * ends on air.
 */
import { expect, test } from './fixtures';
import { addCue, cueRow, newSheet, sheetSaved } from './sheet-steps';
import { callsFromPage, tokenOf } from './socket-calls';
import { themedShots } from './themed-shots';

const SHOTS = 'test-results/shots/rehearsal-predicts';

test('a push the real account holds FAILED is FAILED in the rehearsal, and the rehearsal ends as the real run does', async ({ mc }) => {
  const { page } = mc;
  const [connected] = await callsFromPage(page, [['live.connect', { connects: [{ push_service_id: 503, inst: 'live' }] }, 'sandbox']], tokenOf(mc.url));
  expect(connected).toMatchObject({ ok: true });
  await expect.poll(() => mc.sandbox.dropPushes({ reason: 'Destination hung up' })).toBe(1);
  await newSheet(page, 'Predicted');
  await addCue(page, 'Go live', 'Partners', async (f) => {
    for (const id of [501, 502, 503]) await f.getByRole('checkbox', { name: new RegExp(`#${id}`) }).check();
  });
  await sheetSaved(page);
  await expect(page.getByRole('combobox', { name: 'Rehearse starting' })).toHaveValue('real');
  await page.getByRole('combobox', { name: 'Rehearse starting' }).scrollIntoViewIfNeeded();
  await themedShots(page, SHOTS, 'sheet-before-rehearse', { sizes: [[1280, 720]] });
  const real = await mc.sandbox.counts();

  await page.getByRole('button', { name: 'Rehearse' }).click();
  const rehearsal = page.getByRole('region', { name: 'Rehearsal' });
  await expect(rehearsal.getByRole('status').filter({ hasText: 'Rehearsal starts' })).toContainText(/Rehearsal starts from the real account as last read at \d\d:\d\d:\d\d/);
  await expect(rehearsal.getByRole('group', { name: 'On Sandbox' })).toContainText(/copied into the mirror.*FAILED #503 socialplatform/);
  await page.keyboard.press('F10');
  const outcome = cueRow(page, 1).locator('.sh-out').first();
  // The held push meets the mirror as it will meet the real account: still held there.
  await expect(outcome).toContainText('FAILED 2 of 3 went live, 1 failed');
  await expect(cueRow(page, 1).getByRole('listitem').filter({ hasText: '#503' })).toContainText('FAILED');
  const predicted = (await outcome.textContent())!;
  await themedShots(page, SHOTS, 'rehearsal-as-real', { sizes: [[1280, 720]] });
  const during = await mc.sandbox.counts();
  expect((during['pushpublish.connect'] ?? 0) - (real['pushpublish.connect'] ?? 0), 'nothing reached the real account').toBe(0);

  // On air: the same cue on the real account ends as the rehearsal said.
  await rehearsal.getByRole('button', { name: 'End rehearsal' }).click();
  await page.getByRole('button', { name: 'Run…' }).click();
  await page.keyboard.press('F10');
  const onAir = cueRow(page, 1).locator('.sh-out').first();
  await expect(onAir).toContainText('went live');
  expect(await onAir.textContent()).toBe(predicted);
});

test('chosen "from all off", the run view says so and the mirror holds no push', async ({ mc }) => {
  const { page } = mc;
  const [connected] = await callsFromPage(page, [['live.connect', { connects: [{ push_service_id: 503, inst: 'live' }] }, 'sandbox']], tokenOf(mc.url));
  expect(connected).toMatchObject({ ok: true });
  await newSheet(page, 'From off');
  await addCue(page, 'Go live', 'Partners', async (f) => {
    await f.getByRole('checkbox', { name: /#503/ }).check();
  });
  await sheetSaved(page);
  await page.getByRole('combobox', { name: 'Rehearse starting' }).selectOption('off');
  await page.getByRole('button', { name: 'Rehearse' }).click();
  const rehearsal = page.getByRole('region', { name: 'Rehearsal' });
  await expect(rehearsal.getByRole('status').filter({ hasText: 'Rehearsal starts' })).toHaveText('Rehearsal starts from all off');
  await expect(rehearsal.getByRole('group', { name: 'On Sandbox' })).toContainText('not in the rehearsal');
  await page.keyboard.press('F10');
  await expect(cueRow(page, 1).locator('.sh-out').first()).toContainText('LIVE');
  await themedShots(page, SHOTS, 'rehearsal-all-off', { sizes: [[1280, 720]] });
});
