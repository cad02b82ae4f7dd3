/**
 * The show runs in the console, not in a window (web mode + sandbox, 2 s polls):
 * - two tabs: closing one changes nothing in the other, whose board reads two dropped
 *   pushes as not LIVE within one poll plus 2 s, with no "paused" words anywhere; Go live
 *   unticks what it sent; Retry on a dropped destination is one disconnect and one connect;
 * - the only view hidden (as when minimised): a drop still raises its notification within
 *   one poll plus 2 s, because something is on air;
 * - no page at all: the control API alone lists the 7 destinations, watches, goes live,
 *   disconnects with arm and fire, splits, cancels an arm with Companion's DELETE, and an
 *   operate-only token cannot fire a disconnect cue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { WebSocket } from 'ws';
import { sixCueSheet } from '../unit/sheets/fixtures';
import { expect, openConsole, test } from './fixtures';
import { startWebProcess } from './web-process';
import { secondSandbox } from './steps/accounts';
import { boardRow, goLiveUntilLive, watchDemoEvery2s } from './steps/live';
import { recordNotifications } from './steps/notifications';
import { rendererDirArgs } from './steps/screens';
import { addStudioB, tokenOf } from './socket-calls';
import { themedShots } from './themed-shots';

const SHOTS = 'test-results/shots-e2e/show-in-main';

const POLL_MS = 2000;
/** One poll plus 2 s: how soon every view must show what the server did. */
const WITHIN = POLL_MS + 2000;

const tick = (page: Page, id: number) => page.getByRole('checkbox', { name: `Select service #${id} for Go live` });

test('two tabs: closing one leaves the other polling; Go live unticks what it sent; Retry is one disconnect and one connect', async ({ mc, context }) => {
  const { page } = mc;
  await watchDemoEvery2s(page);
  await goLiveUntilLive(page, [501, 502]);
  // Sent and accepted: no longer ticked, so a second Go live sends nothing again.
  for (const id of [501, 502]) await expect(tick(page, id)).not.toBeChecked();
  await expect(page.getByRole('button', { name: /^● Go live$/ })).toBeDisabled();

  const second = await context.newPage();
  await openConsole(second, mc.url);
  await expect(boardRow(second, 501)).toContainText('LIVE');
  await second.close();

  expect(await mc.sandbox.dropPushes({})).toBe(2);
  for (const id of [501, 502]) await expect(boardRow(page, id)).toContainText('FAILED', { timeout: WITHIN });
  await expect(page.getByText(/paused/i)).toHaveCount(0);

  const before = await mc.sandbox.counts();
  await boardRow(page, 501).getByRole('button', { name: /^Retry/ }).click();
  await expect(boardRow(page, 501)).toContainText('LIVE');
  const after = await mc.sandbox.counts();
  const sent = (c: string) => (after[c] ?? 0) - (before[c] ?? 0);
  expect([sent('pushpublish.disconnect'), sent('pushpublish.connect')]).toEqual([1, 1]);
});

test('the only view hidden (minimised): a drop still raises its notification within one poll plus 2 s', async ({ mc, context }) => {
  const { page } = mc;
  await context.grantPermissions(['notifications']);
  const notes = await recordNotifications(page);
  await watchDemoEvery2s(page);
  await goLiveUntilLive(page, [503]);
  // What a browser does when its window is minimised: the page goes hidden and says so.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(await mc.sandbox.dropPushes({})).toBe(1);
  await expect.poll(notes, { timeout: WITHIN }).toEqual([expect.stringMatching(/^Push failed on Sandbox: #503/)]);
});

test.describe('switching account mid-show', () => {
  test.use({ mcEnv: { MC_SECRET_BACKEND: 'vault' }, mcArgs: rendererDirArgs() });
  const studioB = secondSandbox(31);

  test('asks first, says what stays on air on the account left, and the status bar keeps saying it', async ({ mc }) => {
    const { page } = mc;
    await addStudioB(page, tokenOf(mc.url), studioB());
    await watchDemoEvery2s(page);
    await goLiveUntilLive(page, [501, 502]);
    await page.getByRole('combobox', { name: 'Active account' }).selectOption({ label: 'Studio B' });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Sandbox still has 2 destinations LIVE; they keep running after the switch.');
    // (A modal dialog: the theme button behind it cannot be pressed; the dark theme only.)
    await page.screenshot({ path: `${SHOTS}/switch-asks-dark-1280x720.png` });
    await dialog.getByRole('button', { name: 'Switch to Studio B' }).click();
    await expect(page.getByTestId('active-account')).toContainText('Studio B');
    await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('Sandbox: 2 LIVE');
    await themedShots(page, SHOTS, 'status-on-air-elsewhere');
  });
});

/** Contract calls over the console socket from Node, as a page would make them (no page here). */
async function socketCalls(pageUrl: string, calls: Array<[string, unknown]>): Promise<unknown[]> {
  const url = new URL(pageUrl);
  const ws = new WebSocket(`ws://${url.host}/mc-socket`, ['mc.v1', `mc.token.${url.searchParams.get('token')}`], { origin: url.origin });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const results: unknown[] = [];
  for (const [i, [channel, input]] of calls.entries()) {
    results.push(
      await new Promise((resolve) => {
        const onMessage = (raw: unknown) => {
          const m = JSON.parse(String(raw)) as { id?: number; result?: unknown };
          if (m.id !== i + 1) return;
          ws.off('message', onMessage);
          resolve(m.result);
        };
        ws.on('message', onMessage);
        ws.send(JSON.stringify({ id: i + 1, channel, input }));
      }),
    );
  }
  ws.close();
  return results;
}

test('no page at all: the control API alone watches, goes live, disconnects, splits, cancels as Companion does, and refuses a destructive cue to an operate-only token', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-'));
  const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir, '--control-port', '0', '--control-scopes', 'read,operate,destructive']);
  try {
    const { url: base, token } = (proc.line as unknown as { control: { url: string; token: string } }).control;
    const admin = proc.line.sandbox_admin!;
    const counts = async () => (await (await fetch(new URL('counts', admin.url), { headers: { authorization: `Bearer ${admin.token}` } })).json()) as Record<string, number>;
    const api = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}${path}`, { method, headers: { Authorization: `Bearer ${token}`, ...headers }, body });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    await expect.poll(async () => ((await api('GET', '/v1/state')).body.destinations as unknown[]).length).toBe(7);
    expect((await api('PUT', '/v1/watch', JSON.stringify({ app: 'demo-origin', inst: 'live' }))).status).toBe(200);
    const start = await counts();
    const sent = async (c: string) => ((await counts())[c] ?? 0) - (start[c] ?? 0);

    expect((await api('POST', '/v1/destinations/502/live')).body).toMatchObject({ outcome: 'accepted' });
    expect(await sent('pushpublish.connect')).toBe(1);
    const armed = await api('POST', '/v1/destinations/502/disconnect');
    expect(armed.status).toBe(202);
    expect((await api('POST', `/v1/arm/${String(armed.body.armId)}/fire`)).status).toBe(200);
    expect(await sent('pushpublish.disconnect')).toBe(1);
    expect((await api('POST', '/v1/split', JSON.stringify({ app: 'demo-origin/live', stream: 'cam_1' }))).status).toBe(200);
    expect(await sent('recording.split')).toBe(1);

    const again = await api('POST', '/v1/disconnect-all');
    expect(again.status).toBe(202);
    // Companion's Generic HTTP DELETE: the body "[object Object]", no content type.
    expect((await api('DELETE', `/v1/arm/${String(again.body.armId)}`, '[object Object]')).status).toBe(200);
    expect((await api('GET', '/v1/state')).body.armed).toEqual([]);
    expect(await sent('pushpublish.disconnect')).toBe(1);

    // A run whose standby is a Disconnect all cue, reported (wrongly) as harmless: main reads the
    // sheet itself. A second launch with operate only, same data folder, same saved sheet.
    const saved = await socketCalls(proc.line.url, [
      ['sheets.save', sixCueSheet()],
      ['control.report', { f9: null, run: { sheetId: 'sheet-1', sheetName: 'Gala night', runId: '7a1b2c3d-0000-4000-8000-00000000000b', standby: { cueId: 'c5', n: 5, name: 'Close', destructive: false } } }],
    ]);
    expect(saved).toEqual([expect.objectContaining({ ok: true }), { ok: true, value: null }]);
    await proc.stop();
    const operate = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir, '--control-port', '0', '--control-scopes', 'read,operate']);
    try {
      const c = (operate.line as unknown as { control: { url: string; token: string } }).control;
      await socketCalls(operate.line.url, [['control.report', { f9: null, run: { sheetId: 'sheet-1', sheetName: 'Gala night', runId: '7a1b2c3d-0000-4000-8000-00000000000b', standby: { cueId: 'c5', n: 5, name: 'Close', destructive: false } } }]]);
      const go = await fetch(`${c.url}/v1/cue/go`, { method: 'POST', headers: { Authorization: `Bearer ${c.token}` }, body: JSON.stringify({ expect: 'c5' }) });
      expect(go.status).toBe(403);
      const a = operate.line.sandbox_admin!;
      const n = (await (await fetch(new URL('counts', a.url), { headers: { authorization: `Bearer ${a.token}` } })).json()) as Record<string, number>;
      expect(n['pushpublish.disconnect'] ?? 0).toBe(0);
    } finally {
      await operate.stop();
    }
  } finally {
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
