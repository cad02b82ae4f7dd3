/**
 * A console joined to a real host (`master-control web --join`), both as child processes:
 * the host is `master-control web --sandbox` sharing on loopback, port 0 as the panel's default; the guest
 * console serves the host's show locally and a browser reads it. Stop the host → the
 * guest's screen is STALE, "Host unreachable since HH:MM:SS"; start the host again on the
 * same data folder (its certificate and its guests' tokens kept) → the guest is fresh on its
 * own, its board the host's. And a join whose invitation names another fingerprint is
 * refused in words before the code is sent: the same code still joins after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { WebSocket } from 'ws';
import { rendererDirArgs } from './steps/screens';
import { type WebLine, type WebProcess, startWebProcess } from './web-process';

const GUEST_DISCONNECT = /^Disconnect/;
const WATCH = { target: { app: 'demo-origin', inst: 'live' }, intervalMs: 60_000 };

/** One call on the host's own web-mode socket (the host operator's side), answered as its screens see it. */
function hostCall<T>(line: WebLine, channel: string, input: unknown): Promise<T> {
  const url = new URL(line.url);
  const token = url.searchParams.get('token')!;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${url.host}/mc-socket`, ['mc.v1', `mc.token.${token}`], { headers: { Origin: url.origin } });
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ id: 1, channel, input, account: 'sandbox' })));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { id?: number; result?: { ok: boolean; value?: T; error?: { message: string } } };
      if (m.id !== 1) return;
      ws.close();
      if (m.result?.ok) resolve(m.result.value as T);
      else reject(new Error(`${channel}: ${m.result?.error?.message}`));
    });
  });
}

/** Every row of the Live board, by key, with its state. */
function boardOf(page: Page): Promise<Record<string, string | null>> {
  return page.locator('tr[data-key^="svc:"]').evaluateAll((rows) => Object.fromEntries(rows.map((r) => [r.getAttribute('data-key'), r.getAttribute('data-state')])));
}

async function openLive(page: Page, url: string): Promise<void> {
  await page.goto(`${url.replace(/#.*$/, '')}#/live`);
  await expect(page.locator('tr[data-key="svc:502"]')).toBeVisible({ timeout: 20_000 });
}

test.describe('a console joined to a real host', () => {
  let hostDir: string;
  let guestDir: string;
  const running: WebProcess[] = [];
  const startHost = async (): Promise<WebProcess> => {
    const p = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', hostDir, ...rendererDirArgs()]);
    running.push(p);
    return p;
  };
  const startGuest = async (invitation: string): Promise<WebProcess> => {
    const p = await startWebProcess(['--join', invitation, '--port', '0', '--data-dir', guestDir, ...rendererDirArgs()]);
    running.push(p);
    return p;
  };

  test.beforeEach(() => {
    hostDir = mkdtempSync(join(tmpdir(), 'mc-e2e-join-host-'));
    guestDir = mkdtempSync(join(tmpdir(), 'mc-e2e-join-guest-'));
  });
  test.afterEach(async () => {
    for (const p of running.splice(0)) await p.stop();
    rmSync(hostDir, { recursive: true, force: true });
    rmSync(guestDir, { recursive: true, force: true });
  });

  /** Sharing on with the panel's default port 0 (a free one); the fingerprint and the address it listens on. */
  async function share(host: WebProcess): Promise<{ fingerprint: string; url: string }> {
    const settings = await hostCall<{ running: boolean; fingerprint: string | null; url: string | null }>(host.line, 'share.configure', { enabled: true, address: '127.0.0.1', port: 0 });
    expect(settings.running).toBe(true);
    return { fingerprint: settings.fingerprint!, url: settings.url! };
  }

  test('the host stops: the guest is STALE "Host unreachable since …"; the host restarts: the guest is fresh, its board the host\'s', async ({ page, browser }) => {
    test.setTimeout(120_000);
    let host = await startHost();
    const { fingerprint, url } = await share(host);
    const { invitation } = await hostCall<{ invitation: string }>(host.line, 'share.invite', { name: 'Gil (engineer)', role: 'destructive', minutes: 10 });
    const guest = await startGuest(invitation);
    expect(guest.output.join('')).toContain('joined 127.0.0.1:');
    // The host watches demo-origin/live and #502 goes live there before the guest's page reads the board.
    await hostCall(host.line, 'live.watch', WATCH);
    await hostCall(host.line, 'live.connect', { connects: [{ app: 'demo-origin', inst: 'live', push_service_id: 502 }] });
    await openLive(page, guest.line.url);
    await expect(page.locator('tr[data-key="svc:502"]')).toHaveAttribute('data-state', 'live', { timeout: 15_000 });
    const away = page.getByTestId('host-unreachable');
    await expect(away).toHaveCount(0);

    await host.stop();
    await expect(away).toContainText('STALE');
    await expect(away).toContainText(/Host unreachable since \d\d:\d\d:\d\d/);
    // The last board stays, and acts on it are held.
    await expect(page.locator('tr[data-key="svc:502"]')).toHaveAttribute('data-state', 'live');
    await expect(page.locator('tr[data-key="svc:502"]').getByRole('button', { name: GUEST_DISCONNECT })).toHaveAttribute('aria-disabled', 'true');
    if (process.env.MC_SHOTS) for (const [w, h] of [[1280, 720], [1440, 900]] as const) for (const theme of ['dark', 'light']) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      await page.screenshot({ path: `${process.env.MC_SHOTS}/guest-host-away-${w}-${theme}.png` });
    }

    // The same data folder: the same certificate on the port picked at the first start (the one the
    // invitation names, though the setting is still 0), the guest's token still known.
    host = await startHost();
    // Sharing starts again after the process is up (the listener opens once the kept settings are read):
    // asked as it starts, it may not be listening yet.
    const settingsNow = () => hostCall<{ running: boolean; fingerprint: string | null; url: string | null; port: number }>(host.line, 'share.settings', {});
    await expect.poll(async () => (await settingsNow()).running, { timeout: 20_000 }).toBe(true);
    expect(await settingsNow()).toMatchObject({ running: true, fingerprint, url, port: 0 });
    await expect(away).toHaveCount(0, { timeout: 30_000 });
    // Fresh: the guest asked for a new snapshot itself. The restarted host's sandbox started over (nothing on
    // air, and main has read no stored service yet, so its board has no row), and no other view is open there,
    // so no poll of the host's own would have told the guest: the LIVE row it kept is gone.
    await expect(page.locator('tr[data-key="svc:502"][data-state="live"]')).toHaveCount(0);
    // And its board is the host's, row for row.
    const hostPage = await (await browser.newContext()).newPage();
    await openLive(hostPage, host.line.url);
    await expect.poll(async () => JSON.stringify(await boardOf(page))).toBe(JSON.stringify(await boardOf(hostPage)));
    expect(Object.keys(await boardOf(page)).length).toBeGreaterThan(1);
    const guests = await hostCall<Array<{ name: string; state: string }>>(host.line, 'share.guests', {});
    expect(guests).toEqual([expect.objectContaining({ name: 'Gil (engineer)', state: 'connected' })]);
  });

  test('a join whose invitation names another fingerprint is refused in words, and its code is never sent', async () => {
    const host = await startHost();
    const { fingerprint, url } = await share(host);
    const port = new URL(url).port;
    const { invitation } = await hostCall<{ invitation: string }>(host.line, 'share.invite', { name: 'Mal (stranger)', role: 'destructive', minutes: 10 });
    const wrong = fingerprint.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const forged = invitation.replace(`#fp=${fingerprint}`, `#fp=${wrong}`);
    expect(forged).not.toBe(invitation);
    await expect(startGuest(forged)).rejects.toThrow(
      `Refused to join: the certificate of 127.0.0.1:${port} is not the one in the invitation (it has fingerprint ${fingerprint}; the invitation says ${wrong}).`,
    );
    // Nothing reached the host: the invitation is still waiting, and the same code joins with the right fingerprint.
    expect(await hostCall<Array<{ name: string; state: string }>>(host.line, 'share.guests', {})).toEqual([expect.objectContaining({ name: 'Mal (stranger)', state: 'invited' })]);
    const guest = await startGuest(invitation);
    expect(guest.output.join('')).toContain('as Mal (stranger)');
  });
});
