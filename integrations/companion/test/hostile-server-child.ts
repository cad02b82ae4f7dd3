/**
 * A hostile server for the module's trust tests, in a process of its own so the module's
 * memory is measured alone: `node bin/run-ts.mjs …/hostile-server-child.ts MODE [TOKEN]` prints
 * `{"port", "logPort", "otherPort"}`. It holds the port the module dials and misbehaves as
 * MODE says; with TOKEN it proves itself like the console would (a console gone wrong),
 * without it it is an impostor. GET /log on logPort returns every request and socket
 * message it received (headers and bodies), and how many reached otherPort (the redirect
 * target), and how many token-bearing requests came on a connection that had not just
 * carried a proof (`tokenOffProven`).
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { proofOf } from '../../../electron/control/challenge';

const [mode = 'impostor', token = ''] = process.argv.slice(2);
const seen: Array<{ path: string; headers: IncomingMessage['headers']; body: string }> = [];
const messages: string[] = [];
let otherHits = 0;
/** Connections that carried a valid proof, and token-bearing requests that came on any other. */
const provenSockets = new WeakSet<object>();
let tokenOffProven = 0;
let stateReads = 0;

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(MB, 0x20);
const good = { account: { id: 'a', name: 'Hostile', rehearsal: false }, destinations: [{ id: 501, name: 'Main', state: 'live', liveSince: null, reason: null }], f9: null, standby: null, armed: [], link: 'ok', stale: false, groups: [] };

/** `mb` megabytes of one JSON string, chunked with no length, written as fast as the socket takes them. */
function flood(res: ServerResponse, mb: number): void {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.write('{"pad":"');
  let left = mb;
  const more = (): void => {
    while (left > 0) {
      left -= 1;
      if (!res.write(CHUNK)) return void res.once('drain', more);
    }
    res.end('"}');
  };
  res.on('close', () => (left = 0));
  more();
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const other = createServer((_req, res) => {
  otherHits += 1;
  json(res, 200, good);
});

function challenge(req: IncomingMessage, res: ServerResponse, port: number): void {
  const nonce = String(req.headers['x-control-challenge'] ?? '');
  if (mode === 'redirect-all') return json(res, 302, {}, { Location: `http://127.0.0.1:${String(otherPort())}/v1/challenge` });
  if (mode === 'huge-challenge') return flood(res, 300);
  if (mode === 'relay') return json(res, 200, { proof: proofOf(token, port + 1, nonce) });
  if (!token) return json(res, 200, { proof: 'ab'.repeat(32) });
  provenSockets.add(req.socket);
  // The console going away right after its proof: the next request needs a new connection.
  json(res, 200, { proof: proofOf(token, port, nonce) }, mode === 'close-after-proof' ? { Connection: 'close' } : {});
}

function state(res: ServerResponse): void {
  stateReads += 1;
  if (mode === 'prove-then-redirect') return json(res, 302, {}, { Location: `http://127.0.0.1:${String(otherPort())}/v1/state` });
  if (mode === 'huge-state') return flood(res, 300);
  if (mode === 'malformed' && stateReads === 1) return json(res, 200, { destinations: 5 });
  json(res, 200, good);
}

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    seen.push({ path: req.url ?? '', headers: req.headers, body });
    if (req.headers.authorization !== undefined && !provenSockets.has(req.socket)) tokenOffProven += 1;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/v1/challenge') return challenge(req, res, (server.address() as AddressInfo).port);
    if (path === '/v1/state') return state(res);
    json(res, 202, { armId: 'a1', expiresInMs: 5000, action: 'x' });
  });
});

const wss = new WebSocketServer({ server, path: '/v1/events' });
wss.on('connection', (ws) => {
  ws.on('message', (raw) => {
    messages.push(String(raw));
    if (mode === 'huge-frame') return ws.send(Buffer.alloc(90 * MB, 0x20));
    ws.send(JSON.stringify({ type: 'snapshot', seq: 1, state: good }));
    if (mode === 'bad-event') ws.send(JSON.stringify({ type: 'change', seq: 2, changes: { destinations: 5 } }));
  });
});

const log = createServer((_req, res) => json(res, 200, { seen, messages, otherHits, tokenOffProven }));
const otherPort = () => (other.address() as AddressInfo).port;
const listening = (s: ReturnType<typeof createServer>) => new Promise<number>((r) => s.listen(0, '127.0.0.1', () => r((s.address() as AddressInfo).port)));
const ports = { port: await listening(server), logPort: await listening(log), otherPort: await listening(other) };
process.stdout.write(`${JSON.stringify(ports)}\n`);
