/**
 * The one connection gate of every loopback listener (web mode, the control API, and any
 * server added later). Anyone on the machine can open connections to a loopback port, so
 * a count taken before any token is read lets a process without the token fill it and
 * deny control. Here a connection that has not yet shown the token (a stranger) shares a
 * small budget (STRANGER_BUDGET) with the other strangers: it must finish its headers,
 * or, between requests, send the next one, within STRANGER_DEADLINE_MS, and when a
 * stranger arrives while the budget is full the oldest stranger is dropped, one that is
 * waiting (silent, mid-headers, idle) before one whose request is being answered. A
 * client that sends a whole request at once is answered before enough newer strangers
 * can arrive to push it out; once its token is checked (`trust`), it leaves the stranger
 * budget for its own (TRUSTED_BUDGET), which a stranger can never take. So each server
 * holds at most STRANGER_BUDGET + TRUSTED_BUDGET handles for its clients, and the rest of
 * the process's file limit stays free for the console's own writes.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

export const STRANGER_BUDGET = 16;
export const STRANGER_DEADLINE_MS = 2000;
export const TRUSTED_BUDGET = 64;
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

  arrive(socket: Socket): void {
    if (this.strangers.size >= STRANGER_BUDGET) this.evictOne();
    const s: Stranger = { busy: false, deadline: null };
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

  private evictOne(): void {
    let victim: Socket | null = null;
    for (const [socket, s] of this.strangers) {
      if (!s.busy) {
        victim = socket;
        break;
      }
      victim ??= socket;
    }
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
 * Puts `server` behind the gate. A request in flight is never timed out here: a slow
 * answer from the account must reach its caller, not be cut into "unknown".
 */
export function gateConnections(server: Server): ConnectionGate {
  const gate = new Gate();
  server.on('connection', (socket: Socket) => gate.arrive(socket));
  server.on('request', (req, res) => gate.request(req.socket, res));
  server.on('upgrade', (req) => gate.upgraded(req.socket));
  return gate;
}
