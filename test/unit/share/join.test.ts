/**
 * `master-control web --join`: the host's certificate is pinned to the invitation's
 * fingerprint. A wrong one refuses to join before anything is sent (not the code); the
 * right one trades the code for a token and forwards channels and events to the host. The
 * host here is a local TLS server with a throwaway certificate (openssl), speaking the agreed
 * wire (shared/domain/share/invitation.ts).
 */
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { formatInvitation } from '../../../shared/domain/share/invitation';
import type { McEvent } from '../../../shared/ipc/events';
import { joinShow } from '../../../electron/web/join/join';
import { parseWebArgs } from '../../../electron/cli/commands/web-args';

const dir = mkdtempSync(join(tmpdir(), 'mc-join-'));
execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'c.pem'), '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
const cert = readFileSync(join(dir, 'c.pem'));
const rightFp = new X509Certificate(cert).fingerprint256.replace(/:/g, '').toLowerCase();
const CODE = 'abcdefghijklmnop0123';
const TOKEN = 'guest-token-ana';

let server: Server;
let port = 0;
const requests: string[] = [];
let wss: WebSocketServer;
let used = false;
beforeAll(async () => {
  server = createServer({ key: readFileSync(join(dir, 'k.pem')), cert }, (req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push(`${req.method} ${req.url} ${body}`);
      const code = (JSON.parse(body || '{}') as { code?: string }).code;
      if (code !== CODE) return void res.writeHead(401).end();
      if (used) return void res.writeHead(410).end();
      used = true;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ token: TOKEN, person: { id: 'g-ana', name: 'Ana', role: 'operate', address: '127.0.0.1' } }));
    });
  });
  wss = new WebSocketServer({ server, path: '/socket', handleProtocols: (p) => (p.has(`mc.token.${TOKEN}`) ? 'mc.v1' : false) });
  wss.on('connection', (ws) => {
    ws.send(JSON.stringify({ event: { type: 'accounts.changed' }, seq: 1 }));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { id: number; channel: string; input: unknown };
      ws.send(JSON.stringify({ id: m.id, result: { ok: true, value: { host: 'answered', channel: m.channel, input: m.input } } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  wss.close();
  await new Promise((r) => server.close(r));
});

const link = (fingerprint: string, code = CODE) => formatInvitation({ host: '127.0.0.1', port, code, fingerprint });

describe('joining a shared show', () => {
  it('a wrong fingerprint refuses to join, in words, before the code is sent', async () => {
    const wrong = 'ab'.repeat(32);
    await expect(joinShow(link(wrong))).rejects.toThrow(
      `Refused to join: the certificate of 127.0.0.1:${port} is not the one in the invitation (it has fingerprint ${rightFp}; the invitation says ${wrong}).`,
    );
    expect(requests).toEqual([]);
  });

  it('the right fingerprint trades the code for a token and forwards channels and events to the host', async () => {
    const joined = await joinShow(link(rightFp));
    expect(joined.person.name).toBe('Ana');
    expect(requests).toEqual([`POST /share/redeem {"code":"${CODE}"}`]);
    const seen: McEvent[] = [];
    joined.show.subscribe((e) => seen.push(e));
    expect(await joined.show.dispatch('session.me', {})).toEqual({ ok: true, value: { host: 'answered', channel: 'session.me', input: {} } });
    joined.show.close();
  });

  it('a used invitation is refused in words', async () => {
    await expect(joinShow(link(rightFp))).rejects.toThrow('Could not join: this invitation has expired or was already used. Ask the host for a new one.');
  });

  it('web mode takes --join', () => {
    expect(parseWebArgs(['--join', link(rightFp)], {}).join).toBe(link(rightFp));
  });
});
