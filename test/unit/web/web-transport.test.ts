import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { contractChannelNames } from '../../../shared/ipc/contract';
import { ok, type IpcResult } from '../../../shared/ipc/define';
import type { McEvent } from '../../../shared/ipc/events';
import { LAUNCH_HEADER as SERVER_LAUNCH_HEADER, LAUNCH_PATH as SERVER_LAUNCH_PATH, startWebServer, WS_PATH, type WebServer } from '../../../electron/web/server';
import { createWebTransport, SOCKET_PATH, type WebTransport } from '../../../renderer/src/bridge/web-transport';
import { LAUNCH_HEADER, LAUNCH_PATH } from '../../../renderer/src/bridge/page-token';

const token = 'transport-test-token';
const dir = mkdtempSync(join(tmpdir(), 'mc-wt-'));
writeFileSync(join(dir, 'index.html'), '<h1>x</h1>');
const listeners = new Set<(e: McEvent) => void>();
const events = { subscribe: (l: (e: McEvent) => void) => (listeners.add(l), () => listeners.delete(l)) };
const never = new Promise<IpcResult<unknown>>(() => {});
/** app.connection never answers: the calls of it main has received, so a test knows one is in flight. */
let unanswered = 0;
const router = {
  dispatch: async (channel: string, input: unknown) => {
    if (channel !== 'app.connection') return ok({ channel, input });
    unanswered += 1;
    return never;
  },
};

let servers: WebServer[] = [];
let transports: WebTransport[] = [];
async function serve(port = 0): Promise<WebServer> {
  const s = await startWebServer({ rendererDir: dir, router, events, port, token });
  servers.push(s);
  return s;
}
function connect(server: WebServer): WebTransport {
  const t = createWebTransport({ url: `ws://127.0.0.1:${server.port}${SOCKET_PATH}`, token, WebSocketImpl: WebSocket as unknown as typeof globalThis.WebSocket });
  transports.push(t);
  return t;
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

afterEach(async () => {
  transports.forEach((t) => t.close());
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  transports = [];
});

describe('web transport', () => {
  it('uses the socket path the server listens on, and its launch path and header', () => {
    expect(SOCKET_PATH).toBe(WS_PATH);
    expect(LAUNCH_PATH).toBe(SERVER_LAUNCH_PATH);
    expect(LAUNCH_HEADER.toLowerCase()).toBe(SERVER_LAUNCH_HEADER);
  });

  it('offers one function per contract channel and events.subscribe, nothing generic', async () => {
    const t = connect(await serve());
    const names = Object.entries(t.bridge).flatMap(([area, fns]) => Object.keys(fns).map((n) => `${area}.${n}`));
    expect(names.sort()).toEqual([...contractChannelNames(), 'events.subscribe'].sort());
    expect(t.bridge).not.toHaveProperty('invoke');
  });

  it('carries calls made before the socket opens, and their answers by id', async () => {
    const t = connect(await serve());
    const [a, b] = await Promise.all([t.bridge.app.info({}), t.bridge.activity.list({ limit: 3 })]);
    expect(a).toEqual({ ok: true, value: { channel: 'app.info', input: {} } });
    expect(b).toEqual({ ok: true, value: { channel: 'activity.list', input: { limit: 3 } } });
    expect(t.state()).toBe('open');
  });

  it('delivers pushed events to subscribers until they unsubscribe', async () => {
    const t = connect(await serve());
    await t.bridge.app.info({});
    const seen: McEvent[] = [];
    const off = t.bridge.events.subscribe((e) => seen.push(e));
    listeners.forEach((l) => l({ type: 'accounts.changed' }));
    await until(() => seen.length === 1);
    off();
    // A subscriber that stays: once it has the next event, the one that left would have had it too.
    const stayed: McEvent[] = [];
    t.bridge.events.subscribe((e) => stayed.push(e));
    listeners.forEach((l) => l({ type: 'accounts.changed' }));
    await until(() => stayed.length === 1);
    expect(stayed).toHaveLength(1);
    expect(seen).toEqual([{ type: 'accounts.changed' }]);
  });

  it('resolves a call in flight to outcome_unknown when the socket drops, says so, and reconnects', async () => {
    const first = await serve();
    const t = connect(first);
    await t.bridge.app.info({});
    const seen: McEvent[] = [];
    t.bridge.events.subscribe((e) => seen.push(e));
    const before = unanswered;
    const running = t.bridge.app.connection({});
    await until(() => unanswered > before); // main has the call: it is in flight
    expect(unanswered).toBe(before + 1);
    await first.close();
    const result = await running;
    expect(result).toMatchObject({ ok: false, error: { kind: 'outcome_unknown', cause: 'connection_reset' } });
    expect(t.state()).toBe('lost');
    expect(seen).toContainEqual(expect.objectContaining({ type: 'notice', level: 'error', title: 'Connection to the console service lost' }));

    const waiting = t.bridge.app.info({});
    await serve(first.port);
    expect(await waiting).toEqual({ ok: true, value: { channel: 'app.info', input: {} } });
    expect(t.state()).toBe('open');
    expect(seen).toContainEqual(expect.objectContaining({ type: 'notice', title: 'Connection to the console service restored' }));
  });

  it('answers calls after close() as not sent', async () => {
    const t = connect(await serve());
    t.close();
    expect(await t.bridge.app.info({})).toMatchObject({ ok: false, error: { kind: 'network_not_sent' } });
  });
});

process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
