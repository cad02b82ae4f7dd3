/**
 * The whole Live sequence from the keyboard, presses counted (typing aside): watch, select
 * three, go live, check status, disconnect one, split, open the split ledger, switch
 * account (confirming what stays on air). At most 25 presses.
 */
import { SHORTCUTS } from '../../renderer/src/components/shortcut';
import { expect, test } from './fixtures';
import { addStudioB, tokenOf } from './socket-calls';
import { secondSandbox } from './steps/accounts';
import { armGap } from './steps/arm';
import { boardRow } from './steps/live';
import { rendererDirArgs } from './steps/screens';

test.use({ mcEnv: { MC_SECRET_BACKEND: 'vault' }, mcArgs: rendererDirArgs() });

const MAX_PRESSES = 25;
const studioB = secondSandbox(37);

test('watch, select three, go live, check, disconnect one, split, open the ledger, switch account: at most 25 presses', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await addStudioB(page, tokenOf(mc.url), studioB());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  let presses = 0;
  const press = async (key: string): Promise<void> => {
    presses++;
    await page.keyboard.press(key.replace(/^Ctrl\+/, 'Control+'));
  };

  await press(SHORTCUTS.watch.keys); // to the empty Application field
  await page.keyboard.type('demo-origin');
  await press(SHORTCUTS.watch.keys); // watch
  await expect(boardRow(page, 507)).toBeVisible();

  await press('Escape'); // out of the Application field, so `/` is a key, not a character
  await press(SHORTCUTS.filter.keys);
  for (const id of [501, 502, 503]) {
    await press('ArrowDown');
    await expect(boardRow(page, id)).toBeFocused();
    await press('Space');
    await expect(page.getByRole('checkbox', { name: `Select service #${id} for Go live` })).toBeChecked();
  }
  await press(SHORTCUTS.goLive.keys);
  for (const id of [501, 502, 503]) await expect(boardRow(page, id)).toContainText('LIVE');
  await press(SHORTCUTS.checkStatus.keys);

  await boardRow(page, 503).focus(); // still the board's current row: focus never left it
  await press(SHORTCUTS.rowDisconnect.keys); // arm
  const armed = boardRow(page, 503).getByRole('button', { name: /Press again to disconnect/ });
  await expect(armed).toBeFocused();
  await armGap(page);
  await press(SHORTCUTS.rowDisconnect.keys); // fire
  await expect(boardRow(page, 503)).toContainText(/DISCONNECTING|STOPPED/);

  await press(SHORTCUTS.split.keys);
  await expect.poll(async () => (await mc.sandbox.counts())['recording.split'] ?? 0).toBe(1);
  await press(SHORTCUTS.ledger.keys);
  await expect(page.getByRole('region', { name: 'Split ledger' })).toBeVisible();

  await press(SHORTCUTS.palette.keys);
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox')).toBeFocused();
  await page.keyboard.type('Studio B');
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText('Studio B');
  await press('Enter');
  const dialog = page.getByRole('dialog', { name: /Switch to Studio B/ });
  await expect(dialog).toContainText('Sandbox still has 2 destinations LIVE');
  await press('Tab'); // from "Stay on Sandbox" (the safe default) to the switch
  await press('Enter');
  await expect(page.getByTestId('active-account')).toContainText('Studio B');

  const counts = await mc.sandbox.counts();
  expect([counts['pushpublish.connect'], counts['pushpublish.disconnect'], counts['recording.split']]).toEqual([3, 1, 1]);
  expect(presses).toBeLessThanOrEqual(MAX_PRESSES);
  test.info().annotations.push({ type: 'presses', description: String(presses) });
  console.log(`live sequence: ${presses} presses (at most ${MAX_PRESSES})`);
});
