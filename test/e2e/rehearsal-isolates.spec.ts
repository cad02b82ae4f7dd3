/**
 * A rehearsal isolates its fault: with #501 already live on the real account, a mirror
 * chosen to start "from all off" starts with every destination OFF (the real push is named beside it, left running there),
 * so a go-live cue to #501, #502 and #503 with only #503 refusing ends "2 of 3 went live,
 * 1 failed" — nothing "already LIVE" — and nothing reaches the real account.
 */
import { expect, test } from './fixtures';
import { addCue, cueRow, newSheet, sheetSaved } from './sheet-steps';
import { callsFromPage, tokenOf } from './socket-calls';
import { themedShots } from './themed-shots';

const SHOTS = 'test-results/shots/rehearsal-isolates';

test('a rehearsal mirror starts with every destination OFF, so one Refuse is the only failure', async ({ mc }) => {
  const { page } = mc;
  // #501 goes live on the real account (the Sandbox) before the rehearsal.
  const [connected] = await callsFromPage(page, [['live.connect', { connects: [{ push_service_id: 501, inst: 'live' }] }, 'sandbox']], tokenOf(mc.url));
  expect(connected).toMatchObject({ ok: true });
  await newSheet(page, 'Isolated');
  await addCue(page, 'Go live', 'Partners', async (f) => {
    for (const id of [501, 502, 503]) await f.getByRole('checkbox', { name: new RegExp(`#${id}`) }).check();
  });
  await sheetSaved(page);
  const real = await mc.sandbox.counts();

  await page.getByRole('combobox', { name: 'Rehearse starting' }).selectOption('off');
  await page.getByRole('button', { name: 'Rehearse' }).click();
  const rehearsal = page.getByRole('region', { name: 'Rehearsal' });
  await rehearsal.getByRole('checkbox', { name: /^Refuse #503/ }).check();
  await expect(rehearsal.getByRole('checkbox', { name: /^Refuse #503/ })).toBeChecked();
  await page.keyboard.press('F10');

  const parts = cueRow(page, 1).getByRole('listitem');
  await expect(parts.filter({ hasText: '#503' })).toContainText(/FAILED.*Destination refused the connection/);
  for (const id of ['#501', '#502']) await expect(parts.filter({ hasText: id })).toContainText('LIVE');
  await expect(cueRow(page, 1).locator('.sh-out').first()).toContainText('FAILED 2 of 3 went live, 1 failed');
  await expect(cueRow(page, 1)).not.toContainText('already');
  // The real account's push is named beside the mirror, left running there.
  await expect(rehearsal.getByRole('group', { name: 'On Sandbox' })).toContainText(/the real account .*left running there, not in the rehearsal.*LIVE #501 hlspartner → ingest\.hlspartner\.example \(stream main\)/);
  await themedShots(page, SHOTS, 'rehearsal-one-refuse');

  const during = await mc.sandbox.counts();
  expect((during['pushpublish.connect'] ?? 0) - (real['pushpublish.connect'] ?? 0), 'nothing reached the real account').toBe(0);
});
