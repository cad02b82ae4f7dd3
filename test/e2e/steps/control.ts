/**
 * A control surface for specs on the `mc` fixture: the arguments that turn the control API
 * on (every scope), and calls to it with the address and token the web process printed.
 */
import type { Mc } from '../fixtures';

/** For `test.use({ mcArgs: CONTROL_ARGS })`: the control API on a free port, every scope allowed. */
export const CONTROL_ARGS = ['--control-port', '0', '--control-scopes', 'read,operate,destructive'];

/** Calls the running control API as the surface `client` (with a JSON body if given); gives the status and the JSON answer. */
export function controlApi(mc: Mc, client = 'Stream Deck e2e') {
  // The process's first line: its addresses, the control API's among them.
  const line = mc.logs().split('\n').find((l) => l.startsWith('{') && l.includes('"control"'));
  if (line === undefined) throw new Error('the web process printed no control API: start it with CONTROL_ARGS');
  const { url, token } = (JSON.parse(line) as { control: { url: string; token: string } }).control;
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const headers = { Authorization: `Bearer ${token}`, 'X-Client-Name': client, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) };
    const res = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}
