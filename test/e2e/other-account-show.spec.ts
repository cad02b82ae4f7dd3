/**
 * Every account's show runs in main, on screen or not (issue #46's done-when), end to end in
 * web mode with two sandboxes as two accounts whose destinations share ids (both have #501):
 * Sandbox's #501 goes live with reconnect on, the operator switches to Studio B and watches
 * its board (its own #501 OFF), and the Sandbox drops #501. Then, with Studio B on screen:
 * - Sandbox's #501 comes back LIVE with 1 connect at the Sandbox's server and none (no push
 *   call at all) at Studio B's; Studio B's #501 stays OFF;
 * - the status bar names the Sandbox's show through it ("Sandbox: 1 RECONNECTING" or FAILED,
 *   then "Sandbox: 1 LIVE"), never STALE, since main keeps reading the Sandbox's board;
 * - the notice and the desktop notification say the push was the Sandbox's.
 * Screenshots of the status bar with the other account's show under
 * test-results/shots-e2e/other-account-show/.
 */
import { expect, test } from './fixtures';
import { secondSandbox } from './steps/accounts';
import { boardRow, goLiveUntilLive, watchDemoEvery2s } from './steps/live';
import { recordNotifications } from './steps/notifications';
import { reconnectOn } from './steps/reconnect';
import { rendererDirArgs, switchAccount } from './steps/screens';
import { addStudioB, tokenOf } from './socket-calls';
import { themedShots } from './themed-shots';

const SHOTS = 'test-results/shots-e2e/other-account-show';

test.use({ mcEnv: { MC_SECRET_BACKEND: 'vault' }, mcArgs: rendererDirArgs() });
const studioB = secondSandbox(41);

const pushCalls = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([c]) => c.startsWith('pushpublish.')));
const sent = (before: Record<string, number>, after: Record<string, number>, command: string) => (after[command] ?? 0) - (before[command] ?? 0);

test('Sandbox #501 drops with reconnect on while Studio B (with its own #501) is on screen: back LIVE on the Sandbox only, said on the status bar and in a notification naming the Sandbox', async ({ mc, context }) => {
  // Two accounts set up, a drop and a try, and eight screenshots: longer than one default test.
  test.setTimeout(180_000);
  const { page } = mc;
  await context.grantPermissions(['notifications']);
  const notes = await recordNotifications(page);
  await addStudioB(page, tokenOf(mc.url), studioB());
  expect(studioB().state.services.map((s) => s.push_service_id)).toContain('501');

  await watchDemoEvery2s(page);
  await goLiveUntilLive(page, [501]);
  await reconnectOn(page, 501);

  await switchAccount(page, 'Studio B');
  await watchDemoEvery2s(page);
  await expect(boardRow(page, 501)).toContainText('OFF');
  const status = page.getByRole('contentinfo', { name: 'Status' });
  await expect(status).toContainText('Sandbox: 1 LIVE');
  await themedShots(page, SHOTS, 'status-other-account-live');

  const a = await mc.sandbox.counts();
  const b = studioB().counts();
  expect(await mc.sandbox.dropPushes({})).toBe(1);

  // Main reads the Sandbox's board while Studio B is on screen: the drop is said at once, the return after the try.
  await expect(status).toContainText(/Sandbox: 1 (RECONNECTING|FAILED)/, { timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: /Push failed on Sandbox: #501\b/ })).toBeVisible();
  await expect(status).toContainText('Sandbox: 1 LIVE', { timeout: 30_000 });
  await expect(status).not.toContainText('STALE');
  await themedShots(page, SHOTS, 'status-other-account-back');
  expect(await notes()).toEqual([expect.stringMatching(/^Push failed on Sandbox: #501\b/)]);

  const a2 = await mc.sandbox.counts();
  expect(sent(a, a2, 'pushpublish.connect')).toBe(1);
  expect(pushCalls(studioB().counts())).toEqual(pushCalls(b));
  expect(studioB().counts()['pushpublish.connect'] ?? 0).toBe(0);
  await expect(boardRow(page, 501)).toContainText('OFF');
  await expect(page.getByTestId('active-account')).toContainText('Studio B');

  // Back on the Sandbox: its #501 is LIVE, and no second connect went out meanwhile.
  await switchAccount(page, 'Sandbox');
  await expect(boardRow(page, 501)).toContainText('LIVE');
  expect(sent(a, await mc.sandbox.counts(), 'pushpublish.connect')).toBe(1);
});
