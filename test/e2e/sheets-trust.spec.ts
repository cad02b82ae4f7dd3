/**
 * Run sheets you can trust, in web mode on the sandbox:
 * - a hostile sheet (a direct push to another host with its key and password, a split with
 *   a callback, control characters in its labels) imported through the screen shows the
 *   host and the callback, flags both, holds no key or password in any file, answer or
 *   export, and GO does not send it until it is accepted and its secrets entered here;
 * - a Disconnect cue built by picking #502 from the board's names fires exactly one
 *   disconnect, of #502 (the sandbox's request counts, the Activity entry's parameters).
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { HOSTILE, hostileSheet } from '../unit/sheets/fixtures';
import { expect, test } from './fixtures';
import { filesUnder, leaksIn } from './secret-scan';
import { addCue, cueRow, newSheet, sheetSaved } from './sheet-steps';
import { callsFromPage, tokenOf } from './socket-calls';
import { armGap } from './steps/arm';
import { themedShots } from './themed-shots';

const SHOTS = process.env.MC_SHOTS ?? 'test-results/shots-e2e/sheets-trust';
const SECRETS = { key: HOSTILE.key, password: HOSTILE.pass };
const pushCount = async (mc: { sandbox: { counts(): Promise<Record<string, number>> } }, c: string) => (await mc.sandbox.counts())[c] ?? 0;

async function importFile(page: Page, text: string): Promise<void> {
  await page.getByRole('link', { name: /Run sheets/ }).click();
  await page.getByLabel('Import a sheet file').setInputFiles({ name: 'gala.sheet.json', mimeType: 'application/json', buffer: Buffer.from(text) });
}

test('a hostile sheet imported through the screen: host and callback shown and flagged, no secret anywhere, GO sends nothing until accepted and its secrets entered', async ({ mc, page }) => {
  await importFile(page, JSON.stringify(hostileSheet()));
  const cue1 = page.getByRole('listitem', { name: /^Cue 1:/ });
  const cue2 = page.getByRole('listitem', { name: /^Cue 2:/ });
  await expect(cue1).toContainText(`Go live to direct push to rtmp://${HOSTILE.host}/app (key ••••77de, with a password)`);
  await expect(cue1).toContainText(`⚠ Sends to ${HOSTILE.host}, which this account does not store`);
  await expect(cue2).toContainText(`calling back ${HOSTILE.callback}`);
  await expect(cue2).toContainText('⚠ Calls back https://hooks.attacker.example/cb: the server posts to hooks.attacker.example');
  await expect(page.getByRole('status').filter({ hasText: '2 cues need attention' })).toBeVisible();
  await themedShots(page, SHOTS, 'editor-flagged', { fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const exported = readFileSync((await (await download).path())!, 'utf8');
  expect(exported).toContain(HOSTILE.host);

  // GO on the flagged cue: it stays on standby, nothing is sent.
  await page.getByRole('button', { name: 'Run…' }).click();
  const standby = page.getByRole('region', { name: 'Standby' });
  await expect(standby).toContainText(`⚠ Not accepted on this machine: Sends to ${HOSTILE.host}`);
  await page.keyboard.press('F10');
  await expect(page.getByRole('button', { name: 'GO', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await expect(standby).toContainText('STANDBY · cue 1 of 3');
  await themedShots(page, SHOTS, 'run-flagged', { fullPage: true });
  // Main refuses it too, whatever the page asks.
  const [list] = await callsFromPage(page, [['sheets.list', {}]], tokenOf(mc.url));
  const sheetId = (list as { value: Array<{ id: string; name: string }> }).value.find((x) => x.name.includes('pwned'))!.id;
  const [fired] = await callsFromPage(page, [['sheets.fire', { sheetId, cueId: 'h1', runId: crypto.randomUUID() }, 'sandbox']], tokenOf(mc.url));
  expect(fired).toMatchObject({ ok: false, error: { message: expect.stringContaining('Not sent: cue 1 sends somewhere Sandbox does not store') } });
  expect(await pushCount(mc, 'pushpublish.connect')).toBe(0);

  // Accepted (Activity records it) and its secrets entered here: then GO sends it, once.
  await page.getByRole('button', { name: 'End run and edit' }).click();
  await cue1.getByRole('button', { name: 'Accept where cue 1 sends' }).click();
  await expect(cue1).toContainText('✓ Accepted on this machine');
  await cue1.getByLabel(`Cue 1: stream key of direct push to rtmp://${HOSTILE.host}/app`).fill('sk-typed-in-console-a1b2');
  await cue1.getByRole('button', { name: 'Keep with the account' }).first().click();
  await expect(cue1).toContainText('key ••••a1b2');
  await cue1.getByLabel(`Cue 1: password of direct push to rtmp://${HOSTILE.host}/app`).fill('typed-password-9');
  await cue1.getByRole('button', { name: 'Keep with the account' }).last().click();
  await expect(cue1.getByText('not entered on this machine')).toHaveCount(0);
  await page.getByRole('button', { name: 'Run…' }).click();
  await page.keyboard.press('F10');
  await expect(cueRow(page, 1)).not.toContainText('SENDING');
  await expect.poll(() => pushCount(mc, 'pushpublish.connect')).toBe(1);
  // The split's callback was not accepted: GO leaves it on standby.
  await page.keyboard.press('F10');
  await expect(standby).toContainText('STANDBY · cue 2 of 3');
  expect(await pushCount(mc, 'recording.split')).toBe(0);

  const [activity] = await callsFromPage(page, [['activity.list', { limit: 20 }]], tokenOf(mc.url));
  expect(JSON.stringify(activity)).toContain('"command":"sheet.accept"');

  // No key or password of the file in any file, any answer or the export.
  const leaks = [...filesUnder(mc.dataDir)].flatMap(([path, text]) => leaksIn(text, path, SECRETS));
  leaks.push(...leaksIn(exported, 'export', SECRETS), ...leaksIn(mc.frames.received.join('\n'), 'answers and events', SECRETS));
  expect(leaks).toEqual([]);
});

test('a Disconnect cue built by picking #502 from the board fires exactly one disconnect, of #502', async ({ mc, page }) => {
  await newSheet(page, 'Close 502');
  const form = page.getByRole('form', { name: 'Add a cue' });
  await form.getByLabel('Action').selectOption({ label: 'Disconnect' });
  await expect(form.getByRole('checkbox', { name: /Disconnect all pushes/ })).not.toBeChecked();
  await expect(form.getByLabel(/entry names/)).toHaveCount(0);
  await addCue(page, 'Go live', 'Open', async (f) => {
    for (const id of [502, 503]) await f.getByRole('checkbox', { name: new RegExp(`^#${id}`) }).check();
  });
  await addCue(page, 'Disconnect', 'Drop 502', async (f) => {
    await f.getByRole('checkbox', { name: /^#502/ }).check();
    await f.getByLabel('Application', { exact: true }).fill('demo-origin');
  });
  await expect(page.getByRole('listitem', { name: 'Cue 2: Drop 502' })).toContainText('Disconnect #502');
  await sheetSaved(page);
  await expect(page.getByRole('listitem', { name: 'Cue 2: Drop 502' })).not.toContainText('⚠');
  await page.getByRole('button', { name: 'Run…' }).click();
  await page.keyboard.press('F10');
  await expect(cueRow(page, 1)).not.toContainText('SENDING');
  const before = await pushCount(mc, 'pushpublish.disconnect');
  // Every disconnect takes a destination off air: GO arms first, a second GO fires.
  await page.keyboard.press('F10');
  await armGap(page);
  await page.keyboard.press('F10');
  await expect(cueRow(page, 2)).toContainText('STOPPED');
  expect((await pushCount(mc, 'pushpublish.disconnect')) - before).toBe(1);
  const [activity] = await callsFromPage(page, [['activity.list', { command: 'pushpublish.disconnect', limit: 5 }]], tokenOf(mc.url));
  const entries = (activity as { value: { entries: Array<{ params: Record<string, unknown> }> } }).value.entries;
  expect(entries.map((e) => e.params.push_service_id)).toEqual([502]);
});

test('a geo cue whose answer was lost shows UNKNOWN with Check, which sets the same countries again and shows the answer', async ({ mc, page }) => {
  await newSheet(page, 'Geo only');
  await addCue(page, 'Geo apply', 'Block', async (f) => {
    await f.getByLabel('Application', { exact: true }).fill('demo-origin');
    await f.getByLabel('Allowed countries').fill('GB');
  });
  await sheetSaved(page);
  await page.getByRole('button', { name: 'Run…' }).click();
  await mc.sandbox.setFault('geoblock.update', { kind: 'reset' });
  await page.keyboard.press('F10');
  await expect(cueRow(page, 1)).toContainText('UNKNOWN');
  expect(await pushCount(mc, 'geoblock.update')).toBe(1);
  await mc.sandbox.clearFaults();
  await page.screenshot({ path: `${SHOTS}/run-geo-unknown-dark-1280x720.png` });
  await cueRow(page, 1).getByRole('button', { name: 'Check cue 1: set the same countries again and read the answer' }).click();
  await expect(cueRow(page, 1)).toContainText('Checked:');
  await expect(cueRow(page, 1)).toContainText('DONE');
  await expect(cueRow(page, 1).getByRole('button', { name: /^Check cue 1/ })).toHaveCount(0);
  expect(await pushCount(mc, 'geoblock.update')).toBe(2);
});
