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

export interface DownReceivers {
  hangingUrl: string;
  refusedUrl: string;
  /** Connections the hanging server accepted. */
  accepted(): number;
  /** Connections the client saw made to the hanging server. */
  connected(): number;
  /** Connections to either port the client saw refused. */
  refused(): number;
  close(): Promise<void>;
  /** Stops counting: once the delivery has settled, no try of this round is left. */
  release(): void;
}

async function listening(server: ReturnType<typeof createServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export async function downReceivers(): Promise<DownReceivers> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const hanging = createServer((s) => {
    accepted++;
    sockets.add(s);
    s.on('error', () => undefined);
  });
  const hangPort = await listening(hanging);
  const spare = createServer();
  const refusedPort = await listening(spare);
  await new Promise<void>((resolve) => spare.close(() => resolve()));
  const ours = (m: unknown): number | null => {
    const port = Number((m as ConnectMessage).connectParams?.port);
    return port === hangPort || port === refusedPort ? port : null;
  };
  let connected = 0;
  let refused = 0;
  const onConnected = (m: unknown): void => void (ours(m) === hangPort && connected++);
  const onError = (m: unknown): void => void (ours(m) !== null && refused++);
  diagnostics.subscribe('undici:client:connected', onConnected);
  diagnostics.subscribe('undici:client:connectError', onError);
  let closed = false;
  return {
    hangingUrl: `http://127.0.0.1:${hangPort}/bench-hanging-topic`,
    refusedUrl: `http://127.0.0.1:${refusedPort}/services/bench-refused`,
    accepted: () => accepted,
    connected: () => connected,
    refused: () => refused,
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
