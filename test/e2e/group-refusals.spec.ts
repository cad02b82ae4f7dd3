/**
 * What a group's press and a Go live on a FAILED row send, end to end against the sandbox:
 * a group's Disconnect armed on #501 and fired after the group became #502 sends nothing
 * (refused in words, #501 stays LIVE); Go live on a dropped destination whose push the
 * server still holds is LIVE again with exactly 1 disconnect and 1 connect; a group whose
 * members the server refuses (deleted at the server) says so in its line, counted as refused, never a green DONE,
 * and that failed line stays until its cause changes: it goes when the group's members change.
 * Screenshots under test-results/shots-e2e/group-refusals/ (MC_SHOTS to change).
 */
import { expect, test } from './fixtures';
import { armGap } from './steps/arm';
import { sentSince } from './steps/counts';
import { saveGroup } from './steps/groups';
import { boardRow, goLive, watchDemo } from './steps/live';
import { callsFromPage, tokenOf } from './socket-calls';
import { themedShots } from './themed-shots';

const SHOTS = process.env.MC_SHOTS ?? 'test-results/shots-e2e/group-refusals';

test("a group's Disconnect armed on #501, fired after the group became #502, sends nothing and #501 stays LIVE", async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await goLive(page, [501, 502]);
  await expect(boardRow(page, 501)).toContainText('LIVE');
  await expect(boardRow(page, 502)).toContainText('LIVE');
  const line = await saveGroup(page, 'G', [501]);
  const sent = await sentSince(mc);

  await line.getByRole('button', { name: 'Disconnect group G' }).click();
  await armGap(page);
  // Another view changes G while the arm waits (no click on this page: the arm stays).
  expect(await callsFromPage(page, [['groups.save', { name: 'G', destinations: [502] }, 'sandbox']], tokenOf(mc.url))).toMatchObject([{ ok: true }]);
  await line.getByRole('button', { name: /Press again to disconnect G/ }).click();
  await expect(line).toContainText('Not sent: group G changed since its disconnect was armed (armed #501, now #502)');
  expect(await sent('pushpublish.disconnect')).toBe(0);
  await expect(boardRow(page, 501)).toContainText('LIVE');
  await expect(boardRow(page, 502)).toContainText('LIVE');
});

test('Go live on a dropped destination whose push the server holds: LIVE with exactly 1 disconnect and 1 connect', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await goLive(page, [503]);
  await expect(boardRow(page, 503)).toContainText('LIVE');
  expect(await mc.sandbox.dropPushes({})).toBe(1);
  await expect(boardRow(page, 503)).toContainText('FAILED');
  const sent = await sentSince(mc);

  await goLive(page, [503]);
  await expect(boardRow(page, 503)).toContainText('LIVE');
  expect(await sent('pushpublish.disconnect')).toBe(1);
  expect(await sent('pushpublish.connect')).toBe(1);
});

test('a group whose members the server refuses counts them refused in its line, never a green DONE, until its members change', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  const line = await saveGroup(page, 'Main platforms', [504, 506]);
  // Both services are deleted at the server behind the console's back: it refuses each connect.
  expect([await mc.sandbox.removeService(504), await mc.sandbox.removeService(506)]).toEqual([true, true]);
  await line.getByRole('button', { name: '● Go live' }).click();
  await expect(line).toContainText(/Sent to 0 of 2: #504 refused — .+; #506 refused — /);
  await expect(line).toContainText('FAILED');
  await expect(line).not.toContainText('DONE');
  await themedShots(page, SHOTS, 'group-refused');
  await expect(line).toContainText('FAILED');
  // Another view makes #504 the only member: the line's cause changed, so its FAILED words go.
  expect(await callsFromPage(page, [['groups.save', { name: 'Main platforms', destinations: [504] }, 'sandbox']], tokenOf(mc.url))).toMatchObject([{ ok: true }]);
  await expect(line.getByTitle('#504', { exact: true })).toBeVisible();
  await expect(line).not.toContainText('FAILED');
  await expect(line).not.toContainText('Sent to 0 of 2');
});
