/** Shared set-up for client tests: one profile's credentials and a client pointed at a fault server. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type ApiClient, type ApiClientOptions, createApiClient } from '../../../electron/core/client';
import { type FaultServer, startFaultServer } from './fault-server';

export const SECRET = 'test-signing-secret-0123456789';
export const API_KEY = 'test-api-key-abcdef';
export const CDN = 4242;

const open: ApiClient[] = [];

/** A client with tiny retry delays (no timed assertions depend on them). */
export function makeClient(baseUrl: string, overrides: Partial<ApiClientOptions> = {}): ApiClient {
  const client = createApiClient({
    baseUrl,
    cdn: CDN,
    apiKey: API_KEY,
    secret: SECRET,
    serialization: 'php',
    timeoutMs: 2000,
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
