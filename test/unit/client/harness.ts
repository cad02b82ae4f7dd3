/** Shared set-up for client tests: one profile's credentials and a client pointed at a fault server. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type ApiClient, type ApiClientOptions, createApiClient } from '../../../electron/core/client';
import { type FaultServer, startFaultServer } from './fault-server';

export const SECRET = 'test-signing-secret-0123456789';
export const API_KEY = 'test-api-key-abcdef';
export const CDN = 4242;

const open: ApiClient[] = [];

/**
 * A client with tiny retry delays (no timed assertions depend on them) and a response
 * timeout far past any answer on a loaded machine: a test about timeouts sets its own.
 */
export function makeClient(baseUrl: string, overrides: Partial<ApiClientOptions> = {}): ApiClient {
  const client = createApiClient({
    baseUrl,
    cdn: CDN,
    apiKey: API_KEY,
    secret: SECRET,
    serialization: 'php',
    timeoutMs: 20_000,
    retry: { baseDelayMs: 1, maxDelayMs: 4 },
    ...overrides,
  });
  open.push(client);
  return client;
}

/** Closes every client made so far (their kept-alive sockets). */
export function closeClients(): void {
  for (const c of open.splice(0)) c.close();
}

/**
 * One fault server for the test file: started before the first test, reset (and every
 * client closed) after each, stopped at the end. `use` receives it once it listens.
 */
export function withFaultServer(use: (server: FaultServer) => void): void {
  let server: FaultServer;
  beforeAll(async () => {
    server = await startFaultServer(SECRET);
    use(server);
  });
  afterEach(() => {
    server.reset();
    closeClients();
  });
  afterAll(() => server.close());
}

/** Resolves once `server` has read `n` requests; past 10 s it fails, saying how many it read. */
export async function receivedCount(server: FaultServer, n: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (server.count() < n) {
    if (Date.now() > deadline) throw new Error(`Waited 10 s for the server to read ${String(n)} request(s); it read ${String(server.count())}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}
