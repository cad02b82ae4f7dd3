/**
 * What automatic reconnect must NOT do, counted at the sandbox, with #501 and #502 LIVE from
 * this console and reconnect on:
 * - the server's `stream.active` with a null streams list (a fresh instance): the rows keep
 *   their state with words saying the read cannot tell, and in 20 s no connect, no FAILED,
 *   no phantom row; once reads can tell again the rows are LIVE, still with no connect;
 * - `stream.active` with no `push_service_id` in its sessions (the spec promises only entry
 *   names): the entry names this console connected with match them, and the rows stay LIVE
 *   with no connect in 20 s;
 * - a run sheet's disconnect cue naming #501 by its entry name, and Disconnect all: one
 *   disconnect, and no connect in the next 30 s.
 * Each window is the acceptance window itself, held as conditions (the page's clock past
 * it, and that many board reads answered). Screenshots under test-results/shots-e2e/reconnect-holds/.
 */
import { type Mc, expect, test } from './fixtures';
import { cueRow } from './sheet-steps';
import { callsFromPage, tokenOf } from './socket-calls';
import { armGap } from './steps/arm';
import { boardRow, goLiveUntilLive, watchDemoEvery2s } from './steps/live';
import { sentSince } from './steps/counts';
import { heldThrough, reconnectOn } from './steps/reconnect';
import { openScreen } from './steps/screens';
import { themedShots } from './themed-shots';

const SHOTS = 'test-results/shots-e2e/reconnect-holds';
const IDS = [501, 502] as const;
const CANNOT_TELL = /could not be read \(no list\): shown as last read, and nothing is sent by itself until a read can tell/;

// Each test holds a 20–30 s window of reads on a busy 2-core machine after putting two pushes on air.
test.describe.configure({ timeout: 150_000 });

/** Watches demo-origin/live read every 2 s and puts `ids` LIVE from this console, reconnect on for each. */
async function liveWithReconnect(page: Mc['page'], ids: readonly number[] = IDS): Promise<void> {
  await watchDemoEvery2s(page);
  await goLiveUntilLive(page, [...ids]);
  for (const id of ids) await reconnectOn(page, id);
}

const now = (page: Mc['page']) => page.evaluate(() => Date.now());
const rowCount = (page: Mc['page']) => page.getByRole('table', { name: 'Destinations' }).getByRole('row').count();

test('a null streams list holds every try: words on the rows, no connect and no FAILED in 20 s; LIVE again once reads can tell', async ({ mc }) => {
  const { page } = mc;
  await liveWithReconnect(page);
  const rows = await rowCount(page);
  const sent = await sentSince(mc);
  await mc.sandbox.setFault('stream.active', { kind: 'null_member', to: 'streams' });
  for (const id of IDS) await expect(boardRow(page, id)).toContainText(CANNOT_TELL, { timeout: 15_000 });
  await themedShots(page, SHOTS, 'null-streams', { sizes: [[1280, 720]] });
  await heldThrough(page, mc.sandbox, await now(page), 20_000, 8);
  expect(await sent('pushpublish.connect')).toBe(0);
  expect(await sent('pushpublish.disconnect')).toBe(0);
  for (const id of IDS) {
    await expect(boardRow(page, id)).toContainText(CANNOT_TELL);
    await expect(boardRow(page, id)).toContainText('LIVE');
    await expect(boardRow(page, id)).not.toContainText(/FAILED|RECONNECTING|OFF|Disappeared/);
  }
  expect(await rowCount(page)).toBe(rows);
  await mc.sandbox.clearFaults();
  for (const id of IDS) await expect(boardRow(page, id)).not.toContainText(CANNOT_TELL, { timeout: 15_000 });
  for (const id of IDS) await expect(boardRow(page, id)).toContainText('LIVE');
  expect(await sent('pushpublish.connect')).toBe(0);
});

test('sessions with no push_service_id are matched by the entry names this console connected with: LIVE, no connect in 20 s', async ({ mc }) => {
  const { page } = mc;
  await liveWithReconnect(page);
  const rows = await rowCount(page);
  const sent = await sentSince(mc);
  await mc.sandbox.setFault('stream.active', { kind: 'null_member', to: 'push_service_id' });
  await heldThrough(page, mc.sandbox, await now(page), 20_000, 8);
  expect(await sent('pushpublish.connect')).toBe(0);
  for (const id of IDS) {
    await expect(boardRow(page, id)).toContainText('LIVE');
    await expect(boardRow(page, id)).not.toContainText(/cannot tell|does not name|FAILED|RECONNECTING|Gone from the server/);
  }
  expect(await rowCount(page)).toBe(rows);
});

test("a run sheet's disconnect cue naming #501 by entry name: one disconnect, no connect in the next 30 s", async ({ mc }) => {
  const { page } = mc;
  await liveWithReconnect(page, [501]);
  const [read] = await callsFromPage(page, [['api.call', { command: 'stream.active', params: { app: 'demo-origin', inst: 'live' } }, 'sandbox']], tokenOf(mc.url));
  const entryName = /push_501_[\w-]+/.exec(JSON.stringify(read))?.[0];
  expect(entryName, 'the entry name the server gave #501').toBeDefined();
  const sheet = {
    version: 1, id: 'close-by-name', name: 'Close by name', account: 'sandbox', accountName: 'Sandbox',
    cues: [{ id: 'c1', label: 'Drop 501 by name', plan: null, notes: '', action: { kind: 'disconnect', sessions: [{ app: 'demo-origin', inst: 'live', entry_name: entryName }] } }],
  };
  await page.getByRole('link', { name: /Run sheets/ }).click();
  await page.getByLabel('Import a sheet file').setInputFiles({ name: 'close.sheet.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(sheet)) });
  await expect(page.getByRole('listitem', { name: 'Cue 1: Drop 501 by name' })).toBeVisible();
  await page.getByRole('button', { name: 'Run…' }).click();
  const sent = await sentSince(mc);
  // A disconnect arms first: GO, then GO again past the arm gap.
  await page.keyboard.press('F10');
  await armGap(page);
  await page.keyboard.press('F10');
  await expect(cueRow(page, 1)).toContainText('STOPPED');
  const stoppedAt = await now(page);
  expect(await sent('pushpublish.disconnect')).toBe(1);
  await openScreen(page, 'Live');
  await heldThrough(page, mc.sandbox, stoppedAt, 30_000, 12);
  expect(await sent('pushpublish.connect')).toBe(0);
  expect(await sent('pushpublish.disconnect')).toBe(1);
  await expect(boardRow(page, 501)).toContainText(/STOPPED|OFF/);
  await expect(boardRow(page, 501)).not.toContainText('RECONNECTING');
});

test('Disconnect all with reconnect on: one disconnect, no connect in the next 30 s', async ({ mc }) => {
  const { page } = mc;
  await liveWithReconnect(page);
  const sent = await sentSince(mc);
  await page.getByRole('button', { name: /^Disconnect all/ }).click();
  const armed = page.getByRole('button', { name: /Press again to disconnect EVERY push on this account/ });
  await expect(armed).toBeVisible();
  await armGap(page);
  await armed.click();
  for (const id of IDS) await expect(boardRow(page, id)).toContainText(/STOPPED|OFF/);
  const stoppedAt = await now(page);
  expect(await sent('pushpublish.disconnect')).toBe(1);
  await heldThrough(page, mc.sandbox, stoppedAt, 30_000, 12);
  expect(await sent('pushpublish.connect')).toBe(0);
  expect(await sent('pushpublish.disconnect')).toBe(1);
  for (const id of IDS) await expect(boardRow(page, id)).not.toContainText(/RECONNECTING|LIVE/);
});
