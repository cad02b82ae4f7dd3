/**
 * Web mode's server: one loopback port serving the built renderer over HTTP and the IPC
 * contract over a WebSocket. Every request and upgrade passes the guard (own Host and
 * Origin); the socket also needs the per-launch token as a subprotocol. No cookie is set.
 * Connections pass the loopback gate (loopback/gate.ts): a request carrying the
 * token, and the socket once its token is checked, are trusted; pages are strangers.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { type ConnectionGate, LOOPBACK_SERVER_OPTIONS, gateConnections } from '../loopback/gate';
import { webContentSecurityPolicy } from './csp';
import { checkRequest, checkUpgrade, type GuardConfig } from './guard';
import { serveConnection } from './socket';
import { sendStatic } from './static-files';
import { LaunchNonces, SOCKET_PROTOCOL, createToken, protocolTokens } from './token';
import type { ChannelRouter, EventFeed } from './types';

export const WS_PATH = '/mc-socket';
/** Where the page trades a launch nonce (header LAUNCH_HEADER) for the session token. */
export const LAUNCH_PATH = '/mc-launch';
export const LAUNCH_HEADER = 'x-mc-launch';
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

export interface WebServerOptions {
  rendererDir: string;
  router: ChannelRouter;
  events: EventFeed;
  /** 0 picks a free port. */
  port: number;
  /** Loopback only; checked by the caller (see cli/commands/web.ts). */
  host?: '127.0.0.1';
  /** Tests pass a fixed token; a launch makes a fresh one. */
  token?: string;
  /** The clock launch nonces expire by (tests). */
  now?: () => number;
  /** Told each time a launch nonce was traded for the token (npm start then removes its open page). */
  onLaunch?: () => void;
}

export interface WebServer {
  url: string;
  port: number;
  token: string;
  /** A one-time launch address (no token in it): valid once, for LAUNCH_TTL_MS. */
  launchUrl(): string;
  close(): Promise<void>;
}

function facts(req: IncomingMessage) {
  return { host: req.headers.host, origin: req.headers.origin, url: req.url, protocolTokens: protocolTokens(req.headers['sec-websocket-protocol']) };
}

function securityHeaders(port: number): Record<string, string> {
  return {
    'Content-Security-Policy': webContentSecurityPolicy(port),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

const STATUS_WORD = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' } as const;

function refuse(res: ServerResponse, status: 400 | 401 | 403, reason: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`${STATUS_WORD[status]}: ${reason}\n`);
}

/**
 * POST LAUNCH_PATH with the nonce in LAUNCH_HEADER: the token, once. The custom header
 * makes a cross-site request preflight (refused), and the guard has checked Host and Origin.
 */
function redeemLaunch(req: IncomingMessage, res: ServerResponse, guard: GuardConfig, launches: LaunchNonces, onLaunch: () => void): void {
  req.resume();
  const nonce = req.headers[LAUNCH_HEADER];
  if (!launches.redeem(typeof nonce === 'string' ? nonce : null)) {
    return refuse(res, 401, 'this launch address was already used or has expired; open the URL that master-control web printed');
  }
  onLaunch();
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ token: guard.token }));
}

interface Served {
  guard: GuardConfig;
  rendererDir: string;
  launches: LaunchNonces;
  onLaunch: () => void;
  gate: ConnectionGate;
}

function handleHttp(req: IncomingMessage, res: ServerResponse, { guard, rendererDir, launches, onLaunch, gate }: Served): void {
  const verdict = checkRequest(facts(req), guard);
  if (!verdict.ok) return refuse(res, verdict.status, verdict.reason);
  // The guard passed, so a token in the address is the right one.
  if (new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.has('token')) gate.trust(req.socket);
  if (req.method === 'POST' && new URL(req.url ?? '/', 'http://127.0.0.1').pathname === LAUNCH_PATH) return redeemLaunch(req, res, guard, launches, onLaunch);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const headers = securityHeaders(guard.port);
  sendStatic(res, rendererDir, new URL(req.url ?? '/', 'http://127.0.0.1').pathname, headers);
}

function rejectUpgrade(socket: Duplex, status: keyof typeof STATUS_WORD, reason: string): void {
  const text = STATUS_WORD[status];
  socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${reason}\n`);
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolvePort(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const guard: GuardConfig = { port: options.port, token: options.token ?? createToken() };
  // The page offers [SOCKET_PROTOCOL, token]; the answer names only SOCKET_PROTOCOL, so the token is never echoed.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, handleProtocols: (offered) => (offered.has(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : false) });
  wss.on('connection', (ws) => serveConnection(ws, options.router, options.events));
  const launches = new LaunchNonces(options.now);
  const server = createServer(LOOPBACK_SERVER_OPTIONS, (req, res) => handleHttp(req, res, served));
  const served: Served = { guard, rendererDir: options.rendererDir, launches, onLaunch: options.onLaunch ?? (() => {}), gate: gateConnections(server) };
  server.on('upgrade', (req, socket, head) => {
    const verdict = checkUpgrade(facts(req), guard);
    if (!verdict.ok) return rejectUpgrade(socket, verdict.status, verdict.reason);
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== WS_PATH) return rejectUpgrade(socket, 404, 'no such socket');
    served.gate.trust(socket);
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  guard.port = await listen(server, options.port);
  return {
    url: `http://127.0.0.1:${guard.port}/?token=${guard.token}`,
    port: guard.port,
    token: guard.token,
    launchUrl: () => `http://127.0.0.1:${guard.port}/?launch=${launches.create()}`,
    close: () => closeAll(server, wss),
  };
}

function closeAll(server: Server, wss: WebSocketServer): Promise<void> {
  for (const client of wss.clients) client.terminate();
  wss.close();
  server.closeAllConnections();
  return new Promise((done) => server.close(() => done()));
}
