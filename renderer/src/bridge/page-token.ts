/**
 * The page's per-launch token: from the address the operator opened (`?token=`), or traded
 * once for a one-time launch nonce (`?launch=`, what `npm start` opens, so no token sits on
 * a command line); kept in this tab's session storage for a reload.
 */

/** Must match LAUNCH_PATH and LAUNCH_HEADER in electron/web/server.ts (a unit test checks they agree). */
export const LAUNCH_PATH = '/mc-launch';
export const LAUNCH_HEADER = 'X-MC-Launch';
/** Session storage is per origin (so per port) and per tab: a reload finds the token, no other server ever does. */
const TOKEN_STORAGE_KEY = 'mc.token';

/**
 * Takes the token from the address the operator opened and removes it from the address
 * bar and history at once, so it is not shown, bookmarked or sent on in a Referer; keeps
 * it in this tab's session storage for a reload. A repeated `token` is not guessed from.
 */
export function takePageToken(): string | Promise<string> {
  const params = new URLSearchParams(location.search);
  const given = params.getAll('token');
  const launch = params.getAll('launch');
  if (given.length > 0 || launch.length > 0) {
    params.delete('token');
    params.delete('launch');
    const query = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${query === '' ? '' : `?${query}`}${location.hash}`);
    if (given.length === 1 && given[0] !== '') sessionStorage.setItem(TOKEN_STORAGE_KEY, given[0]!);
  }
  if (given.length === 0 && launch.length === 1 && launch[0] !== '') return redeemLaunch(launch[0]!);
  return sessionStorage.getItem(TOKEN_STORAGE_KEY) ?? '';
}

/**
 * A one-time launch address (`npm start` opens the browser on one, so no token sits on a
 * command line): the nonce is traded once for the token, which is then kept as above. A
 * used or expired nonce yields no token; the socket is then refused and the page says so.
 */
async function redeemLaunch(nonce: string): Promise<string> {
  try {
    const res = await fetch(LAUNCH_PATH, { method: 'POST', headers: { [LAUNCH_HEADER]: nonce }, cache: 'no-store' });
    if (res.ok) {
      const body = (await res.json()) as { token?: unknown };
      if (typeof body.token === 'string' && body.token !== '') sessionStorage.setItem(TOKEN_STORAGE_KEY, body.token);
    }
  } catch {
    // No token: the socket is refused and the page says how to reopen.
  }
  return sessionStorage.getItem(TOKEN_STORAGE_KEY) ?? '';
}
