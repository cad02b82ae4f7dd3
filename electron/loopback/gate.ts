/**
 * The one connection gate of every loopback listener (web mode, the control API, the sandbox, and any
 * server added later). Anyone on the machine can open connections to a loopback port, so
 * a count taken before any token is read lets a process without the token fill it and
 * deny control. Here a connection that has not yet shown the token (a stranger) must
 * finish its headers, or, between requests, send the next one, within
 * STRANGER_DEADLINE_MS; strangers share a small budget (STRANGER_BUDGET), and when one
 * more arrives while it is full the oldest waiting stranger (silent, mid-headers, idle)
 * is dropped. A newcomer is not dropped in its first ARRIVAL_GRACE_MS (unless
 * STRANGER_CEILING strangers are held): at accept time a client about to send its whole
 * request looks like one that never will, so without that grace a flood of reopened
 * connections would push it out before its first bytes were read. Once its token is
 * checked (`trust`) a connection leaves the strangers for its own budget
 * (TRUSTED_BUDGET), which a stranger can never take. So each server holds at most
 * STRANGER_CEILING + TRUSTED_BUDGET handles for its clients, and the rest of the
 * process's file limit stays free for the console's own writes.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

export const STRANGER_BUDGET = 16;
export const STRANGER_DEADLINE_MS = 2000;
export const TRUSTED_BUDGET = 64;
export const ARRIVAL_GRACE_MS = 500;
export const STRANGER_CEILING = 256;
const IDLE_MS = 5000;
const HEADERS_MS = 10_000;

/** For `createServer`: Node's own limits for trusted clients (keep-alive, slow headers), checked every second. */
export const LOOPBACK_SERVER_OPTIONS: ServerOptions = {
  headersTimeout: HEADERS_MS,
  requestTimeout: 3 * HEADERS_MS,
  keepAliveTimeout: IDLE_MS,
  connectionsCheckingInterval: 1000,
};

interface Stranger {
  arrived: number;
  /** A request of it is being answered. */
  busy: boolean;
  deadline: ReturnType<typeof setTimeout> | null;
}

/** What a server tells the gate: this connection showed the valid token. */
export interface ConnectionGate {
  /** Moves `socket` to the trusted budget; while that is full it stays a stranger (still served). */
  trust(socket: Socket | object): void;
}

class Gate implements ConnectionGate {
  /** In arrival order: the first is the oldest. */
  private readonly strangers = new Map<Socket, Stranger>();
  private readonly trusted = new Set<Socket>();

  constructor(private readonly now: () => number) {}

  arrive(socket: Socket): void {
    if (this.strangers.size >= STRANGER_BUDGET) this.evictOne();
    const s: Stranger = { arrived: this.now(), busy: false, deadline: null };
    this.strangers.set(socket, s);
    this.wait(socket, s);
    socket.once('close', () => {
      this.forget(socket);
      this.trusted.delete(socket);
    });
  }

  /** A request's headers are in: a stranger is not timed out while it is answered. */
  request(socket: Socket, done: { once(event: 'close', fn: () => void): unknown }): void {
    const s = this.strangers.get(socket);
    if (s === undefined) return;
    this.clear(s);
    s.busy = true;
    done.once('close', () => {
      const still = this.strangers.get(socket);
      if (still === undefined) return;
      still.busy = false;
      this.wait(socket, still);
    });
  }

  /** Upgraded to a WebSocket: a stranger has the same deadline to show its token. */
  upgraded(socket: Socket): void {
    const s = this.strangers.get(socket);
    if (s === undefined) return;
    s.busy = false;
    this.wait(socket, s);
  }

  trust(socket: Socket | object): void {
    const sock = socket as Socket;
    if (this.trusted.has(sock) || this.trusted.size >= TRUSTED_BUDGET || !this.strangers.has(sock)) return;
    this.forget(sock);
    this.trusted.add(sock);
  }

  /** The oldest waiting stranger past its grace; at the ceiling, the oldest waiting one, else the oldest. */
  private evictOne(): void {
    const graceEnds = this.now() - ARRIVAL_GRACE_MS;
    let victim: Socket | null = null;
    let fallback: Socket | null = null;
    for (const [socket, s] of this.strangers) {
      if (!s.busy && s.arrived <= graceEnds) {
        victim = socket;
        break;
      }
      if (fallback === null || (!s.busy && this.strangers.get(fallback)!.busy)) fallback = socket;
    }
    if (victim === null && this.strangers.size >= STRANGER_CEILING) victim = fallback;
    if (victim === null) return;
    this.forget(victim);
    victim.destroy();
  }

  private wait(socket: Socket, s: Stranger): void {
    this.clear(s);
    s.deadline = setTimeout(() => socket.destroy(), STRANGER_DEADLINE_MS);
    s.deadline.unref();
  }

  private clear(s: Stranger): void {
    if (s.deadline !== null) clearTimeout(s.deadline);
    s.deadline = null;
  }

  private forget(socket: Socket): void {
    const s = this.strangers.get(socket);
    if (s !== undefined) this.clear(s);
    this.strangers.delete(socket);
  }
}

/**
 * Puts `server` behind the gate (`now`, a monotonic clock in ms, for tests). A request in flight is never timed out here: a slow
 * answer from the account must reach its caller, not be cut into "unknown".
 */
export function gateConnections(server: Server, now: () => number = () => performance.now()): ConnectionGate {
  const gate = new Gate(now);
  server.on('connection', (socket: Socket) => gate.arrive(socket));
  server.on('request', (req, res) => gate.request(tcpOf(req.socket), res));
  server.on('upgrade', (req) => gate.upgraded(tcpOf(req.socket)));
  return { trust: (socket) => gate.trust(tcpOf(socket as Socket)) };
}

/**
 * The TCP connection under a request's socket. Over TLS (the shared show's listener), a
 * request arrives on a TLSSocket wrapped around the connection the gate counted at accept,
 * before any handshake (so a stranger that never finishes one is timed out like any other);
 * Node keeps that connection as the TLSSocket's `_parent`.
 */
function tcpOf(socket: Socket): Socket {
  return (socket as Socket & { _parent?: unknown })._parent instanceof Object ? ((socket as unknown as { _parent: Socket })._parent) : socket;
}
