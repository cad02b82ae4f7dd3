/** Live's channels through the harness's router, as a screen sends them, and the board read until a row is as awaited. */
import type { Destination } from '../../../shared/domain/live/board';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import type { Harness } from '../control/harness';

export async function routerCall<T>(h: Harness, channel: string, input: unknown): Promise<T> {
  const r = await h.booted.services.router.dispatch(channel, input, 'sandbox');
  if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
  return r.value as T;
}

/** Checks status until the row satisfies `ok` (the sandbox settles a push after its delay), noting each state it was seen in. */
export async function rowUntil(h: Harness, key: string, ok: (r: Destination) => boolean, seen: string[] = []): Promise<Destination> {
  for (;;) {
    const snap = await routerCall<SessionsSnapshot>(h, 'live.checkStatus', {});
    const row = snap.board.find((r) => r.key === key);
    if (row && seen.at(-1) !== row.state) seen.push(row.state);
    if (row && ok(row)) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
}
