/** Set-up shared by the client-against-sandbox tests: a client for a sandbox, with tiny retry delays. */
import { type ApiClient, type ApiClientOptions, createApiClient } from '../../../electron/core/client';
import { afterAll, beforeAll } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';

export function clientFor(sb: SandboxHandle, overrides: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseUrl: sb.baseUrl,
    cdn: sb.cdn,
    apiKey: sb.apiKey,
    secret: sb.secret,
    serialization: 'php',
    timeoutMs: 1500,
    connectTimeoutMs: 1000,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
    ...overrides,
  });
}

/**
 * A seeded sandbox for one test file (started before, closed after), with the first
 * ticket's key for the samples that need one. `fresh()` starts it anew (clean state).
 */
export function useSeededSandbox(): { readonly sb: SandboxHandle; readonly firstKey: string; fresh(): Promise<void> } {
  let sb: SandboxHandle | undefined;
  let firstKey = '';
  const fresh = async (): Promise<void> => {
    await sb?.close();
    sb = await startSandbox({ seed: 11, tickets: 40, attempts: 200 });
    firstKey = sb.state.tickets.list[0]!.row.key;
  };
  beforeAll(fresh);
  afterAll(async () => sb?.close());
  return {
    get sb() {
      if (sb === undefined) throw new Error('the sandbox starts in beforeAll');
      return sb;
    },
    get firstKey() {
      return firstKey;
    },
    fresh,
  };
}
