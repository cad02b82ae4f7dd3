/**
 * What keeps a loopback server (web mode, the control API) and the console behind it up
 * under a connection flood: at most MAX_CONNECTIONS at once, each one beyond refused at
 * once in words (503) and closed; a connection that sends nothing is dropped after 5 s,
 * one whose headers do not arrive within 10 s is dropped, and an idle keep-alive after
 * 5 s. Bounded like this, the two servers hold at most 128 file handles for their
 * clients, and the rest of the process's limit stays free for the console's own writes
 * (audit, cache, its calls to the account), which a flood must never make fail.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

export const MAX_CONNECTIONS = 64;
const IDLE_MS = 5000;
const HEADERS_MS = 10_000;

/** For `createServer`: Node's own header and keep-alive limits, checked every second (its default is every 30 s). */
export const LOOPBACK_SERVER_OPTIONS: ServerOptions = {
  headersTimeout: HEADERS_MS,
  requestTimeout: 3 * HEADERS_MS,
  keepAliveTimeout: IDLE_MS,
  connectionsCheckingInterval: 1000,
};

/** The refusal a connection beyond the cap gets, as its server words its answers. */
export interface Refusal {
  contentType: string;
  body: string;
}

/**
 * Caps `server`'s open connections and drops one that stays silent before its first
 * request. A request in flight is never timed out here: a slow answer from the account
 * must reach its caller, not be cut into "unknown".
 */
export function capConnections(server: Server, refusal: Refusal): void {
  let open = 0;
  server.on('connection', (socket: Socket) => {
    if (open >= MAX_CONNECTIONS) return refuse(socket, refusal);
    open += 1;
    socket.once('close', () => (open -= 1));
    // No 'timeout' listener on the server: Node destroys the socket when it fires.
    socket.setTimeout(IDLE_MS);
  });
  server.on('request', (req) => req.socket.setTimeout(0));
}

function refuse(socket: Socket, refusal: Refusal): void {
  const body = Buffer.from(refusal.body);
  socket.end(`HTTP/1.1 503 Service Unavailable\r\nContent-Type: ${refusal.contentType}\r\nContent-Length: ${body.length}\r\nRetry-After: 5\r\nConnection: close\r\n\r\n${refusal.body}`);
  socket.destroySoon();
}
