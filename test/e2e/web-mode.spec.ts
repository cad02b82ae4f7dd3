/**
 * Web mode's gate and transport, end to end: the real `master-control web` process,
 * Chromium, and the sandbox. A socket without the token gets 401, a wrong or repeated
 * token 401/400, foreign Host/Origin 403 — for HTTP and for the WebSocket — the page's
 * calls travel over the socket, and the token reaches no other server by any means.
 */
import { type IncomingHttpHeaders, type Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { expect, test } from './fixtures';
import { callsFromPage, tokenOf } from './socket-calls';

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

/** The subprotocols the page offers: the token travels as the second. */
const protocolsFor = (token: string): string[] => ['mc.v1', `mc.token.${token}`];

function upgradeStatus(url: string, protocols: string[], headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, protocols, { headers });
    ws.once('open', () => (ws.close(), resolve(101)));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(-1));
  });
}

test('refuses a wrong token (401) and a repeated one (400); sets no cookie', async ({ mc, playwright }) => {
  const api = await playwright.request.newContext();
  expect((await api.get(`${origin(mc.url)}/index.html?token=wrong`)).status()).toBe(401);
  expect((await api.get(`${mc.url}&token=bad`)).status()).toBe(400);
  expect((await api.get(`${origin(mc.url)}/?token=bad&token=${tokenOf(mc.url)}`)).status()).toBe(400);
  const page = await api.get(mc.url);
  expect(page.status()).toBe(200);
  expect(page.headers()['set-cookie']).toBeUndefined();
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
  const token = tokenOf(mc.url);
  expect(await upgradeStatus(socket, ['mc.v1'], { origin: u.origin })).toBe(401);
  expect(await upgradeStatus(`${socket}?token=${token}`, ['mc.v1'], { origin: u.origin })).toBe(400);
  expect(await upgradeStatus(socket, protocolsFor(token), { origin: 'http://attacker.example' })).toBe(403);
  expect(await upgradeStatus(socket, protocolsFor(token), { origin: u.origin })).toBe(101);
});

test('a page on another site cannot use a stolen token to open the console socket', async ({ mc, page }) => {
  const u = new URL(mc.url);
  // A page served as http://attacker.example (fulfilled locally: no traffic leaves the
  // machine) tries the socket with the real token; the browser sends its true Origin.
  await page.route('http://attacker.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>x</title>' }));
  await page.goto('http://attacker.example/');
  const outcome = await page.evaluate(
    ([url, protocols]) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url, protocols);
        ws.onopen = () => resolve('open');
        ws.onclose = () => resolve('refused');
      }),
    [`ws://${u.host}/mc-socket`, protocolsFor(tokenOf(mc.url))] as const,
  );
  expect(outcome).toBe('refused');
});

test('loads the console with the token and serves it under a strict CSP', async ({ mc, page }) => {
  await expect(page.locator('h1').first()).toBeVisible();
  const response = await page.request.get(mc.url);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(await page.evaluate(async () => (await fetch('/')).status)).toBe(200);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

/** A second loopback web server that records everything each request brings. */
async function recordingServer(): Promise<{ url: string; seen: Array<{ url: string; headers: IncomingHttpHeaders; body: string }>; close(): Promise<void> }> {
  const seen: Array<{ url: string; headers: IncomingHttpHeaders; body: string }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' });
      res.end('<!doctype html><title>other server</title><img src="/pixel.png">');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}

test('the token reaches no other local web server and leaves the address bar at once', async ({ mc, page }) => {
  const token = tokenOf(mc.url);
  await expect(page.locator('h1').first()).toBeVisible();
  // After load: no token in the address, the history entry, or any cookie.
  expect(page.url()).not.toContain(token);
  expect(page.url()).not.toContain('token=');
  expect(await page.evaluate(() => [document.cookie, location.href, history.length])).toEqual(['', expect.not.stringContaining('token'), expect.any(Number)]);
  expect(await page.context().cookies()).toEqual([]);
  // Yet the console works: its socket carries the token as a subprotocol.
  await expect(page.getByTestId('active-account')).not.toBeEmpty();

  const other = await recordingServer();
  try {
    // The console page tries to fetch the other server (its CSP may stop that), then
    // navigates there (a Referer would go with it); the other page loads its own image,
    // and the browser is pointed at it once more (cookies for 127.0.0.1 would go with both).
    await page.evaluate(async (url) => {
      await fetch(`${url}/fetch`, { credentials: 'include' }).catch(() => undefined);
    }, other.url);
    await page.evaluate((url) => (location.href = `${url}/from-console`), other.url);
    await page.waitForURL(`${other.url}/from-console`);
    await page.goto(`${other.url}/navigate`);
    await expect.poll(() => other.seen.filter((r) => r.url === '/pixel.png').length).toBeGreaterThan(0);
    expect(other.seen.map((r) => r.url)).toEqual(expect.arrayContaining(['/from-console', '/navigate', '/pixel.png']));
    const everything = JSON.stringify(other.seen);
    expect(everything).not.toContain(token);
    expect(other.seen.filter((r) => r.headers.cookie !== undefined)).toEqual([]);
    expect(other.seen.filter((r) => (r.headers.referer ?? '').includes('token'))).toEqual([]);
  } finally {
    await other.close();
  }
});

test('a reload keeps the console working without the token in the address', async ({ mc, page }) => {
  await expect(page.getByTestId('active-account')).not.toBeEmpty();
  await page.reload();
  await expect(page.locator('h1').first()).toBeVisible();
  expect(page.url()).not.toContain('token');
  const [info] = await callsFromPage(page, [['app.info', {}]], tokenOf(mc.url));
  expect(info).toMatchObject({ ok: true, value: { mode: 'web' } });
  await expect(page.getByText('Connection to the console service lost')).toHaveCount(0);
});

test('calls travel over the WebSocket and reach the sandbox', async ({ mc, page }) => {
  // Live asks for the account's applications once the account is read (its heading shows
  // before that): wait for that answer, so the count below holds only this test's call.
  await expect(page.locator('#lv-apps option').first()).toBeAttached();
  const before = (await mc.sandbox.counts())['video.getapps'] ?? 0;
  const [info, apps, bad, unbound] = await callsFromPage(page, [
    ['app.info', {}],
    ['api.call', { command: 'video.getapps', params: {} }, 'sandbox'],
    ['accounts.setActive', {}],
    // Account-bound: a call that does not say which account it was prepared on is refused.
    ['api.call', { command: 'video.getapps', params: {} }],
  ], tokenOf(mc.url));
  expect(info).toMatchObject({ ok: true, value: { mode: 'web' } });
  expect(JSON.stringify(apps)).toContain('demo-origin');
  expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  expect(unbound).toMatchObject({ ok: false, error: { kind: 'wrong_account', active: 'sandbox' } });
  expect((await mc.sandbox.counts())['video.getapps']).toBe(before + 1);
});

test('restart() brings web mode back on the same data folder, with a new token', async ({ mc, page }) => {
  const fields = { name: 'Restart check', baseUrl: 'https://api.example.com/stable/', cdn: 42 };
  const [created] = await callsFromPage(page, [['accounts.create', fields]], tokenOf(mc.url));
  expect(created).toMatchObject({ ok: true, value: { name: 'Restart check' } });
  const firstUrl = mc.url;
  await mc.restart();
  expect(mc.url).not.toBe(firstUrl);
  const [list] = await callsFromPage(page, [['accounts.list', {}]], tokenOf(mc.url));
  expect(JSON.stringify(list)).toContain('Restart check');
});

test('when the console service stops, the page says the connection is lost instead of hanging', async ({ mc, page }) => {
  await mc.stop();
  await expect(page.getByText('Connection to the console service lost')).toBeVisible();
});
