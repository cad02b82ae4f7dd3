/**
 * Two alert receivers that are down, for one round of the alert-down bench: one accepts the
 * connection and never answers (its connections counted by the server, and by the client's
 * `undici:client:connected` as a cross-check), one is a port nothing listens on (refused
 * connects counted from `undici:client:connectError` — the kernel refuses, no server can
 * count them). The tries are the requests the client made to each port
 * (`undici:request:create`): connects are not tries, since undici connects once more on its
 * own just after a request is aborted (a try timing out), and that connect is refused. `stopListening` at the round's end leaves the
 * connection being tried to time out as it would (ending it then would race with undici,
 * which opens a new connection for a request whose socket closed before it was sent — one
 * try, two connections) while a try still to come is refused at once and counted too.
 */
import diagnostics from 'node:diagnostics_channel';
import { type AddressInfo, type Socket, createServer } from 'node:net';

interface ClientMessage {
  connectParams?: { port?: string | number };
  request?: { origin?: string };
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
  /** Requests made to the hanging target (ntfy) or the refusing one (slack): its tries. */
  tries(kind: DownKind): number;
  stopListening(): void;
  /** Ends the hanging connections (after the delivery has settled) and stops counting. */
  close(): Promise<void>;
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
    const { connectParams, request } = m as ClientMessage;
    const port = connectParams === undefined ? Number(request?.origin?.replace(/^.*:/, '')) : Number(connectParams.port);
    return port === hangPort || port === refusedPort ? port : null;
  };
  let connected = 0;
  const refusedAt = new Map<number, number>([[hangPort, 0], [refusedPort, 0]]);
  const onConnected = (m: unknown): void => void (ours(m) === hangPort && connected++);
  const onError = (m: unknown): void => {
    const port = ours(m);
    if (port !== null) refusedAt.set(port, (refusedAt.get(port) ?? 0) + 1);
  };
  const requests = new Map<number, number>([[hangPort, 0], [refusedPort, 0]]);
  const onRequest = (m: unknown): void => {
    const port = ours(m);
    if (port !== null) requests.set(port, (requests.get(port) ?? 0) + 1);
  };
  diagnostics.subscribe('undici:request:create', onRequest);
  diagnostics.subscribe('undici:client:connected', onConnected);
  diagnostics.subscribe('undici:client:connectError', onError);
  let closed = false;
  const closing = new Promise<void>((resolve) => hanging.once('close', () => resolve()));
  return {
    hangingUrl: `http://127.0.0.1:${hangPort}/bench-hanging-topic`,
    refusedUrl: `http://127.0.0.1:${refusedPort}/services/bench-refused`,
    round,
    accepted: () => accepted,
    connected: () => connected,
    refused: () => (refusedAt.get(hangPort) ?? 0) + (refusedAt.get(refusedPort) ?? 0),
    tries: (kind) => requests.get(kind === 'ntfy' ? hangPort : refusedPort) ?? 0,
    stopListening() {
      if (hanging.listening) hanging.close();
    },
    async close() {
      if (closed) return;
      closed = true;
      if (hanging.listening) hanging.close();
      for (const s of sockets) s.destroy();
      await closing;
      diagnostics.unsubscribe('undici:client:connected', onConnected);
      diagnostics.unsubscribe('undici:client:connectError', onError);
      diagnostics.unsubscribe('undici:request:create', onRequest);
    },
  };
}
