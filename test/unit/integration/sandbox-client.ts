/** Set-up shared by the client-against-sandbox tests: a client for a sandbox, with tiny retry delays. */
import { type ApiClient, type ApiClientOptions, createApiClient } from '../../../electron/core/client';
import type { SandboxHandle } from '../../../electron/sandbox';

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
