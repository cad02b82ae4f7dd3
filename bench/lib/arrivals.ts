/**
 * When the sandbox (in this process) finished reading each request of a command: what the
 * latency benches time to. The sandbox counts a request right after reading it, so the
 * count is checked just after each /stable/ request ends (setImmediate runs after the
 * sandbox's own read completes); a request of another command (a poll) is passed over.
 */
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

export function arrivals(counts: () => Record<string, number>, command: string) {
  let seen = counts()[command] ?? 0;
  let waiter: ((at: number) => void) | null = null;
  const onStart = (message: unknown): void => {
    const { request } = message as { request: IncomingMessage };
    if (!request.url?.startsWith('/stable/')) return;
    request.once('end', () => {
      const at = performance.now();
      setImmediate(() => {
        const now = counts()[command] ?? 0;
        if (now === seen) return; // another command (a poll)
        seen = now;
        waiter?.(at);
        waiter = null;
      });
    });
  };
  diagnostics.subscribe('http.server.request.start', onStart);
  return {
    next(timeoutMs: number): Promise<number> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the sandbox did not receive ${command} within ${timeoutMs} ms`)), timeoutMs);
        waiter = (at) => {
          clearTimeout(timer);
          resolve(at);
        };
      });
    },
    close: () => diagnostics.unsubscribe('http.server.request.start', onStart),
  };
}

export type Arrivals = ReturnType<typeof arrivals>;
