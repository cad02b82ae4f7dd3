/**
 * Destination groups from a control surface alone (no page ever opened): make a group,
 * go live the group (one connect per member, counted at the sandbox) and read every
 * member LIVE in /v1/state with the group's words; its disconnect is one arm, fired like
 * every other; its reconnect setting is each member's own.
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

type Group = { name: string; destinations: number[]; words: string; reconnect: boolean };
const groupIn = (s: Record<string, unknown>, name: string) => (s.groups as Group[]).find((g) => g.name === name);
const stateOf = (s: Record<string, unknown>, id: number) => (s.destinations as Array<{ id: number | null; state: string }>).find((d) => d.id === id)?.state;
const MAIN = encodeURIComponent('Main platforms');

describe('destination groups on the control API, no screen', () => {
  it('makes a group, goes live the group with one call, and reads its members LIVE in /v1/state', async () => {
    await h.stateWhen((s) => (s.destinations as unknown[]).length === 7);
    expect(await h.call('PUT', '/v1/watch', { body: { app: 'demo-origin', inst: 'live' } })).toMatchObject({ status: 200 });
    h.booted.sandbox.resetCounts();

    const made = await h.call('PUT', `/v1/groups/${MAIN}`, { body: { destinations: [501, 503, 507] } });
    expect(made).toMatchObject({ status: 200, body: { group: { name: 'Main platforms', destinations: [501, 503, 507], reconnect: false } } });
    expect(groupIn(await h.stateWhen((s) => groupIn(s, 'Main platforms') !== undefined), 'Main platforms')).toMatchObject({ destinations: [501, 503, 507] });

    const go = await h.call('POST', `/v1/groups/${MAIN}/live`);
    expect(go).toMatchObject({ status: 200, body: { sent: [501, 503, 507], notSent: [] } });
    expect(h.sent('pushpublish.connect')).toBe(3);
    const live = await h.stateWhen((s) => [501, 503, 507].every((id) => stateOf(s, id) === 'live'));
    expect(groupIn(live, 'Main platforms')?.words).toBe('3 of 3 LIVE');

    // A second press sends nothing: every member is LIVE already, each refused in words.
    const again = await h.call('POST', `/v1/groups/${MAIN}/live`);
    expect((again.body.notSent as Array<{ id: number; reason: string }>).map((n) => n.id)).toEqual([501, 503, 507]);
    expect(h.sent('pushpublish.connect')).toBe(3);
  });

  it('disconnects a group with one arm (destructive scope), fired like every other arm', async () => {
    await h.configure({ destructive: false });
    expect(await h.call('POST', `/v1/groups/${MAIN}/disconnect`)).toMatchObject({ status: 403 });
    await h.configure({ destructive: true });
    const armed = await h.call('POST', `/v1/groups/${MAIN}/disconnect`);
    expect(armed).toMatchObject({ status: 202, body: { action: 'Disconnect group Main platforms (3 destinations)' } });
    expect(h.sent('pushpublish.disconnect')).toBe(0);
    const fired = await h.call('POST', `/v1/arm/${String(armed.body.armId)}/fire`);
    expect(fired).toMatchObject({ status: 200, body: { message: 'Disconnect sent to 3 of 3' } });
    expect(h.sent('pushpublish.disconnect')).toBe(3);
  });

  it("sets a group's reconnect on every member's own setting; a group the account lacks is a 404 in words", async () => {
    const r = await h.call('PUT', `/v1/groups/${MAIN}/reconnect`, { body: { enabled: true } });
    expect(r).toMatchObject({ status: 200, body: { group: { reconnect: true }, members: { applied: true, message: 'Automatic reconnect on for #501, #503, #507' } } });
    const reconnectOf = (s: Record<string, unknown>, id: number) => (s.destinations as Array<{ id: number | null; reconnect: { enabled: boolean } }>).find((d) => d.id === id)?.reconnect.enabled;
    const after = await h.stateWhen((s) => groupIn(s, 'Main platforms')?.reconnect === true && [501, 503, 507].every((id) => reconnectOf(s, id) === true));
    // The group's members only: a destination outside it keeps its own setting.
    expect(reconnectOf(after, 502)).toBe(false);
    expect(await h.call('POST', '/v1/groups/Nope/live')).toMatchObject({ status: 404, body: { error: 'not_found', message: 'This account has no group "Nope".' } });
    expect(await h.call('PUT', '/v1/groups/a%2Fb', { body: { destinations: [1] } })).toMatchObject({ status: 400, body: { message: 'A group name may hold letters, digits, spaces and - _ . only.' } });
  });

  it('sends a change of groups on /v1/events when a group is made or its members change state', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${h.port()}/v1/events`);
    const messages: Array<Record<string, unknown>> = [];
    ws.on('message', (raw) => messages.push(JSON.parse(String(raw)) as Record<string, unknown>));
    await new Promise((r) => ws.on('open', r));
    ws.send(JSON.stringify({ token: h.settings.token }));
    await expect.poll(() => messages[0]?.type).toBe('snapshot');
    await h.call('PUT', '/v1/groups/Backups', { body: { destinations: [504] } });
    const changed = () => messages.find((m) => m.type === 'change' && (m.changes as { groups?: Group[] }).groups?.some((g) => g.name === 'Backups'));
    await expect.poll(changed).toBeDefined();
    expect((changed()!.changes as { groups: Group[] }).groups.find((g) => g.name === 'Backups')).toEqual({ name: 'Backups', destinations: [504], words: '0 of 1 LIVE, 1 OFF', reconnect: false });
    ws.close();
  });
});
