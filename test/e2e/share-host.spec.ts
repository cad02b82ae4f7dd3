/**
 * Share this show, the host's side, end to end: a host in web mode turns sharing on from
 * Accounts, invites three people, and each guest is a browser context over TLS on loopback
 * (the certificate is self-signed: ignoreHTTPSErrors, the fingerprint is what a person compares).
 * Each guest joins through the invitation page, then speaks the console socket the built
 * renderer uses, from its own page. The sandbox counts what was sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page, test as base } from '@playwright/test';
import { expect, openConsole } from './fixtures';
import { openScreen, rendererDirArgs } from './steps/screens';
import { themedShots } from './themed-shots';
import { type WebProcess, startWebProcess } from './web-process';

const SHOTS = 'test-results/shots-e2e/share';

const test = base.extend<{ web: WebProcess }>({
  web: async ({}, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-share-'));
    const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir, ...rendererDirArgs()]);
    try {
      await use(proc);
    } finally {
      await proc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

async function counts(web: WebProcess): Promise<Record<string, number>> {
  const admin = web.line.sandbox_admin!;
  const res = await fetch(new URL('counts', admin.url), { headers: { authorization: `Bearer ${admin.token}` } });
  return (await res.json()) as Record<string, number>;
}

async function invite(host: Page, name: string, role: 'watch' | 'operate' | 'destructive'): Promise<string> {
  const form = host.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Make invitation' }).click();
  await expect(form.getByRole('status').filter({ hasText: `Invitation for ${name} made` })).toBeVisible();
  return (await form.getByLabel('The invitation link', { exact: true }).textContent())!;
}

/** A guest joins in a browser of its own: the invitation page, the fingerprint compared, the console loaded. */
async function joinAs(browser: Browser, invitation: string, fingerprint: string): Promise<Page> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.goto(invitation);
  await expect(page.locator('#fp')).toHaveText(fingerprint.match(/.{1,4}/g)!.join(' '));
  expect(new URL(invitation).hash).toBe(`#fp=${fingerprint}`);
  await page.getByRole('button', { name: 'It matches — join' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  return page;
}

/** One call over a socket of the guest's own page (the token its join kept), answered as the console sees it. */
function guestCall(page: Page, channel: string, input: unknown): Promise<{ ok: boolean; error?: { message: string } }> {
  return page.evaluate(([c, i]) => new Promise((resolve, reject) => {
    const token = sessionStorage.getItem('mc.token') ?? '';
    const ws = new WebSocket(`wss://${location.host}/socket`, ['mc.v1', `mc.token.${token}`]);
    ws.onerror = () => reject(new Error('the socket was refused'));
    ws.onopen = () => ws.send(JSON.stringify({ id: 1, channel: c, input: i, account: 'sandbox' }));
    ws.onmessage = (m) => {
      const data = JSON.parse(String(m.data)) as { id?: number; result?: unknown };
      if (data.id !== 1) return;
      resolve(data.result as never);
      ws.close();
    };
  }), [channel, input] as const);
}

const disconnectAll = { app: 'demo-origin', inst: 'live', entry_name: '*' };

test('a host shares its show: watch, operate and destructive guests are held to their roles in main; revoke closes a guest within 1 s', async ({ page, web, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openConsole(page, web.line.url);
  await openScreen(page, 'Accounts');
  const section = page.getByRole('region', { name: 'Share this show' });
  await expect(section).toContainText('Not shared: nothing listens beyond this computer.');
  await section.scrollIntoViewIfNeeded();
  await themedShots(page, SHOTS, 'share-off', { sizes: [[1280, 720]] });
  await section.getByLabel('Share this show').check();
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section).toContainText('SHARED');
  const fingerprint = ((await section.getByLabel('Certificate fingerprint').textContent()) ?? '').replace(/ /g, '');
  expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);

  const watch = await joinAs(browser, await invite(page, 'Wes (watcher)', 'watch'), fingerprint);
  const operate = await joinAs(browser, await invite(page, 'Opal (producer)', 'operate'), fingerprint);
  const destructive = await joinAs(browser, await invite(page, 'Dee (engineer)', 'destructive'), fingerprint);
  await expect(section.getByRole('table', { name: 'Guests' }).getByRole('row')).toHaveCount(4);

  // A watch guest's go live is refused in main: nothing reaches the service.
  const before = await counts(web);
  const goLive = await guestCall(watch, 'live.connect', { connects: [{ app: 'demo-origin', inst: 'live', push_service_id: 502 }] });
  expect(goLive.ok).toBe(false);
  expect(goLive.error?.message).toContain('your role (watch)');
  expect((await guestCall(watch, 'live.ledger', {})).ok).toBe(true);
  // An operate guest's disconnect is refused.
  const off = await guestCall(operate, 'live.disconnect', disconnectAll);
  expect(off.ok).toBe(false);
  expect(off.error?.message).toContain('your role (operate)');
  expect((await counts(web))['pushpublish.connect'] ?? 0).toBe(before['pushpublish.connect'] ?? 0);
  expect((await counts(web))['pushpublish.disconnect'] ?? 0).toBe(before['pushpublish.disconnect'] ?? 0);
  // A destructive guest's disconnect sends exactly one.
  await guestCall(destructive, 'live.disconnect', disconnectAll);
  await expect.poll(async () => (await counts(web))['pushpublish.disconnect'] ?? 0).toBe((before['pushpublish.disconnect'] ?? 0) + 1);

  await section.getByRole('table', { name: 'Guests' }).scrollIntoViewIfNeeded();
  await themedShots(page, SHOTS, 'share-guests');

  // Revoke: the guest's open console socket closes within 1 s, and its token answers 401 from then on.
  const closed = operate.evaluate(() => new Promise<number>((resolve) => {
    const ws = new WebSocket(`wss://${location.host}/socket`, ['mc.v1', `mc.token.${sessionStorage.getItem('mc.token') ?? ''}`]);
    ws.onopen = () => {
      (window as unknown as { revokeOpen: boolean }).revokeOpen = true;
      ws.onclose = () => resolve(performance.now());
    };
  }));
  await expect.poll(() => operate.evaluate(() => (window as unknown as { revokeOpen?: boolean }).revokeOpen === true)).toBe(true);
  const t0 = await operate.evaluate(() => performance.now());
  await section.getByRole('button', { name: 'Revoke Opal (producer)' }).click();
  const took = (await closed) - t0;
  expect(took).toBeLessThan(1000);
  console.log(`revoke → the guest's socket closed ${took.toFixed(0)} ms after the press`);
  const redeemAgain = await operate.evaluate(() => new Promise<string>((resolve) => {
    const ws = new WebSocket(`wss://${location.host}/socket`, ['mc.v1', `mc.token.${sessionStorage.getItem('mc.token') ?? ''}`]);
    ws.onopen = () => resolve('open');
    ws.onerror = () => resolve('refused');
  }));
  expect(redeemAgain).toBe('refused');
  const status = await operate.evaluate(async () => (await fetch('/share/redeem', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code: 'A'.repeat(24) }) })).status);
  expect(status).toBe(401);
  await expect(section.getByRole('table', { name: 'Guests' }).getByRole('row')).toHaveCount(3);
});
