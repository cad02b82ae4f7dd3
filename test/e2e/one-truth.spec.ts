/**
 * One truth across screens, Activity included, web mode + sandbox:
 * - a connect the server accepted but the destination refused reads FAILED on the board
 *   and "accepted — then FAILED" in Activity, whose detail reads in words and names the
 *   account;
 * - an UNKNOWN connect resolved by Check status updates its Activity entry;
 * - a split on account A is absent from account B's Live screen, and Activity, filtered
 *   by account, keeps the history of each.
 * The connects and the split are sent over the console's socket exactly as the Live
 * screen's buttons send them (channel live.connect / live.split, bound to the account),
 * so these checks do not hang on the Live controls' layout, which its own specs cover.
 * Screenshots of Activity with a refused connect open under test-results/shots-e2e/one-truth/.
 */
import type { Page } from '@playwright/test';
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';
import { expect, test } from './fixtures';
import { themedShots } from './themed-shots';
import { boardRow, openLedger, watchDemo } from './steps/live';
import { openScreen, rendererDirArgs } from './steps/screens';
import { addStudioB, callsFromPage, tokenOf } from './socket-calls';
import { secondSandbox } from './steps/accounts';

const SHOTS = 'test-results/shots-e2e/one-truth';

test.use({ mcEnv: { MC_SECRET_BACKEND: 'vault' }, mcArgs: rendererDirArgs() });

const activityRow = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Activity log' }).getByRole('row').filter({ hasText: text });

/** Go live on a stored service of the sandbox account, as the Go live button sends it. */
async function connect(page: Page, url: string, id: number): Promise<void> {
  const [r] = await callsFromPage(page, [['live.connect', { connects: [{ push_service_id: id, app: 'demo-origin', inst: 'live' }] }, SANDBOX_PROFILE_ID]], tokenOf(url));
  expect(r).toMatchObject({ ok: true });
}

test('a refused connect reads FAILED on the board and "accepted — then FAILED" in Activity, whose detail reads in words and names the account', async ({ mc }) => {
  const { page } = mc;
  await mc.sandbox.refuse(504);
  await watchDemo(page);
  await connect(page, mc.url, 504);
  await expect(boardRow(page, 504)).toContainText('FAILED');
  await expect(boardRow(page, 504)).toContainText('Destination refused the connection');

  await openScreen(page, 'Activity');
  const row = activityRow(page, 'Connect push');
  await expect(row).toContainText(/Server accepted — then FAILED: Destination refused the connection \(\d\d:\d\d:\d\d\)/);
  await expect(row).toContainText('FAILED');
  await row.getByRole('gridcell').first().click();
  const detail = page.getByRole('region', { name: 'Activity detail' });
  await expect(detail.getByRole('heading', { name: 'Connect push' })).toHaveAttribute('title', 'pushpublish.connect');
  const entry = detail.getByRole('group').or(detail.locator('[aria-label="Entry"]'));
  await expect(entry.first()).toContainText('AccountSandbox');
  await expect(entry.first()).toContainText(/Who.+from web mode/);
  await expect(detail.locator('[aria-label="What was asked"]')).toContainText('Destination#504');
  await expect(detail).toContainText('The server accepted it.');
  await expect(detail.getByRole('list', { name: 'What the destination then became' })).toContainText(/#504 .* became FAILED: Destination refused the connection \(a status read found it\)\./);
  await expect(detail).toContainText(/How long\d[\d,]* ms/);
  // In words: no command name, no account id, no JSON — until Show raw.
  await expect(detail).not.toContainText('pushpublish.connect');
  await expect(detail).not.toContainText('"profileId"');
  await themedShots(page, SHOTS, 'activity-refused', { sizes: [[1280, 720]] });
  await detail.getByRole('button', { name: 'Show raw' }).click();
  await expect(detail.getByLabel('Intent')).toContainText(`"profileId": "${SANDBOX_PROFILE_ID}"`);
  await expect(detail.getByLabel('Outcome')).toContainText('"state": "failed"');
  await themedShots(page, SHOTS, 'activity-refused-raw', { sizes: [[1280, 720]] });
});

test('an UNKNOWN connect resolved by Check status updates its Activity entry: "UNKNOWN → LIVE by Check status"', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  // Routine reads fail and come seldom, so only Check status can resolve it.
  await page.getByLabel('Refresh every').selectOption('60000');
  await mc.sandbox.setFault('stream.active', { kind: 'http', status: 500 });
  await mc.sandbox.loseNextAnswer();
  await connect(page, mc.url, 503);
  await expect(boardRow(page, 503)).toContainText('UNKNOWN');

  // Activity's entry, as main lists it: UNKNOWN, nothing after it yet. (Read over the socket: leaving
  // Live and coming back would read the streams on the way, and that read, not Check status, would resolve it.)
  const listed = async () => ((await callsFromPage(page, [['activity.list', { command: 'pushpublish.connect' }]], tokenOf(mc.url)))[0] as { value: { entries: Array<{ outcome: string; followUps?: unknown[] }> } }).value.entries;
  expect(await listed()).toMatchObject([{ outcome: 'unknown' }]);
  expect((await listed())[0]!.followUps).toBeUndefined();
  // Main reads again a second after a connect (go-live.ts). Faults are cleared only once that
  // read has failed, retries and all: cleared sooner, it would find the push and resolve the
  // entry "by read" before Check status is pressed (seen on a loaded machine).
  await expect(page.locator('.lv-status')).toContainText('refresh failed: ');
  await mc.sandbox.clearFaults();
  // The sandbox's push is CONNECTING a moment before LIVE: the operator checks until it is up.
  await expect(async () => {
    await page.getByRole('button', { name: /^Check status/ }).first().click();
    await expect(boardRow(page, 503)).toContainText('LIVE', { timeout: 1000 });
  }).toPass();
  await openScreen(page, 'Activity');
  const row = activityRow(page, 'Connect push');
  await expect(row).toContainText(/UNKNOWN → (CONNECTING by Check status \(\d\d:\d\d:\d\d\) → )?LIVE by Check status \(\d\d:\d\d:\d\d\)/);
  await expect(row.locator('[col-id="outcome"]')).toContainText('LIVE');
});

test.describe('two accounts', () => {
  const sandboxB = secondSandbox(29);

  test('a split on account A is absent from B’s Live screen; Activity filtered by account keeps each one’s history', async ({ mc }) => {
    const { page } = mc;
    const token = tokenOf(mc.url);
    await addStudioB(page, token, sandboxB());

    await watchDemo(page);
    const [split] = await callsFromPage(page, [['live.split', { app: 'demo-origin/live', stream: 'cam_1', title: 'Only on A' }, SANDBOX_PROFILE_ID]], token);
    expect(split).toMatchObject({ ok: true });
    await expect(await openLedger(page)).toContainText('Only on A');

    await page.getByRole('combobox', { name: 'Active account' }).selectOption({ label: 'Studio B' });
    await expect(page.getByTestId('active-account')).toContainText('Studio B');
    await watchDemo(page);
    await expect(await openLedger(page)).toContainText('No splits from this console yet');
    await expect(page.getByText('Only on A')).toHaveCount(0);

    // The history across accounts is Activity's, by account.
    await openScreen(page, 'Activity');
    const account = page.getByLabel('Account', { exact: true });
    await account.selectOption({ label: 'Sandbox' });
    await expect(activityRow(page, 'Split recording')).toHaveCount(1);
    await account.selectOption({ label: 'Studio B' });
    await expect(page.getByRole('region', { name: 'Activity log' })).toContainText('No entries match these filters');
  });
});
