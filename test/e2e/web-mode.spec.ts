/**
 * Web mode's gate and transport, end to end: the real `master-control web` process,
 * Chromium, and the sandbox. Token-less requests get 401, foreign Host/Origin 403 — for
 * HTTP and for the WebSocket — and the page's calls travel over the socket.
 */
import { request as httpRequest } from 'node:http';
import { WebSocket } from 'ws';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

function origin(url: string): string {
  return new URL(url).origin;
}

/** A raw HTTP GET with exactly these headers (Playwright's client fixes Host itself). */
function rawGet(url: string, headers: Record<string, string>): Promise<number> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => (ws.close(), resolve(101)));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(-1));
  });
}

test('refuses HTTP requests without the token (401)', async ({ mc, playwright }) => {
  const api = await playwright.request.newContext();
  expect((await api.get(`${origin(mc.url)}/`)).status()).toBe(401);
  expect((await api.get(`${origin(mc.url)}/index.html?token=wrong`)).status()).toBe(401);
  expect((await api.get(mc.url)).status()).toBe(200);
  await api.dispose();
});

test('refuses a foreign Host or Origin even with the token (403)', async ({ mc }) => {
  const port = new URL(mc.url).port;
  expect(await rawGet(mc.url, { host: `127.0.0.1:${port}` })).toBe(200);
  expect(await rawGet(mc.url, { host: `attacker.example:${port}` })).toBe(403);
  expect(await rawGet(mc.url, { host: `127.0.0.1:${port}`, origin: 'http://attacker.example' })).toBe(403);
});

test('refuses WebSocket upgrades without the token (401) or from a foreign Origin (403)', async ({ mc }) => {
  const u = new URL(mc.url);
  const socket = `ws://${u.host}/mc-socket`;
  const token = u.searchParams.get('token')!;
  expect(await upgradeStatus(socket, { origin: u.origin })).toBe(401);
  expect(await upgradeStatus(`${socket}?token=${token}`, { origin: 'http://attacker.example' })).toBe(403);
  expect(await upgradeStatus(`${socket}?token=${token}`, { origin: u.origin })).toBe(101);
});

test('a page on another site cannot use a stolen token to open the console socket', async ({ mc, page }) => {
  const u = new URL(mc.url);
  // A page served as http://attacker.example (fulfilled locally: no traffic leaves the
  // machine) tries the socket with the real token; the browser sends its true Origin.
  await page.route('http://attacker.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>x</title>' }));
  await page.goto('http://attacker.example/');
  const outcome = await page.evaluate(
    (url) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url);
        ws.onopen = () => resolve('open');
        ws.onclose = () => resolve('refused');
      }),
    `ws://${u.host}/mc-socket?token=${u.searchParams.get('token')}`,
  );
  expect(outcome).toBe('refused');
});

test('loads the console with the token and serves it under a strict CSP', async ({ mc, page }) => {
  await expect(page.locator('h1').first()).toBeVisible();
  const response = await page.request.get(mc.url);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  // The HttpOnly cookie set on first load lets the page fetch without repeating the token.
  expect(await page.evaluate(async () => (await fetch('/')).status)).toBe(200);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

/** Sends raw `{id, channel, input, account?}` messages over a fresh socket from the page; returns the results in order. */
function callsFromPage(page: Page, calls: Array<[string, unknown, string?]>): Promise<unknown[]> {
  return page.evaluate(async (list) => {
    const token = new URLSearchParams(location.search).get('token');
    const ws = new WebSocket(`ws://${location.host}/mc-socket?token=${token}`);
    await new Promise((r) => (ws.onopen = r));
    const ask = (id: number, channel: string, input: unknown, account?: string) =>
      new Promise<unknown>((resolve) => {
        const onMessage = (e: { data: unknown }) => {
          const m = JSON.parse(String(e.data));
          if (m.id !== id) return;
          ws.removeEventListener('message', onMessage);
          resolve(m.result);
        };
        ws.addEventListener('message', onMessage);
        ws.send(JSON.stringify({ id, channel, input, account }));
      });
    const results: unknown[] = [];
    for (const [i, [channel, input, account]] of list.entries()) results.push(await ask(i + 1, channel, input, account));
    ws.close();
    return results;
  }, calls);
}

test('calls travel over the WebSocket and reach the sandbox', async ({ mc, page }) => {
  const before = (await mc.sandbox.counts())['video.getapps'] ?? 0;
  const [info, apps, bad, unbound] = await callsFromPage(page, [
    ['app.info', {}],
    ['api.call', { command: 'video.getapps', params: {} }, 'sandbox'],
    ['accounts.setActive', {}],
    // Account-bound: a call that does not say which account it was prepared on is refused.
    ['api.call', { command: 'video.getapps', params: {} }],
  ]);
  expect(info).toMatchObject({ ok: true, value: { mode: 'web' } });
  expect(JSON.stringify(apps)).toContain('demo-origin');
  expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  expect(unbound).toMatchObject({ ok: false, error: { kind: 'wrong_account', active: 'sandbox' } });
  expect((await mc.sandbox.counts())['video.getapps']).toBe(before + 1);
});

test('restart() brings web mode back on the same data folder, with a new token', async ({ mc, page }) => {
  const fields = { name: 'Restart check', baseUrl: 'https://api.example.com/stable/', cdn: 42 };
  const [created] = await callsFromPage(page, [['accounts.create', fields]]);
  expect(created).toMatchObject({ ok: true, value: { name: 'Restart check' } });
  const firstUrl = mc.url;
  await mc.restart();
  expect(mc.url).not.toBe(firstUrl);
  const [list] = await callsFromPage(page, [['accounts.list', {}]]);
  expect(JSON.stringify(list)).toContain('Restart check');
});

test('when the console service stops, the page says the connection is lost instead of hanging', async ({ mc, page }) => {
  await mc.stop();
  await expect(page.getByText('Connection to the console service lost')).toBeVisible();
});
