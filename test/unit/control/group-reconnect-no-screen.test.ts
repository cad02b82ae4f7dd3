/**
 * Keep it on air from a control surface alone (no page ever opened): a group is made, its
 * reconnect turned on (which sets each member's own), the group goes live with one call
 * (one connect per member at the sandbox), the sandbox drops one member, and the event
 * stream — not only /v1/state — carries that member RECONNECTING and then LIVE again while
 * the others stay LIVE throughout.
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

type Dest = { id: number | null; state: string; reconnect: { enabled: boolean; attempt: number | null } };
type Message = { type: string; state?: { destinations: Dest[] }; changes?: { destinations?: Dest[] } };

const MEMBERS = [501, 503, 507];
const DROPPED = 503;
const GROUP = encodeURIComponent('Main platforms');

/** Every state /v1/events said for each destination, in order (a repeat of the same state is one entry). */
function follow(ws: WebSocket): Map<number, string[]> {
  const said = new Map<number, string[]>();
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as Message;
    for (const d of m.state?.destinations ?? m.changes?.destinations ?? []) {
      if (d.id === null) continue;
      const list = said.get(d.id) ?? [];
      if (list.at(-1) !== d.state) list.push(d.state);
      said.set(d.id, list);
    }
  });
  return said;
}

describe('a group with reconnect on, driven only over the control API', () => {
  it('goes live with exactly one connect per member, and the dropped member reads reconnecting then live in /v1/events', async () => {
    await h.stateWhen((s) => (s.destinations as unknown[]).length === 7);
    expect(await h.call('PUT', '/v1/watch', { body: { app: 'demo-origin', inst: 'live' } })).toMatchObject({ status: 200 });
    const ws = new WebSocket(`ws://127.0.0.1:${h.port()}/v1/events`);
    const said = follow(ws);
    await new Promise((r) => ws.on('open', r));
    ws.send(JSON.stringify({ token: h.settings.token }));
    await expect.poll(() => said.get(DROPPED)?.at(-1)).toBe('off');

    expect(await h.call('PUT', `/v1/groups/${GROUP}`, { body: { destinations: MEMBERS } })).toMatchObject({ status: 200 });
    const on = await h.call('PUT', `/v1/groups/${GROUP}/reconnect`, { body: { enabled: true } });
    expect(on).toMatchObject({ status: 200, body: { group: { reconnect: true }, members: { applied: true } } });
    // The group's setting is each member's own, as /v1/state says per destination.
    const set = await h.stateWhen((s) => (s.destinations as Dest[]).filter((d) => MEMBERS.includes(d.id!) && d.reconnect.enabled).length === 3);
    expect((set.destinations as Dest[]).filter((d) => d.reconnect.enabled).map((d) => d.id)).toEqual(MEMBERS);

    h.booted.sandbox.resetCounts();
    expect(await h.call('POST', `/v1/groups/${GROUP}/live`)).toMatchObject({ status: 200, body: { sent: MEMBERS, notSent: [] } });
    expect(h.sent('pushpublish.connect')).toBe(3);
    await expect.poll(() => MEMBERS.every((id) => said.get(id)?.at(-1) === 'live'), { timeout: 15_000 }).toBe(true);

    const session = h.booted.sandbox.state.sessions.list('demo-origin', 'live').find((s) => s.push_service_id === DROPPED)!;
    const before = new Map(MEMBERS.map((id) => [id, said.get(id)!.length]));
    expect(h.booted.sandbox.dropPushes({ entry_name: session.entry_name })).toBe(1);
    await expect.poll(() => said.get(DROPPED)!.slice(before.get(DROPPED)), { timeout: 30_000 }).toEqual(['reconnecting', 'live']);

    // One try brought it back: the held push disconnected and one connect sent, for that member only.
    expect(h.sent('pushpublish.connect')).toBe(4);
    expect(h.sent('pushpublish.disconnect')).toBe(1);
    for (const id of MEMBERS.filter((m) => m !== DROPPED)) expect(said.get(id)!.length).toBe(before.get(id));
    ws.close();
  }, 60_000);
});
