/** Contract calls straight over the web-mode socket, as main sees them (no renderer in between). */
import type { Page } from '@playwright/test';

/** Sends raw `{id, channel, input, account?}` messages over a fresh socket from the page; returns the results in order. */
export function callsFromPage(page: Page, calls: Array<[string, unknown, string?]>): Promise<unknown[]> {
  return page.evaluate(async (list) => {
    const token = new URLSearchParams(location.search).get('token');
    const ws = new WebSocket(`ws://${location.host}/mc-socket?token=${token}`);
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
  }, calls);
}
