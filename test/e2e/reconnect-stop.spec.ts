/**
 * How automatic reconnect ends, on the board, counted at the sandbox: the operator's
 * Disconnect after #501 came back sends exactly one disconnect and no connect afterwards;
 * Disconnect on a RECONNECTING row ends its tries at once, with one disconnect while the
 * server still holds the failed push and none once it no longer does; a destination whose
 * event ended stops after its tries, FAILED with the platform's words of why, having sent
 * at most 10 connects. Screenshots under test-results/shots-e2e/reconnect-stop/.
 */
import { type Mc, expect, test } from './fixtures';
import { boardRow, tick, watchDemoEvery2s } from './steps/live';
import { sentSince } from './steps/counts';
import { disconnectRow, pastTry, reconnectOn } from './steps/reconnect';
import { themedShots } from './themed-shots';
import { RECONNECT } from '../../shared/domain/live/reconnect-backoff';

const OVER = /STOPPED|OFF/;
const SHOTS = 'test-results/shots-e2e/reconnect-stop';

// Each test waits out reconnect tries on main's real timers (seconds apart), past 60 s on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** Watches demo-origin/live read every 2 s, puts #501 LIVE and turns its reconnect on. */
async function liveWithReconnect(page: Mc['page']): Promise<void> {
  await watchDemoEvery2s(page);
  await tick(page, 501);
  await page.getByRole('button', { name: /Go live \(1\)/ }).click();
  await expect(boardRow(page, 501)).toContainText('LIVE');
  await reconnectOn(page, 501);
}

/**
 * #501's Disconnect pressed as a person does (arm, fire): `disconnects` at the sandbox once
 * the board says it is over, and still that many, with no connect, once try `next` would have been due.
 */
async function disconnectSends(mc: Mc, next: number, disconnects: 0 | 1): Promise<void> {
  const { page } = mc;
  const sent = await sentSince(mc);
  await disconnectRow(page, 501);
  await expect(boardRow(page, 501)).toContainText(OVER);
  const stoppedAt = await page.evaluate(() => Date.now());
  expect(await sent('pushpublish.disconnect')).toBe(disconnects);
  await pastTry(page, mc.sandbox, next, stoppedAt);
  expect(await sent('pushpublish.connect')).toBe(0);
  expect(await sent('pushpublish.disconnect')).toBe(disconnects);
  await expect(boardRow(page, 501)).toContainText(OVER);
}

/** The try the row waits for, as it says ("try 3 of 10, next in 4 s"). */
async function waitingTry(mc: Mc): Promise<number> {
  return Number(/try (\d+) of 10/.exec((await boardRow(mc.page, 501).first().textContent()) ?? '')?.[1]);
}

test("after #501 reconnected by itself, the operator's Disconnect sends exactly one disconnect and no connect afterwards", async ({ mc }) => {
  const { page } = mc;
  await liveWithReconnect(page);
  expect(await mc.sandbox.dropPushes({})).toBe(1);
  await expect(boardRow(page, 501)).toContainText(/RECONNECTING.*try 1 of 10/, { timeout: 15_000 });
  await expect(boardRow(page, 501)).toContainText('LIVE', { timeout: 30_000 });
  // A drop this soon after a reconnect would continue its episode: its next try is try 2.
  await disconnectSends(mc, 2, 1);
});

test('Disconnect on a RECONNECTING row stops its tries at once and disconnects the failed push the server holds, once', async ({ mc }) => {
  const { page } = mc;
  await liveWithReconnect(page);
  // The platform refuses #501 for longer than the test runs, for a passing reason: it keeps trying.
  await mc.sandbox.refuseTries(501, 100);
  expect(await mc.sandbox.dropPushes({})).toBe(1);
  // A try waits with time to press twice, while the server holds the failed push (the dropped one, or a refused try's).
  await expect(boardRow(page, 501)).toContainText(/RECONNECTING.*try \d+ of 10, next in [3-9] s/, { timeout: 30_000 });
  await disconnectSends(mc, await waitingTry(mc), 1);
});

test('Disconnect on a RECONNECTING row whose push the server no longer holds ends its tries and sends nothing', async ({ mc }) => {
  const { page } = mc;
  await liveWithReconnect(page);
  await mc.sandbox.refuseTries(501, 100);
  expect(await mc.sandbox.dropPushes({})).toBe(1);
  // Late in the episode the waits are long: the server forgets the refused try's push, and a read says so.
  await expect(boardRow(page, 501)).toContainText(/RECONNECTING.*try [5-9] of 10, next in [7-9] s/, { timeout: 60_000 });
  expect(await mc.sandbox.dropPushes({ remove: true })).toBe(1);
  await expect(boardRow(page, 501)).toContainText(/RECONNECTING.*try \d+ of 10, next in [3-9] s · No longer listed by the server/, { timeout: 15_000 });
  await disconnectSends(mc, await waitingTry(mc), 0);
});

test('a destination whose event ended stops after its tries: FAILED with the reason, at most 10 connects at the sandbox', async ({ mc }) => {
  const { page } = mc;
  await liveWithReconnect(page);
  const sent = await sentSince(mc);
  expect(await mc.sandbox.dropPushes({ ended: true })).toBe(1);
  await expect(boardRow(page, 501)).toContainText(/RECONNECTING.*try 1 of 10/, { timeout: 15_000 });
  await expect(boardRow(page, 501)).toContainText(/FAILED.*Stream key refused: the event has ended/, { timeout: 60_000 });
  await expect(boardRow(page, 501)).not.toContainText('RECONNECTING');
  await themedShots(page, SHOTS, 'event-ended', { sizes: [[1280, 720]] });
  const connects = await sent('pushpublish.connect');
  expect(connects).toBeGreaterThanOrEqual(1);
  expect(connects).toBeLessThanOrEqual(RECONNECT.maxTries);
  // It has stopped for good: no further try comes once the next would have been due.
  await pastTry(page, mc.sandbox, connects + 1, await page.evaluate(() => Date.now()));
  expect(await sent('pushpublish.connect')).toBe(connects);
  await expect(boardRow(page, 501)).toContainText('FAILED');
});
