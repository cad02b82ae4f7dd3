import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { fail, ok } from '../../../shared/ipc/define';
import type { McEvent } from '../../../shared/ipc/events';
import { LAUNCH_HEADER, LAUNCH_PATH, startWebServer, WS_PATH, type WebServer } from '../../../electron/web/server';
import { LAUNCH_TTL_MS } from '../../../electron/web/token';

/** A busy two-core machine may take seconds for what is usually instant; the condition is what counts. */
const PATIENT = { timeout: 10_000 };

const token = 'test-token-0123456789';
let clock = 1_000_000;
let dir: string;
let server: WebServer;
const listeners = new Set<(e: McEvent) => void>();
const router = {
  async dispatch(channel: string, input: unknown) {
    if (channel === 'app.info') return ok({ mode: 'web', version: '0.0.0', platform: 'linux', echo: input });
    return fail({ kind: 'unknown_channel', message: `no channel ${channel}` });
  },
};
const events = { subscribe: (l: (e: McEvent) => void) => (listeners.add(l), () => listeners.delete(l)) };

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((done, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers: { host: `127.0.0.1:${server.port}`, ...headers } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens the console socket offering `protocols` (the page offers mc.v1 and mc.token.<token>). */
function openSocket(protocols: string[], origin?: string, query = ''): Promise<WebSocket | number> {
  return new Promise((done) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}${WS_PATH}${query}`, protocols, origin ? { origin } : {});
    ws.once('open', () => done(ws));
    ws.once('unexpected-response', (_req, res) => done(res.statusCode ?? 0));
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mc-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><h1>Master Control</h1>');
  writeFileSync(join(dir, 'assets', 'main.js'), 'console.log(1)');
  server = await startWebServer({ rendererDir: dir, router, events, port: 0, token, now: () => clock });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('web-mode HTTP', () => {
  it('prints a loopback URL carrying the token', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/?token=${token}`);
  });

  it('serves the page with the token under a strict CSP and sets no cookie', async () => {
    const res = await get(`/?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<h1>Master Control</h1>');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the public page and assets without the token (a reload), still no cookie', async () => {
    const res = await get('/assets/main.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 401 for a wrong token, 400 for a repeated one, 403 for a foreign Host or Origin', async () => {
    expect((await get('/?token=wrong')).status).toBe(401);
    expect((await get(`/?token=${token}&token=bad`)).status).toBe(400);
    expect((await get(`/?token=${token}`, { host: 'evil.example' })).status).toBe(403);
    expect((await get(`/?token=${token}`, { origin: 'http://evil.example' })).status).toBe(403);
  });
});

function redeem(nonce: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((done, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: LAUNCH_PATH, method: 'POST', headers: { host: `127.0.0.1:${server.port}`, [LAUNCH_HEADER]: nonce, ...headers } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('web-mode launch address', () => {
  const nonceOf = (url: string) => new URL(url).searchParams.get('launch')!;

  it('holds no token; its nonce is traded for the token once, then refused', async () => {
    const url = server.launchUrl();
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/\\?launch=[A-Za-z0-9_-]{32}$`));
    expect(url).not.toContain(token);
    expect((await get(new URL(url).pathname + new URL(url).search)).status).toBe(200);
    const first = await redeem(nonceOf(url), { origin: `http://127.0.0.1:${server.port}` });
    expect(first).toEqual({ status: 200, body: JSON.stringify({ token }) });
    const again = await redeem(nonceOf(url));
    expect(again.status).toBe(401);
    expect(again.body).toContain('already used or has expired');
  });

  it('refuses a nonce used late, a made-up one, and one sent from a foreign Origin', async () => {
    const late = server.launchUrl();
    clock += LAUNCH_TTL_MS + 1;
    expect((await redeem(nonceOf(late))).status).toBe(401);
    expect((await redeem('made-up-nonce')).status).toBe(401);
    const foreign = server.launchUrl();
    expect((await redeem(nonceOf(foreign), { origin: 'http://evil.example' })).status).toBe(403);
    expect((await redeem(nonceOf(foreign))).status, 'the foreign attempt did not use it up').toBe(200);
  });
});

describe('web-mode WebSocket', () => {
  it('refuses an upgrade without the token (401), with it in the address (400), or from a foreign Origin (403)', async () => {
    expect(await openSocket(['mc.v1'])).toBe(401);
    expect(await openSocket(['mc.v1', 'mc.token.wrong'])).toBe(401);
    expect(await openSocket(['mc.v1'], undefined, `?token=${token}`)).toBe(400);
    expect(await openSocket(['mc.v1', `mc.token.${token}`], 'http://evil.example')).toBe(403);
  });

  it('selects mc.v1 and never echoes the token back', async () => {
    const ws = await openSocket(['mc.v1', `mc.token.${token}`]);
    if (typeof ws === 'number') throw new Error(`upgrade refused: ${ws}`);
    expect(ws.protocol).toBe('mc.v1');
    ws.close();
  });

  it('answers requests by id and pushes events', async () => {
    const ws = await openSocket(['mc.v1', `mc.token.${token}`], `http://127.0.0.1:${server.port}`);
    if (typeof ws === 'number') throw new Error(`upgrade refused: ${ws}`);
    const messages: unknown[] = [];
    const got = new Promise<void>((done) => ws.on('message', (m) => (messages.push(JSON.parse(String(m))), messages.length === 4 && done())));
    ws.send(JSON.stringify({ id: 1, channel: 'app.info', input: {} }));
    ws.send(JSON.stringify({ id: 2, channel: 'nope.nothing', input: {} }));
    ws.send('not json');
    // The three requests answered first, so the event is the one message left to come.
    await vi.waitFor(() => expect(messages).toHaveLength(3), PATIENT);
    for (const l of listeners) l({ type: 'accounts.changed' });
    await got;
    ws.close();
    expect(messages).toContainEqual({ id: 1, result: { ok: true, value: { mode: 'web', version: '0.0.0', platform: 'linux', echo: {} } } });
    expect(messages).toContainEqual({ id: 2, result: { ok: false, error: { kind: 'unknown_channel', message: 'no channel nope.nothing' } } });
    expect(messages).toContainEqual(expect.objectContaining({ id: null, result: expect.objectContaining({ ok: false }) }));
    expect(messages).toContainEqual({ event: { type: 'accounts.changed' }, seq: 1 });
  });
});
