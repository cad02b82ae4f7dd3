/** Contract calls straight over the web-mode socket, as main sees them (no renderer in between). */
import { type Page, expect } from '@playwright/test';

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

/** What adding a second account needs of its sandbox: where it is and its credentials. */
interface SecondSandbox {
  baseUrl: string;
  cdn: number;
  apiKey: string;
  secret: string;
}

/**
 * Adds "Studio B" in main straight over the socket (a vault, the account, its
 * credentials) for the specs that run two accounts; returns its id.
 */
export async function addStudioB(page: Page, token: string, b: SecondSandbox): Promise<string> {
  const [vault, created] = await callsFromPage(page, [
    ['accounts.createVault', { passphrase: 'two sandboxes, two accounts' }],
    ['accounts.create', { name: 'Studio B', baseUrl: b.baseUrl, cdn: b.cdn }],
  ], token);
  expect(vault).toMatchObject({ ok: true });
  const id = (created as { value: { id: string } }).value.id;
  expect(await callsFromPage(page, [['accounts.setCredentials', { id, apiKey: b.apiKey, secret: b.secret }]], token)).toMatchObject([{ ok: true }]);
  return id;
}
