/**
 * Runs `run` when the browser is next idle, or after `timeoutMs` on a page that never is
 * (a busy page still gets it); returns the cancel. Engines without requestIdleCallback run
 * it on the next task.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}
