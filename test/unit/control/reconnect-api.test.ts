/**
 * Reconnect over the control API with no page open: a surface turns reconnect on for #501,
 * the sandbox drops it, and /v1/events carries #501 RECONNECTING (its try) and then LIVE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type Harness, startHarness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ bare: true });
});

afterAll(async () => {
  await h.close();
});

type Dest = { id: number | null; state: string; reconnect: { enabled: boolean; attempt: number | null; of: number; nextTryAt: string | null } };

/** Waits (no deadline but the test's) until `ok` holds. */
async function until(ok: () => boolean): Promise<void> {
  while (!ok()) await new Promise((r) => setTimeout(r, 20));
}

describe('reconnect on the control API', () => {
  it('PUT /v1/destinations/501/reconnect, a drop at the sandbox, then RECONNECTING and LIVE in /v1/events', async () => {
    expect((await h.call('PUT', '/v1/watch', { body: { app: 'demo-origin', inst: 'live' } })).status).toBe(200);
    expect((await h.call('POST', '/v1/destinations/501/live')).status).toBe(200);
    const ws = new WebSocket(`ws://127.0.0.1:${h.port()}/v1/events`);
    const states: Array<Dest | undefined> = [];
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { snapshot?: { destinations: Dest[] }; changes?: { destinations?: Dest[] } };
      const list = m.snapshot?.destinations ?? m.changes?.destinations;
      if (list) states.push(list.find((d) => d.id === 501));
    });
    await new Promise((r) => ws.on('open', r));
    ws.send(JSON.stringify({ token: h.settings.token }));
    await until(() => states.at(-1)?.state === 'live');

    expect(await h.call('PUT', '/v1/destinations/501/reconnect', { body: { enabled: true } })).toMatchObject({ status: 200, body: { id: 501, enabled: true } });
    expect((await h.call('PUT', '/v1/destinations/501/reconnect', { body: { enabled: 'yes' } })).status).toBe(400);
    h.booted.sandbox.dropPushes({});
    await until(() => states.some((d) => d?.state === 'reconnecting'));
    const reconnecting = states.find((d) => d?.state === 'reconnecting')!;
    expect(reconnecting.reconnect).toMatchObject({ enabled: true, attempt: 1, of: 10 });
    await until(() => states.at(-1)?.state === 'live');
    const after = states.slice(states.indexOf(reconnecting)).map((d) => d?.state);
    expect(after.filter((s, i) => s !== after[i - 1])).toEqual(['reconnecting', 'live']);
    ws.close();
  });
});
