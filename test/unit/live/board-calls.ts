/** Live's channels through the harness's router, as a screen sends them, and the board read until a row is as awaited. */
import { afterAll, beforeAll } from 'vitest';
import type { Destination } from '../../../shared/domain/live/board';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { type Harness, startHarness } from '../control/harness';

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

/** A suite's own harness, started before its tests and closed after them, with the calls above bound to it. */
export function liveSuite(): {
  harness: () => Harness;
  call: <T>(channel: string, input: unknown) => Promise<T>;
  rowUntil: (key: string, ok: (r: Destination) => boolean, seen?: string[]) => Promise<Destination>;
} {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });
  const harness = (): Harness => h!;
  return { harness, call: (channel, input) => routerCall(harness(), channel, input), rowUntil: (key, ok, seen) => rowUntil(harness(), key, ok, seen) };
}
