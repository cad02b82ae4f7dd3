/**
 * Both loopback servers under a connection flood: at most 64 connections at once, each one
 * beyond refused at once with a 503 in words; a connection that sends nothing is dropped,
 * and so is one that trickles its headers past 10 s (the conditions are waited for, never
 * a time). A WebSocket that is open keeps working throughout.
 */
import { mkdtempSync } from 'node:fs';
import { type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_CONNECTIONS } from '../../../electron/core/loopback/limits';
import { WS_PATH, type WebServer, startWebServer } from '../../../electron/web/server';
import { SOCKET_PROTOCOL } from '../../../electron/web/token';
import { ok } from '../../../shared/ipc/define';
import { type Harness, startHarness } from '../control/harness';

const token = 'limits-token-0123456789';
let web: WebServer;
let control: Harness;

beforeAll(async () => {
  const router = { dispatch: async (channel: string) => ok({ channel }) };
  web = await startWebServer({ rendererDir: mkdtempSync(join(tmpdir(), 'mc-limits-')), router, events: { subscribe: () => () => {} }, port: 0, token });
  control = await startHarness();
});
afterAll(async () => {
  await web.close();
  await control.close();
});

interface Opened {
  socket: Socket;
  /** Everything the server wrote. */
  text: () => string;
  closed: Promise<void>;
}

function open(port: number): Promise<Opened> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(port, '127.0.0.1');
    socket.on('data', (c: Buffer) => (text += c.toString('utf8')));
    socket.on('error', () => {});
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () => resolve({ socket, text: () => text, closed }));
    socket.once('error', reject);
  });
}

/** Opens `n` idle connections (each connected; a refusal arrives on its own). */
async function flood(port: number, n: number): Promise<Opened[]> {
  return Promise.all(Array.from({ length: n }, () => open(port)));
}

describe.each([
  ['web mode', () => web.port, /^HTTP\/1\.1 503 .*\r\n\r\nService Unavailable: this console already holds 64 connections/s],
  ['the control API', () => control.port(), /^HTTP\/1\.1 503 .*\r\n\r\n\{"error":"busy","message":"Not sent: the control API already holds 64 connections/s],
])('%s', (_name, port, words) => {
  it('refuses connections beyond 64 at once, in words, and drops the idle ones', async () => {
    const opened = await flood(port(), MAX_CONNECTIONS + 20);
    // Each one beyond the cap is answered and closed; the ones held are closed once idle.
    await Promise.all(opened.map((o) => o.closed));
    const answers = opened.map((o) => o.text());
    expect(answers.filter((t) => words.test(t)).length).toBeGreaterThanOrEqual(20);
    expect(answers.filter((t) => t === '').length).toBeGreaterThanOrEqual(1);
  }, 30_000);

  it('drops a connection that trickles its headers past 10 s', async () => {
    const o = await open(port());
    let stop = false;
    const tick = (): void => {
      if (stop || o.socket.destroyed) return;
      o.socket.write('X');
      setTimeout(tick, 500);
    };
    o.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    tick();
    await o.closed;
    stop = true;
    expect(o.text()).not.toMatch(/^HTTP\/1\.1 200/);
  }, 40_000);
});

describe('an open console socket', () => {
  it('keeps answering while the web port is flooded', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${web.port}${WS_PATH}`, [SOCKET_PROTOCOL, `mc.token.${token}`], { origin: `http://127.0.0.1:${web.port}` });
    await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
    const opened = await flood(web.port, MAX_CONNECTIONS * 2);
    const answer = new Promise<string>((resolve) => ws.once('message', (m) => resolve(String(m))));
    ws.send(JSON.stringify({ id: 1, channel: 'app.info', input: {} }));
    expect(JSON.parse(await answer)).toMatchObject({ id: 1, result: { ok: true } });
    ws.close();
    for (const o of opened) o.socket.destroy();
  }, 30_000);
});
