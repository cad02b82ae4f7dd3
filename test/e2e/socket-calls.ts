/** Contract calls straight over the web-mode socket, as main sees them (no renderer in between). */
import type { Page } from '@playwright/test';

/** The per-launch token of a web-mode URL (the page drops it from its address bar at once). */
export const tokenOf = (url: string): string => new URL(url).searchParams.get('token')!;

/**
 * Sends raw `{id, channel, input, account?}` messages over a fresh socket from the page,
 * authenticated as the console's own socket is (the token as a subprotocol); returns the
 * results in order.
 */
export function callsFromPage(page: Page, calls: Array<[string, unknown, string?]>, token: string): Promise<unknown[]> {
  return page.evaluate(async ([list, token]) => {
    const ws = new WebSocket(`ws://${location.host}/mc-socket`, ['mc.v1', `mc.token.${token}`]);
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onclose = (e) => reject(new Error(`the console socket closed before opening (code ${e.code})`));
    });
    const ask = (id: number, channel: string, input: unknown, account?: string) =>
      new Promise<unknown>((resolve) => {
        const onMessage = (e: { data: unknown }) => {
          const m = JSON.parse(String(e.data));
          if (m.id !== id) return;
          ws.removeEventListener('message', onMessage);
          resolve(m.result);
        };
        ws.addEventListener('message', onMessage);
        ws.send(JSON.stringify({ id, channel, input, account }));
      });
    const results: unknown[] = [];
    for (const [i, [channel, input, account]] of list.entries()) results.push(await ask(i + 1, channel, input, account));
    ws.close();
    return results;
  }, [calls, token] as const);
}
