/**
 * Open alerts on Live against `master-control web --sandbox`, with a loopback receiver as
 * the account's Slack-compatible target (steps/alert-receiver.ts):
 * - a live push its destination drops (reconnect off) sends one alert once the grace has
 *   passed and lists it under Open alerts; Acknowledge there marks it acknowledged; Retry
 *   brings it back LIVE, sends one recovery and empties the list;
 * - a destination dropping and coming back 5 times in a minute (each drop brought back by
 *   the first reconnect try, inside the grace) sends one alert (flapping) and one recovery
 *   once it held still;
 * - with the receiver down, the alert is tried a bounded number of times and no more,
 *   Activity says it failed with the receiver's answer, and the board and a split go on.
 * Screenshots at 1280×720 and 1440×900, light and dark.
 */
import { expect, test } from './fixtures';
import { addSlackTarget, loopbackReceiver } from './steps/alert-receiver';
import { boardRow, goLiveUntilLive, watchDemoEvery2s } from './steps/live';
import { reconnectOn, heldThrough } from './steps/reconnect';
import { openScreen } from './steps/screens';
import { themedShots } from './themed-shots';

const SHOTS = process.env.MC_SHOTS ?? 'test-results/shots-e2e/open-alerts';

test('a drop alerts once, is acknowledged from Live, and Retry sends one recovery and clears it', async ({ mc, page }) => {
  test.setTimeout(120_000);
  const receiver = await loopbackReceiver();
  const got = receiver.texts;
  try {
    await addSlackTarget(page, 'Crew Slack', receiver.url('/services/crew'));

    await watchDemoEvery2s(page);
    const alerts = page.getByRole('region', { name: /Open alerts/ });
    await expect(alerts).toContainText('No open alerts.');
    await goLiveUntilLive(page, [502]);
    expect(await mc.sandbox.dropPushes({ reason: 'Connection reset by the destination' })).toBe(1);
    await expect(boardRow(page, 502)).toContainText('FAILED', { timeout: 15_000 });
    // The grace (two polls) passes, then one alert reaches the receiver and the list.
    await expect.poll(() => got.length, { timeout: 30_000 }).toBe(1);
    expect(got[0]).toMatch(/FAILED on Sandbox: Connection reset by the destination/);
    const item = alerts.getByRole('listitem', { name: /^Alert: .*FAILED on Sandbox/ });
    await expect(item).toBeVisible();
    await themedShots(page, SHOTS, 'open');
    await item.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(item).toContainText('ACKNOWLEDGED');
    await expect(item.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
    await themedShots(page, SHOTS, 'acknowledged');

    await boardRow(page, 502).getByRole('button', { name: /^Retry/ }).click();
    await expect(boardRow(page, 502)).toContainText('LIVE', { timeout: 15_000 });
    await expect.poll(() => got.length, { timeout: 30_000 }).toBe(2);
    expect(got[1]).toMatch(/back LIVE after .* off air \(Sandbox\)/);
    await expect(alerts).toContainText('No open alerts.');
    // One alert and one recovery: nothing more came while the list emptied.
    expect(got).toHaveLength(2);
  } finally {
    await receiver.close();
  }
});

test('a destination dropping and coming back 5 times in a minute sends one alert and, once it held still, one recovery', async ({ mc, page }) => {
  test.setTimeout(240_000);
  const receiver = await loopbackReceiver();
  try {
    await addSlackTarget(page, 'Crew Slack', receiver.url('/services/crew'));
    await watchDemoEvery2s(page);
    await goLiveUntilLive(page, [502]);
    await reconnectOn(page, 502);
    const started = Date.now();
    for (let drop = 1; drop <= 5; drop++) {
      expect(await mc.sandbox.dropPushes({ reason: 'Connection reset by the destination' })).toBe(1);
      await expect(boardRow(page, 502)).toContainText('RECONNECTING', { timeout: 15_000 });
      await expect(boardRow(page, 502)).toContainText('LIVE', { timeout: 30_000 });
    }
    // Five drops, each back within the grace: alone none would alert; together they flap.
    expect(Date.now() - started).toBeLessThan(60_000);
    await expect.poll(() => receiver.texts.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(receiver.texts[0]).toMatch(/dropped and came back \d times within 1 min/);
    // It recovers once it held still for the flapping window (a minute), and says so once.
    await expect.poll(() => receiver.texts.length, { timeout: 120_000 }).toBe(2);
    expect(receiver.texts[1]).toMatch(/back LIVE/);
    await heldThrough(page, mc.sandbox, Date.now(), 4_000, 2);
    expect(receiver.texts).toHaveLength(2);
  } finally {
    await receiver.close();
  }
});

test('the receiver down: the alert is tried 3 times and no more, Activity says it failed, the board and a split go on', async ({ mc, page }) => {
  test.setTimeout(120_000);
  const receiver = await loopbackReceiver(503);
  try {
    await addSlackTarget(page, 'Crew Slack', receiver.url('/services/crew'));
    await watchDemoEvery2s(page);
    await goLiveUntilLive(page, [502]);
    expect(await mc.sandbox.dropPushes({ reason: 'Connection reset by the destination' })).toBe(1);
    await expect(boardRow(page, 502)).toContainText('FAILED', { timeout: 15_000 });
    await expect.poll(() => receiver.texts.length, { timeout: 30_000 }).toBe(3);
    expect(new Set(receiver.texts).size).toBe(1);
    // While the alert is given up on, the board goes on reading and a split goes through.
    await page.getByRole('radio', { name: 'Select cam_1 for the split key' }).check();
    await page.keyboard.press('F9');
    await expect(page.getByRole('status', { name: 'Last split of cam_1' })).toHaveAttribute('title', /recordings\/cam_1-.*\.mp4/);
    await heldThrough(page, mc.sandbox, Date.now(), 6_000, 3);
    expect(receiver.texts).toHaveLength(3);
    await openScreen(page, 'Activity');
    const sent = page.getByRole('row').filter({ hasText: 'Alert sent' });
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText('FAILED');
    await expect(sent).toContainText('Answered 503: down for maintenance (3 tries)');
    await themedShots(page, SHOTS, 'activity-alert-failed');
  } finally {
    await receiver.close();
  }
});
