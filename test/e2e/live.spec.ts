/**
 * Live and Geo end to end: web mode + the sandbox account, in Chromium: stored and direct
 * pushes go live, a failing destination shows its reason, Disconnect all needs two
 * presses, F9 splits and lands in the ledger, a wildcard lists its matches, the playlist
 * shows its wrap, geo shows invalid codes, and a connect whose answer is lost shows
 * UNKNOWN while the sandbox counted exactly one connect.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { type Mc, expect, test } from './fixtures';
import { boardRow, goLive, openLedger, watchDemo } from './steps/live';
import { themedShots } from './themed-shots';
import { armGap } from './steps/arm';
import { openScreen } from './steps/screens';

/** The destination is on one row of the whole screen, with this state word: one list, one state. */
async function expectOneState(page: Page, id: number, word: string): Promise<void> {
  const rows = page.locator('main').getByRole('row').filter({ hasText: new RegExp(`#${id}\\b`) });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(word);
  await expect(page.getByRole('list', { name: 'Go live results' })).toHaveCount(0);
}

/** Live watched, its board read every `refreshMs`, and every connect's answer lost on the way back. */
async function watchLosingConnectAnswers(mc: Mc, refreshMs: string): Promise<void> {
  await watchDemo(mc.page);
  await mc.page.getByLabel('Refresh every').selectOption(refreshMs);
  await mc.sandbox.setFault('pushpublish.connect', { kind: 'reset' });
}

/** Go live on #503 with its answer lost: its row, which reads UNKNOWN. */
async function goLiveAnswerLost(mc: Mc, refreshMs: string): Promise<Locator> {
  await watchLosingConnectAnswers(mc, refreshMs);
  await goLive(mc.page, [503]);
  const row = boardRow(mc.page, 503);
  await expect(row).toContainText('UNKNOWN');
  return row;
}

/** The destination reads LIVE on its one row, and its connect was sent once. */
async function expectLiveSentOnce(mc: Mc, id: number): Promise<void> {
  await expectOneState(mc.page, id, 'LIVE');
  expect((await mc.sandbox.counts())['pushpublish.connect']).toBe(1);
}

test('stored and direct pushes connect and show LIVE', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await goLive(page, [503]);
  await expect(boardRow(page, /#503/)).toContainText(/CONNECTING|LIVE/);

  await page.getByText('Connect directly (no stored service)').click();
  await page.getByLabel('Destination kind').fill('videosite');
  await page.getByLabel('Entry name (unique session key)').fill('e2e-direct');
  await page.getByLabel('Source stream', { exact: true }).fill('main');
  await page.getByLabel('Destination stream or key').fill('vs-key-e2e');
  await page.getByRole('button', { name: 'Connect directly' }).click();

  await expect(boardRow(page, /#503/)).toContainText('LIVE');
  await expect(boardRow(page, /e2e-direct/)).toContainText('LIVE');
  expect((await mc.sandbox.counts())['pushpublish.connect']).toBe(2);
});

test('a live push that its destination drops shows FAILED with the reason and raises a banner', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
  await goLive(page, [502]);
  await expect(boardRow(page, /#502/)).toContainText('LIVE');
  expect(await mc.sandbox.dropPushes({ reason: 'Stream key expired at the destination' })).toBe(1);
  // Web mode has no desktop notifications: the notice is a banner that stays until dismissed.
  const banner = page.getByRole('alert').filter({ hasText: 'Push failed' });
  await expect(banner).toContainText('Stream key expired at the destination', { timeout: 15_000 });
  await expect(boardRow(page, /#502/)).toContainText('FAILED');
  await expect(boardRow(page, /#502/)).toContainText('Stream key expired at the destination');
  await banner.getByRole('button', { name: /Dismiss notice/ }).click();
  await expect(banner).toHaveCount(0);
});

test('a direct push with a missing member is stopped in the form, nothing sent', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await page.getByText('Connect directly (no stored service)').click();
  await page.getByLabel('Destination kind').fill('hlspartner');
  await page.getByLabel('Source stream', { exact: true }).fill('main');
  await page.getByRole('button', { name: 'Connect directly' }).click();
  await expect(page.getByText(/HLS partner pushes need a host id/)).toBeVisible();
  await expect(page.getByText(/Entry name is required for a direct push/)).toBeVisible();
  expect((await mc.sandbox.counts())['pushpublish.connect'] ?? 0).toBe(0);
});

test('a failed push shows FAILED with the server reason', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await goLive(page, [504]);
  const row = boardRow(page, /#504/);
  await expect(row).toContainText('FAILED');
  await expect(row).toContainText('Destination refused the connection');
});

test('Disconnect all arms on the first press, says it stops EVERY push of the account, and fires on the second', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await goLive(page, [503]);
  // A push of another application: the spec's entry_name * stops it too.
  await page.getByText('Connect directly (no stored service)').click();
  await page.getByLabel('Destination kind').fill('videosite');
  await page.getByLabel('Entry name (unique session key)').fill('e2e-elsewhere');
  await page.getByLabel('Source application', { exact: true }).fill('channel-origin');
  await page.getByLabel('Source stream', { exact: true }).fill('channel1');
  await page.getByLabel('Destination stream or key').fill('vs-key-elsewhere');
  await page.getByRole('button', { name: 'Connect directly' }).click();
  // The push on the other application is on the same board: the account's destinations, not the watched app's.
  await expect(boardRow(page, /e2e-elsewhere/)).toContainText('LIVE');
  await expect(boardRow(page, /#503/)).toContainText('LIVE');

  await page.getByRole('button', { name: /^Disconnect all/ }).click();
  const armed = page.getByRole('button', { name: /Press again to disconnect EVERY push on this account \(2 running\)/ });
  await expect(armed).toBeVisible();
  expect((await mc.sandbox.counts())['pushpublish.disconnect'] ?? 0).toBe(0);
  await armGap(page);
  await armed.click();
  // Both rows stop, in place: the stored service stays (STOPPED, then OFF), nothing shows LIVE.
  await expect(boardRow(page, /e2e-elsewhere/)).toContainText('Disconnected by Disconnect all');
  await expect(boardRow(page, /#503/)).toContainText(/STOPPED|OFF/);
  expect((await mc.sandbox.counts())['pushpublish.disconnect']).toBe(1);
  await page.getByRole('button', { name: 'Check status', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Destinations' }).getByText('LIVE', { exact: true })).toHaveCount(0);
});

test('F9 splits the selected stream and the split lands in the ledger', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await page.locator('summary').filter({ hasText: 'Split options' }).click(); // folded: options change rarely
  await page.getByLabel('Title', { exact: true }).fill('Act 1');
  await page.getByRole('radio', { name: 'Select cam_1 for the split key' }).check();
  await expect(page.getByRole('row', { name: /cam_1/ }).getByRole('button', { name: /Split recording/ })).toContainText('F9');
  await page.keyboard.press('F9');
  await expect(page.getByRole('status', { name: 'Last split of cam_1' })).toHaveAttribute('title', /recordings\/cam_1-.*\.mp4/);
  await expect(page.locator('summary').filter({ hasText: /^Split ledger/ })).toHaveText('Split ledger · 1 split');
  const ledger = await openLedger(page);
  await expect(ledger.getByRole('gridcell', { name: 'cam_1', exact: true })).toBeVisible();
  await expect(ledger.getByRole('gridcell', { name: 'Act 1', exact: true })).toBeVisible();
  await themedShots(page, 'test-results/shots-e2e/live', 'ledger-open');
  expect((await mc.sandbox.counts())['recording.split']).toBe(1);

  // The ledger's CSV: every column, one line per split, the values as the grid shows them.
  const download = page.waitForEvent('download');
  await ledger.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8').trim().split(/\r?\n/);
  expect(csv[0]).toBe('"Time (UTC)","Account","App","Stream","Title","File","Duration","Outcome","Message","Segment deleted"');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(/^"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d","Sandbox","demo-origin\/live","cam_1","Act 1","recordings\/cam_1-[^"]*\.mp4","(\d+:)?\d+:\d\d","ok","[^"]*","no"$/);
});

test('a service that locks servers offers its server tag, and the one chosen is sent', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await page.getByRole('checkbox', { name: 'Select service #501 for Go live' }).check();
  const tag = page.getByRole('combobox', { name: 'Server tag for #501' });
  await expect(tag.getByRole('option')).toHaveText(['fra-1', 'iad-1']);
  await tag.selectOption('iad-1');
  await page.getByRole('button', { name: /Go live \(1\)/ }).click();
  await expect(boardRow(page, /#501/)).toContainText('LIVE');
  expect((await mc.sandbox.counts())['pushpublish.connect']).toBe(1);
  // What was sent, as the audit log recorded it.
  await openScreen(page, 'Activity');
  await page.getByRole('region', { name: 'Activity log' }).getByRole('row').filter({ hasText: 'Connect push' }).getByRole('gridcell').first().click();
  await page.getByRole('region', { name: 'Activity detail' }).getByRole('button', { name: 'Show raw' }).click();
  await expect(page.getByRole('region', { name: 'Activity detail' }).getByLabel('Intent')).toContainText('"server_tag": "iad-1"');
});

test('a wildcard split lists the streams it matches before firing', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await page.getByLabel('Stream pattern').fill('cam_*');
  const matches = page.getByRole('group', { name: 'Pattern matches' });
  await expect(matches).toContainText('Matches 4 live streams');
  await expect(matches).not.toContainText('main');
  expect((await mc.sandbox.counts())['recording.split'] ?? 0).toBe(0);
  await page.getByRole('button', { name: /Split 4 matching/ }).click();
  for (const cam of ['cam_1', 'cam_2', 'cam_3', 'cam_4']) await expect(page.getByRole('status', { name: `Last split of ${cam}` })).toContainText('DONE');
  await expect(page.getByRole('status', { name: 'Last split of main' })).toHaveCount(0);
});

test('the channel playlist shows where the repeat wraps around', async ({ mc }) => {
  const { page } = mc;
  await page.getByText('Channel playlist', { exact: true }).click(); // folded: a secondary panel
  await page.getByLabel('Channel name').fill('channel1');
  await page.getByRole('button', { name: 'Show playlist' }).click();
  await expect(page.getByText(/repeats from position 4/)).toBeVisible();
  const grid = page.getByRole('region', { name: 'Remaining playlist' });
  // Whether an item is still to play stands right after its position (state first), so it
  // stays in view in the narrow Channel area; Start and Length scroll sideways.
  await expect(grid.getByRole('gridcell', { name: /↻ repeat/ })).toHaveCount(3);
  await expect(grid.getByRole('gridcell', { name: 'to play' })).toHaveCount(3);
  await expect(page.getByText(/Last refreshed/).last()).toBeVisible();
});

test('geo: Apply is armed with Was/Becomes like Allow all, the last-applied pane follows each apply, rejected codes are marked', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Geo');
  await page.getByLabel('Application', { exact: true }).fill('demo-origin');
  await page.getByRole('button', { name: 'Choose target' }).click();
  const search = page.getByLabel('Search countries by name or code');
  await search.fill('germany');
  await search.press('Enter');
  await search.fill('qq');
  await search.press('Enter');
  const preview = page.getByRole('region', { name: 'Change preview' });
  await expect(preview).toContainText('cannot read the current allowed set');
  const pane = page.getByRole('region', { name: 'Allowed countries' });
  await expect(pane).toContainText('Nothing was applied to application demo-origin from this console yet');

  // Apply is armed like Allow all: the consequence on the button, Was/Becomes in the preview, nothing sent yet.
  await page.getByRole('button', { name: 'Apply 2 allowed countries' }).click();
  const armedApply = page.getByRole('button', { name: /Press again to allow only 2 countries on application demo-origin — every other country is blocked/ });
  await expect(armedApply).toBeVisible();
  await expect(preview).toContainText('Was: unknown — nothing was applied from this console yet.');
  await expect(preview).toContainText('Becomes: only DE, QQ allowed; every other country blocked.');
  expect((await mc.sandbox.counts())['geoblock.update'] ?? 0).toBe(0);
  await armGap(page);
  await armedApply.click();
  // The left pane follows the apply.
  await expect(pane).toContainText('Last applied to application demo-origin: only DE allowed.');
  await expect(pane).not.toContainText('Nothing was applied');
  const chips = page.getByRole('group', { name: 'Selected countries' });
  await expect(chips).toContainText('QQ not in the ISO list ⚠ rejected by the server');
  await expect(chips).not.toContainText('Germany ⚠ rejected');

  await page.getByRole('button', { name: 'Allow all' }).click();
  const armedAll = page.getByRole('button', { name: /Press again to allow every country on application demo-origin/ });
  await expect(armedAll).toBeVisible();
  await expect(preview).toContainText('Was: only DE allowed.');
  await expect(preview).toContainText('Becomes: all countries allowed.');
  expect((await mc.sandbox.counts())['geoblock.update']).toBe(1);
  await armGap(page);
  await armedAll.click();
  await expect(pane).toContainText('Last applied to application demo-origin: all countries allowed.');
  expect((await mc.sandbox.counts())['geoblock.update']).toBe(2);
});

test('a connect whose answer is lost is UNKNOWN on its row, sent once, and Check status resolves it to LIVE', async ({ mc }) => {
  const { page } = mc;
  const row = await goLiveAnswerLost(mc, '60000');
  await expect(row).toContainText('Sent, but no clear answer came back — check status before sending again.');
  await expect(row.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  // One state everywhere: one row on the whole screen, no second list.
  await expectOneState(page, 503, 'UNKNOWN');
  expect((await mc.sandbox.counts())['pushpublish.connect']).toBe(1);
  await mc.sandbox.clearFaults();
  // The push needs a moment to connect at its destination: Check shows CONNECTING until then, LIVE after.
  await expect(async () => {
    if (await row.getByRole('button', { name: /Check status of/ }).isVisible()) await row.getByRole('button', { name: /Check status of/ }).click();
    else await page.getByRole('button', { name: 'Check status', exact: true }).click();
    await expect(row).toContainText('LIVE', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectLiveSentOnce(mc, 503);
});

test('a connect whose answer is lost is resolved to LIVE by the next poll, without pressing anything', async ({ mc }) => {
  const row = await goLiveAnswerLost(mc, '2000');
  await mc.sandbox.clearFaults();
  await expect(row).toContainText('LIVE', { timeout: 15_000 });
  await expectLiveSentOnce(mc, 503);
});

test('Check status reads the application a service pushes from; Go live on a LIVE destination is refused in words', async ({ mc }) => {
  const { page } = mc;
  await watchLosingConnectAnswers(mc, '60000');
  // #505 pushes from channel-origin/channel1, not the watched demo-origin/live: Go live arms first.
  await goLive(page, [505]);
  const armed = page.getByRole('button', { name: /Press again: #505 pushes from channel-origin\/channel1 — not the watched demo-origin\/live/ });
  await expect(armed).toBeVisible();
  expect((await mc.sandbox.counts())['pushpublish.connect'] ?? 0).toBe(0);
  await armGap(page);
  await armed.click();
  const row = boardRow(page, /#505/);
  await expect(row).toContainText('UNKNOWN');
  await mc.sandbox.clearFaults();
  await page.getByRole('button', { name: 'Check status', exact: true }).click();
  // Found on the other application at once (UNKNOWN → CONNECTING/LIVE); LIVE once its destination has taken it.
  await expect(row).not.toContainText('UNKNOWN');
  await expect(async () => {
    await page.getByRole('button', { name: 'Check status', exact: true }).click();
    await expect(row).toContainText('LIVE', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('channel-origin/live · channel1');
  // Already LIVE: pressing Go live again sends nothing and says why.
  await page.getByRole('button', { name: /Go live \(1\)/ }).click();
  await armGap(page);
  await page.getByRole('button', { name: /Press again: #505/ }).click();
  await expect(row).toContainText(/Not sent: #505 .* is already LIVE — disconnect it first/);
  expect((await mc.sandbox.counts())['pushpublish.connect']).toBe(1);
});

test('offline, the screen opens with the last streams, sessions and services marked STALE', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await goLive(page, [503]);
  await expect(boardRow(page, /#503/)).toContainText('LIVE');
  await mc.restart();
  // Main resumes the account's watch at start and reads it at once (this restart's sandbox is
  // a fresh one, where nothing is pushing); then the account goes away.
  await expect.poll(async () => (await mc.sandbox.counts())['stream.active'] ?? 0).toBeGreaterThan(0);
  await mc.sandbox.close();
  await page.reload();
  await watchDemo(page);
  await expect(page.getByRole('form', { name: 'Target to watch' })).toContainText('STALE');
  await expect(page.getByRole('table', { name: 'Live streams' })).toContainText('cam_1');
  await expect(boardRow(page, /#503/)).toContainText('OFF');
  await expect(page.getByRole('checkbox', { name: 'Select service #503 for Go live' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Destinations' })).toContainText('STALE');
});

test('a destination can be selected for Go live from the keyboard', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await boardRow(page, /#502/).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Select service #502 for Go live' })).toBeChecked();
  await expect(page.getByRole('button', { name: /Go live \(1\)/ })).toBeEnabled();
});
