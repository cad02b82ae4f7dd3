/**
 * A host for the share tests: the real core services over the in-process sandbox, web mode's
 * own server, the control API and the shared show's HTTPS listener, all on loopback.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as tlsConnect } from 'node:tls';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { bootServices, type Booted } from '../../../electron/cli/boot';
import { controlServer } from '../../../electron/control/server';
import { shareHost } from '../../../electron/share/host';
import { startWebServer, WS_PATH, type WebServer } from '../../../electron/web/server';
import { SOCKET_PROTOCOL } from '../../../electron/web/token';
import { SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import { parseInvitation } from '../../../shared/domain/share/invitation';
import type { Role } from '../../../shared/domain/share/person';
import type { ShareSettings } from '../../../shared/ipc/share';
import { memoryStore } from '../gateway/helpers';

export const rendererDir = join(__dirname, '../../../out/renderer');

export interface Host {
  booted: Booted;
  web: WebServer;
  skew: { ms: number };
  share: ShareSettings;
  sharePort(): number;
  dispatch(channel: string, input: unknown): Promise<unknown>;
  invite(name: string, role: Role, minutes?: number): Promise<{ invitation: string; code: string; personId: string }>;
  redeem(code: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  join(name: string, role: Role): Promise<{ token: string; personId: string }>;
  sent(command: string): number;
  close(): Promise<void>;
}

export async function startHost(): Promise<Host> {
  const skew = { ms: 0 };
  const booted = await bootServices({
    dataDir: await mkdtemp(join(tmpdir(), 'mc-share-')), mode: 'web', version: 't', sandboxSeed: 7,
    secretStore: memoryStore(), logSink: () => {}, controlServer, shareServer: shareHost(rendererDir), clock: { now: () => Date.now() + skew.ms },
  });
  const dispatch = async (channel: string, input: unknown): Promise<unknown> => {
    const r = await booted.services.router.dispatch(channel, input, SANDBOX_PROFILE_ID);
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value;
  };
  await dispatch('accounts.setActive', { id: SANDBOX_PROFILE_ID });
  const web = await startWebServer({ rendererDir, router: booted.services.router, events: booted.services.events, port: 0 });
  const share = (await dispatch('share.configure', { enabled: true, address: '127.0.0.1', port: 0 })) as ShareSettings;
  const h: Host = {
    booted, web, skew, share,
    sharePort: () => Number(new URL(h.share.url!).port),
    dispatch,
    async invite(name, role, minutes = 10) {
      const v = (await dispatch('share.invite', { name, role, minutes })) as { invitation: string; personId: string };
      const parsed = parseInvitation(v.invitation);
      if (!parsed.ok) throw new Error(parsed.reason);
      return { ...v, code: parsed.invitation.code };
    },
    redeem: (code) => httpsJson(h.sharePort(), 'POST', '/share/redeem', { code }),
    async join(name, role) {
      const inv = await h.invite(name, role);
      const r = await h.redeem(inv.code);
      if (r.status !== 200) throw new Error(`redeem answered ${r.status}`);
      return { token: r.body.token as string, personId: inv.personId };
    },
    sent: (command) => booted.sandbox.counts()[command] ?? 0,
    close: async () => (await web.close(), await booted.dispose()),
  };
  return h;
}

export function httpsJson(port: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const req = httpsRequest({ host: '127.0.0.1', port, method, path, rejectUnauthorized: false, headers: { Host: `127.0.0.1:${port}`, ...(text ? { 'Content-Type': 'application/json' } : {}), ...headers } }, (res) => {
      let data = '';
      res.on('data', (c: Buffer) => (data += c.toString()));
      res.on('end', () => {
        let parsed: Record<string, unknown> = {};
        try {
          parsed = data ? (JSON.parse(data) as Record<string, unknown>) : {};
        } catch {
          parsed = { text: data };
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** The SHA-256 of the certificate the listener presents, as the guest sees it. */
export function presentedFingerprint(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
      resolve(s.getPeerCertificate().fingerprint256.replace(/:/g, '').toLowerCase());
      s.end();
    });
    s.on('error', reject);
  });
}

export interface GuestSocket {
  ws: WebSocket;
  call(channel: string, input: unknown, account?: string): Promise<{ ok: boolean; value?: unknown; error?: { kind: string; message: string } }>;
  events: Array<{ type: string }>;
}

/** A guest's console socket, or the upgrade's HTTP status when it was refused. */
export function guestSocket(port: number, token: string, path = '/socket'): Promise<GuestSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`wss://127.0.0.1:${port}${path}`, [SOCKET_PROTOCOL, `mc.token.${token}`], { rejectUnauthorized: false });
    ws.once('unexpected-response', (_req, res) => (res.resume(), resolve(res.statusCode ?? 0)));
    ws.once('error', (err) => reject(err));
    ws.once('open', () => {
      let next = 1;
      const waiting = new Map<number, (r: never) => void>();
      const events: Array<{ type: string }> = [];
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw)) as { id?: number; result?: never; event?: { type: string } };
        if (m.event) events.push(m.event);
        else if (m.id !== undefined) waiting.get(m.id)?.(m.result!);
      });
      resolve({
        ws, events,
        call: (channel, input, account = SANDBOX_PROFILE_ID) => new Promise((done) => {
          const id = next++;
          waiting.set(id, done as never);
          ws.send(JSON.stringify({ id, channel, input, account }));
        }),
      });
    });
  });
}

/** The host's own web-mode socket answers app.info. */
export function hostWebAnswers(web: WebServer): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${web.port}${WS_PATH}`, [SOCKET_PROTOCOL, `mc.token.${web.token}`], { headers: { Origin: `http://127.0.0.1:${web.port}` } });
    ws.once('error', () => resolve(false));
    ws.once('open', () => ws.send(JSON.stringify({ id: 1, channel: 'app.info', input: {} })));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { id?: number; result?: { ok: boolean } };
      if (m.id !== 1) return;
      resolve(m.result?.ok === true);
      ws.close();
    });
  });
}

/** The host's control API answers GET /v1/state with 200. */
export function controlAnswers(url: string, token: string): Promise<number> {
  return new Promise((resolve) => {
    const u = new URL(url);
    const req = httpRequest({ host: '127.0.0.1', port: Number(u.port), path: '/v1/state', headers: { Authorization: `Bearer ${token}` } }, (res) => (res.resume(), resolve(res.statusCode ?? 0)));
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** Polls a condition (never a fixed sleep) until it holds or `ms` runs out; answers how long it took. */
export async function until(ok: () => boolean | Promise<boolean>, ms: number): Promise<number> {
  const t0 = performance.now();
  while (!(await ok())) {
    if (performance.now() - t0 > ms) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setImmediate(r));
  }
  return performance.now() - t0;
}
