/**
 * Control-API state changes are audited and bounded: the watch, a group and a reconnect
 * setting each write an audit entry naming the client; ids the account does not store are
 * refused in words (a group's and a reconnect setting's); look-alike and case-colliding
 * group names are refused; a group's disconnect arm fires on the members it named only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

type Entry = { command: string; outcome: string; source?: { kind: string; client?: string }; params: Record<string, unknown>; message: string | null };
const entries = async (command: string): Promise<Entry[]> => {
  const r = await h.booted.services.router.dispatch('activity.list', { command });
  return r.ok ? (r.value as { entries: Entry[] }).entries : [];
};

describe('control-API changes are audited with the client', () => {
  it('writes the watch, a group save and reconnect settings to the audit under "control" with the client name', async () => {
    expect(await h.call('PUT', '/v1/watch', { body: { app: 'demo-origin', inst: 'live' } })).toMatchObject({ status: 200 });
    expect(await h.call('PUT', '/v1/groups/Main', { body: { destinations: [501] } })).toMatchObject({ status: 200 });
    expect(await h.call('PUT', '/v1/groups/Main/reconnect', { body: { enabled: true } })).toMatchObject({ status: 200 });
    expect(await h.call('PUT', '/v1/destinations/502/reconnect', { body: { enabled: true } })).toMatchObject({ status: 200 });
    const control = { kind: 'control', client: 'Stream Deck test' };
    expect((await entries('live.watch'))[0]).toMatchObject({ outcome: 'ok', source: control, params: { target: { app: 'demo-origin', inst: 'live' } } });
    expect((await entries('groups.save'))[0]).toMatchObject({ outcome: 'ok', source: control, params: { name: 'Main', destinations: [501] } });
    expect((await entries('groups.reconnect'))[0]).toMatchObject({ outcome: 'ok', source: control, params: { name: 'Main', enabled: true } });
    expect((await entries('live.reconnect'))[0]).toMatchObject({ outcome: 'ok', source: control, params: { key: 'svc:502', enabled: true } });
  });

  it('audits a refused change with its words too', async () => {
    const r = await h.call('PUT', '/v1/groups/main', { body: { destinations: [502] } });
    expect(r).toMatchObject({ status: 400, body: { message: expect.stringContaining('Not saved: the group "Main" exists') } });
    expect((await entries('groups.save'))[0]).toMatchObject({ outcome: 'failed', source: { kind: 'control' }, message: r.body.message });
  });
});

describe('control-API changes are bounded', () => {
  it('refuses ids the account does not store: a group of them, and a reconnect setting for one', async () => {
    const g = await h.call('PUT', '/v1/groups/Ghosts', { body: { destinations: [501, 90001, 90002] } });
    expect(g).toMatchObject({ status: 400, body: { message: 'Not saved: #90001 is not a stored destination of this account; #90002 is not a stored destination of this account.' } });
    const s = await h.call('GET', '/v1/state');
    expect((s.body.groups as Array<{ name: string }>).map((x) => x.name)).not.toContain('Ghosts');
    expect(await h.call('PUT', '/v1/destinations/90001/reconnect', { body: { enabled: true } })).toMatchObject({ status: 404, body: { message: 'Not set: #90001 is not a stored destination of this account.' } });
  });

  it('refuses a look-alike or case collision of "Main", which keeps its members', async () => {
    for (const name of ['main', ' Main', 'Ｍａｉｎ', 'Мaln']) {
      const r = await h.call('PUT', `/v1/groups/${encodeURIComponent(name)}`, { body: { destinations: [503] } });
      expect(r.status).toBe(400);
    }
    const main = (await h.call('GET', '/v1/state')).body.groups as Array<{ name: string; destinations: number[] }>;
    expect(main.filter((g) => g.name.toLowerCase().includes('main') || g.name.includes('Мaln'))).toEqual([expect.objectContaining({ name: 'Main', destinations: [501] })]);
  });
});

describe("a group's disconnect arm from the control API", () => {
  it('is refused at the fire when the group changed since the arm: 409, 0 disconnects sent, the armed member stays LIVE', async () => {
    await h.configure({ destructive: true });
    await h.call('PUT', '/v1/groups/G', { body: { destinations: [501] } });
    expect(await h.call('POST', '/v1/groups/G/live')).toMatchObject({ status: 200, body: { sent: [501] } });
    await h.stateWhen((s) => (s.destinations as Array<{ id: number; state: string }>).some((d) => d.id === 501 && d.state === 'live'));
    const armed = await h.call('POST', '/v1/groups/G/disconnect');
    expect(armed).toMatchObject({ status: 202, body: { action: 'Disconnect group G (1 destinations)' } });
    expect(await h.call('PUT', '/v1/groups/G', { body: { destinations: [502] } })).toMatchObject({ status: 200 });
    h.booted.sandbox.resetCounts();
    const fired = await h.call('POST', `/v1/arm/${String(armed.body.armId)}/fire`);
    expect(fired).toMatchObject({ status: 409, body: { error: 'conflict', message: 'Not sent: group G changed since its disconnect was armed (armed #501, now #502). Nothing was disconnected; arm it again.' } });
    expect(h.sent('pushpublish.disconnect')).toBe(0);
    const s = await h.call('GET', '/v1/state');
    expect((s.body.destinations as Array<{ id: number; state: string }>).find((d) => d.id === 501)?.state).toBe('live');
  });
});
