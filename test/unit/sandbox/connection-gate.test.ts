/**
 * The sandbox's HTTP server is a loopback listener like web mode and the control API, so it
 * sits behind the same gate (electron/loopback/gate.ts): a stranger that trickles its
 * headers is dropped, and with 200 connections held open and reopened, every signed API
 * request and every admin request with the admin token (each on a new connection) is
 * answered. And no server in electron/ may listen without that gate: a `createServer` in a
 * file that does not put it behind `gateConnections` fails here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { holdOpen, timed } from '../web/hold-open';
import { signedBody } from './helpers';

const root = resolve(__dirname, '../../..');
let sb: SandboxHandle;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

/** One request on a new connection: its status (0 when the connection failed). */
function once(method: string, url: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((done) => {
    const u = new URL(url);
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method, agent: false, headers: { 'Content-Length': String(Buffer.byteLength(body)), ...headers } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', () => done(0));
    req.end(body);
  });
}

const signedCall = (): Promise<number> =>
  once('POST', sb.baseUrl, new URLSearchParams({ json: signedBody(sb, 'pushpublish.services', {}) }).toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
const adminCall = (): Promise<number> => once('GET', `${sb.adminUrl}counts`, '', { Authorization: `Bearer ${sb.adminToken}` });
const port = (): number => Number(new URL(sb.baseUrl).port);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
}

describe('the sandbox behind the loopback gate', () => {
  it('drops a stranger that trickles its headers past the deadline', async () => {
    const socket = connect(port(), '127.0.0.1');
    socket.on('error', () => {});
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString('utf8')));
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    await new Promise<void>((done) => socket.once('connect', () => done()));
    socket.write('POST /stable/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const tick = setInterval(() => socket.destroyed || socket.write('X'), 200);
    await closed;
    clearInterval(tick);
    expect(text).not.toMatch(/^HTTP\/1\.1 200/);
  }, 30_000);

  it('answers every signed request and every admin request with 200 connections held open and reopened', async () => {
    const attack = holdOpen(port(), 200);
    try {
      // The attack is on: the port has dropped strangers to keep its budget.
      await expect.poll(() => attack.reopened() > 200, { timeout: 30_000 }).toBe(true);
      const api = await timed(10, signedCall);
      const admin = await timed(10, adminCall);
      console.log(`sandbox under the hold-open attack (${attack.reopened()} reopenings): slowest signed request ${api.slowestMs.toFixed(0)} ms, admin request ${admin.slowestMs.toFixed(0)} ms`);
      expect(api.results).toEqual(Array(10).fill(200));
      expect(admin.results).toEqual(Array(10).fill(200));
      expect(api.slowestMs).toBeLessThan(1000);
      expect(admin.slowestMs).toBeLessThan(1000);
    } finally {
      attack.stop();
    }
  }, 120_000);
});

describe('every loopback listener', () => {
  it('is put behind the one gate (gateConnections) where its server is created', () => {
    const ungated: string[] = [];
    const servers: string[] = [];
    for (const file of sourceFiles(join(root, 'electron'))) {
      const text = readFileSync(file, 'utf8');
      if (!/\bcreateServer\s*\(/.test(text)) continue;
      const name = relative(root, file).replaceAll('\\', '/');
      servers.push(name);
      if (!/\bgateConnections\s*\(/.test(text)) ungated.push(name);
    }
    expect(servers).toEqual(expect.arrayContaining(['electron/web/server.ts', 'electron/control/server.ts', 'electron/sandbox/http/server.ts']));
    expect(ungated).toEqual([]);
  });
});
