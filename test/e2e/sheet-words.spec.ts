/**
 * Run sheets' words expire as README promises (stores/expiring-words.ts): a run with a
 * timed cue says main armed it ("✓ DONE Timed cues armed in main"; the clock strip names the next cue) and the words
 * go after 10 s, waited for as a condition, moving nothing; ending the run says they were disarmed. Activity, opened after a Go live made on
 * Live, lists that Go live with its destination at once. Screenshots under
 * test-results/shots-e2e/sheet-words/ (MC_SHOTS to change).
 */
import { expect, test } from './fixtures';
import { boardRow, goLive, watchDemo } from './steps/live';
import { callsFromPage, tokenOf } from './socket-calls';
import { themedShots } from './themed-shots';

const SHOTS = process.env.MC_SHOTS ?? 'test-results/shots-e2e/sheet-words';

const SHEET = {
  version: 1,
  id: 'words-expire',
  name: 'Late show',
  account: 'sandbox',
  accountName: 'Sandbox',
  cues: [
    { id: 'c1', label: 'Closing note', plan: { kind: 'clock', at: '23:59:59', mode: 'soft' }, notes: '', action: null },
    { id: 'c2', label: 'Credits', plan: null, notes: '', action: null },
  ],
};

test("a run's timed-cue words say main armed it, then go after 10 s", async ({ mc }) => {
  const { page } = mc;
  expect(await callsFromPage(page, [['sheets.save', SHEET]], tokenOf(mc.url))).toMatchObject([{ ok: true }]);
  await page.getByRole('link', { name: /Run sheets/ }).click();
  await page.getByRole('button', { name: /^Late show/ }).click();
  await page.getByRole('button', { name: 'Run…' }).click();
  const said = page.getByTestId('sheet-said');
  await expect(said).toContainText(/DONE\s*Timed cues armed in main/);
  const go = page.getByRole('region', { name: 'Standby' }).getByRole('button', { name: /^GO/ });
  const withWords = await go.boundingBox();
  await themedShots(page, SHOTS, 'sheet-armed');
  await expect(said).toHaveText('', { timeout: 20_000 });
  // The words' line stays when they go: GO is where it was.
  expect(await go.boundingBox()).toEqual(withWords);
  await expect(page.getByRole('region', { name: 'Standby' })).toContainText('Closing note');
  // Ending the run disarms its timed cues in main, and the editor says so.
  await page.getByRole('button', { name: 'End run and edit' }).click();
  await expect(said).toContainText(/DONE\s*Timed cues disarmed/);
  await themedShots(page, SHOTS, 'sheet-disarmed');
});

test('Activity opened after a Go live lists it with its destination at once', async ({ mc }) => {
  const { page } = mc;
  await page.getByRole('link', { name: /Activity/ }).click();
  await expect(page.getByRole('region', { name: 'Activity log' })).toBeVisible();
  await page.getByRole('link', { name: /Live/ }).first().click();
  await watchDemo(page);
  await goLive(page, [501]);
  await expect(boardRow(page, 501)).toContainText('LIVE');
  await page.getByRole('link', { name: /Activity/ }).click();
  const log = page.getByRole('region', { name: 'Activity log' });
  await expect(log.getByRole('row').filter({ hasText: '#501' }).first()).toBeVisible();
  await themedShots(page, SHOTS, 'activity-opened');
});
