/**
 * A view when the show's host goes away (web mode's socket, the same for a guest): STALE
 * since when, acts refused in words while unreachable, reads wait, a fresh snapshot asked on
 * return and on a gap in the events' numbers; retries back off to 10 s with jitter.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { ok, type IpcResult } from '../../../shared/ipc/define';
import type { McEvent } from '../../../shared/ipc/events';
import { startWebServer, type WebServer } from '../../../electron/web/server';
import { createWebTransport, SOCKET_PATH, type WebTransport } from '../../../renderer/src/bridge/web-transport';
import { actsOnShow, reconnectDelay, RECONNECT_CAP_MS } from '../../../renderer/src/bridge/reach';

const token = 'reach-test-token';
const dir = mkdtempSync(join(tmpdir(), 'mc-reach-'));
writeFileSync(join(dir, 'index.html'), '<h1>x</h1>');
const listeners = new Set<(e: McEvent) => void>();
const events = { subscribe: (l: (e: McEvent) => void) => (listeners.add(l), () => listeners.delete(l)) };
const dispatched: string[] = [];
const router = { dispatch: async (channel: string, input: unknown): Promise<IpcResult<unknown>> => (dispatched.push(channel), ok({ channel, input })) };

let servers: WebServer[] = [];
let transports: WebTransport[] = [];
const serve = async (port = 0) => {
  const s = await startWebServer({ rendererDir: dir, router, events, port, token });
  servers.push(s);
  return s;
};
const connect = (url: string, now?: () => number) => {
  const t = createWebTransport({ url, token, WebSocketImpl: WebSocket as unknown as typeof globalThis.WebSocket, ...(now ? { now } : {}) });
  transports.push(t);
  return t;
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};
afterEach(async () => {
  transports.forEach((t) => t.close());
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  transports = [];
});

describe('a view whose host goes away', () => {
  it('says since when, refuses acts at once in words, lets reads wait, and asks for a fresh snapshot on return', async () => {
    const first = await serve();
    const lostAt = Date.parse('2026-12-02T19:02:11');
    const t = connect(`ws://127.0.0.1:${first.port}${SOCKET_PATH}`, () => lostAt);
    await t.bridge.app.info({});
    const seen: McEvent[] = [];
    t.bridge.events.subscribe((e) => seen.push(e));
    await first.close();
    await until(() => t.state() === 'lost');
    expect(seen).toContainEqual({ type: 'host.reach', reachable: false, since: new Date(lostAt).toISOString() });
    const before = dispatched.length;
    const act = await t.bridge.live.disconnect({ app: 'demo-origin', inst: 'live', push_service_id: 502 }, 'sandbox');
    expect(act).toEqual({ ok: false, error: { kind: 'network_not_sent', cause: 'console_service_unreachable', message: expect.stringMatching(/^Not sent: Host unreachable since 19:02:11, so this view cannot read the board it would act on \(live\.disconnect\)\./) } });
    const read = t.bridge.activity.list({ limit: 1 });
    await serve(first.port);
    expect(await read).toMatchObject({ ok: true });
    expect(dispatched.slice(before)).toEqual(['activity.list']); // the disconnect was never sent, not even on return
    expect(seen).toContainEqual({ type: 'host.reach', reachable: true, since: null });
    expect(seen).toContainEqual({ type: 'host.resync', why: 'reconnected' });
  });

  it('numbers events per connection; a skipped number asks for a fresh snapshot', async () => {
    const wss = new WebSocketServer({ port: 0, handleProtocols: () => 'mc.v1' });
    await new Promise((r) => wss.once('listening', r));
    wss.on('connection', (ws) => {
      ws.send(JSON.stringify({ event: { type: 'accounts.changed' }, seq: 1 }));
      ws.send(JSON.stringify({ event: { type: 'accounts.changed' }, seq: 2 }));
      ws.send(JSON.stringify({ event: { type: 'accounts.changed' }, seq: 4 }));
    });
    const port = (wss.address() as { port: number }).port;
    const t = connect(`ws://127.0.0.1:${port}/mc-socket`);
    const seen: McEvent[] = [];
    t.bridge.events.subscribe((e) => seen.push(e));
    await until(() => seen.filter((e) => e.type === 'accounts.changed').length === 3);
    expect(seen.map((e) => e.type)).toEqual(['accounts.changed', 'accounts.changed', 'host.resync', 'accounts.changed']);
    t.close();
    await new Promise((r) => wss.close(r));
  });

  it('the real server numbers its events 1, 2, 3 on each connection', async () => {
    const s = await serve();
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}${SOCKET_PATH}`, ['mc.v1', `mc.token.${token}`], { headers: { origin: `http://127.0.0.1:${s.port}` } });
    const got: number[] = [];
    ws.on('message', (raw) => got.push((JSON.parse(String(raw)) as { seq: number }).seq));
    await new Promise((r) => ws.once('open', r));
    for (let i = 0; i < 3; i++) listeners.forEach((l) => l({ type: 'accounts.changed' }));
    await until(() => got.length === 3);
    expect(got).toEqual([1, 2, 3]);
    ws.close();
  });

  it('backs off from 250 ms, doubling, to a 10 s cap, with ±20% jitter', () => {
    expect(reconnectDelay(0, 0.5)).toBe(250);
    expect(reconnectDelay(3, 0.5)).toBe(2000);
    expect(reconnectDelay(20, 0.5)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(20, 0)).toBe(8000);
    expect(reconnectDelay(20, 1)).toBe(12_000);
  });

  it('knows which calls act: bound channels and mutating api.call, not reads', () => {
    expect(actsOnShow('live.disconnect', {})).toBe(true);
    expect(actsOnShow('live.connect', {})).toBe(true);
    expect(actsOnShow('activity.list', {})).toBe(false);
    expect(actsOnShow('api.call', { command: 'recording.split' })).toBe(true);
    expect(actsOnShow('api.call', { command: 'video.getapps' })).toBe(false);
  });
});

process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
