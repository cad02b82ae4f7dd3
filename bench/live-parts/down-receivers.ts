/**
 * Two alert receivers that are down, for one round of the alert-down bench, each counting
 * the tries that reach it: one accepts the connection and never answers (counted by the
 * server, and by the client's `undici:client:connected` as a cross-check), one is a port
 * nothing listens on (its refusals counted from `undici:client:connectError` — the kernel
 * refuses, so no server can count them). `close` ends the hanging connections and stops
 * listening, so a try still to come is refused at once and counted too.
 */
import diagnostics from 'node:diagnostics_channel';
import { type AddressInfo, type Socket, createServer } from 'node:net';

interface ConnectMessage {
  connectParams?: { port?: string | number; hostname?: string };
}

export type DownKind = 'ntfy' | 'slack';

export interface DownReceivers {
  /** The bench round they serve. */
  round: number;
  hangingUrl: string;
  refusedUrl: string;
  /** Connections the hanging server accepted. */
  accepted(): number;
  /** Connections the client saw made to the hanging server. */
  connected(): number;
  /** Connections to either port the client saw refused. */
  refused(): number;
  /** The tries that reached the hanging target (ntfy: accepted, or refused once closed) or the refusing one (slack). */
  tries(kind: DownKind): number;
  close(): Promise<void>;
  /** Stops counting: once the delivery has settled, no try of this round is left. */
  release(): void;
}

/**
 * Listens on a port no receiver of this bench had: every round's counters stay subscribed
 * to the end, so a port given out again would have its tries counted twice.
 */
async function listening(server: ReturnType<typeof createServer>, used: Set<number>): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    if (!used.has(port)) {
      used.add(port);
      return port;
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  throw new Error('no fresh loopback port for a down alert receiver');
}

export async function downReceivers(round: number, used: Set<number>): Promise<DownReceivers> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const hanging = createServer((s) => {
    accepted++;
    sockets.add(s);
    s.on('error', () => undefined);
  });
  const hangPort = await listening(hanging, used);
  const spare = createServer();
  const refusedPort = await listening(spare, used);
  await new Promise<void>((resolve) => spare.close(() => resolve()));
  const ours = (m: unknown): number | null => {
    const port = Number((m as ConnectMessage).connectParams?.port);
    return port === hangPort || port === refusedPort ? port : null;
  };
  let connected = 0;
  const refusedAt = new Map<number, number>([[hangPort, 0], [refusedPort, 0]]);
  const onConnected = (m: unknown): void => void (ours(m) === hangPort && connected++);
  const onError = (m: unknown): void => {
    const port = ours(m);
    if (port !== null) refusedAt.set(port, (refusedAt.get(port) ?? 0) + 1);
  };
  diagnostics.subscribe('undici:client:connected', onConnected);
  diagnostics.subscribe('undici:client:connectError', onError);
  let closed = false;
  return {
    hangingUrl: `http://127.0.0.1:${hangPort}/bench-hanging-topic`,
    refusedUrl: `http://127.0.0.1:${refusedPort}/services/bench-refused`,
    round,
    accepted: () => accepted,
    connected: () => connected,
    refused: () => (refusedAt.get(hangPort) ?? 0) + (refusedAt.get(refusedPort) ?? 0),
    tries: (kind) => (kind === 'ntfy' ? accepted + (refusedAt.get(hangPort) ?? 0) : (refusedAt.get(refusedPort) ?? 0)),
    async close() {
      if (closed) return;
      closed = true;
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    },
    release() {
      diagnostics.unsubscribe('undici:client:connected', onConnected);
      diagnostics.unsubscribe('undici:client:connectError', onError);
    },
  };
}
