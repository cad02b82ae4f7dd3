/**
 * A group goes live and stops through main's own go-live path: one connect per member not
 * already LIVE or CONNECTING (the LIVE one held back NOT SENT), one disconnect per member
 * that runs; a group the account lacks is said in words the reconnect flag is stored and set on each member.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { FakeTimers, makeDeps, success } from '../live/fake-gateway';

type Push = { push_service_id: number; status: string };

async function setup() {
  const { deps, events, gateway, clock } = makeDeps(mkdtempSync(join(tmpdir(), 'mc-groups-h-')));
  const server = { pushes: [] as Push[] };
  gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes: server.pushes }] }));
  gateway.answer('pushpublish.services', () => success('pushpublish.services', { services: [501, 503, 507].map((id) => ({ push_service_id: String(id), service_name: 'rtmp', dst_host: `h${id}.example` })) }));
  gateway.answer('pushpublish.connect', () => success('pushpublish.connect', {}));
  gateway.answer('pushpublish.disconnect', () => success('pushpublish.disconnect', {}));
  const live = createLiveFeature(deps, new FakeTimers(clock));
  await live.handlers.services({});
  await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
  return { live, groups: live.groups, gateway, server, events };
}

const sentTo = (calls: Array<{ command: string; params: Record<string, unknown> }>, command: string) =>
  calls.filter((c) => c.command === command).map((c) => c.params.push_service_id);

describe('group handlers', () => {
  it('goes live once for each member not already LIVE, holding the LIVE one back in words', async () => {
    const { live, groups, gateway, server, events } = await setup();
    server.pushes = [{ push_service_id: 503, status: 'connected' }];
    await live.handlers.checkStatus({});
    expect((await groups.save({ name: 'Main platforms', destinations: [501, 503, 507] })).ok).toBe(true);
    expect(events.some((e) => e.type === 'groups.changed' && e.groups[0]?.name === 'Main platforms')).toBe(true);
    const r = await groups.live({ name: 'main platforms' });
    expect(r.ok && r.value).toMatchObject({ sent: [501, 507], notSent: [{ id: 503 }] });
    expect(r.ok && r.value.notSent[0]?.reason).toContain('already LIVE');
    expect(sentTo(gateway.calls, 'pushpublish.connect')).toEqual([501, 507]);
    expect(gateway.held.map((h) => h.command)).toEqual(['pushpublish.connect']);
    live.dispose();
  });

  it('disconnects every member that runs, and none that is OFF', async () => {
    const { live, groups, gateway, server } = await setup();
    server.pushes = [{ push_service_id: 501, status: 'connected' }, { push_service_id: 507, status: 'connected' }];
    await live.handlers.checkStatus({});
    await groups.save({ name: 'All', destinations: [501, 503, 507] });
    const r = await groups.disconnect({ name: 'All' });
    expect(r.ok && r.value).toMatchObject({ sent: [501, 507], notSent: [{ id: 503, reason: 'it is OFF' }] });
    expect(sentTo(gateway.calls, 'pushpublish.disconnect').sort()).toEqual([501, 507]);
    live.dispose();
  });

  it('says a group the account lacks, and sends nothing', async () => {
    const { live, groups, gateway } = await setup();
    const r = await groups.live({ name: 'Nope' });
    expect(r).toEqual({ ok: false, error: { kind: 'not_found', message: 'This account has no group "Nope".' } });
    expect(gateway.count('pushpublish.connect')).toBe(0);
    live.dispose();
  });

  it("stores the group's reconnect setting and sets it on each member (and no other)", async () => {
    const { live, groups } = await setup();
    await groups.save({ name: 'All', destinations: [501, 503] });
    const r = await groups.reconnect({ name: 'All', enabled: true });
    expect(r.ok && r.value.group.reconnect).toBe(true);
    expect(r.ok && r.value.members).toEqual({ applied: true, message: 'Automatic reconnect on for #501, #503' });
    const board = (await live.handlers.checkStatus({})) as { ok: true; value: { board: Array<{ key: string; reconnect: { enabled: boolean } }> } };
    const enabled = (key: string) => board.value.board.find((d) => d.key === key)?.reconnect.enabled;
    expect([enabled('svc:501'), enabled('svc:503'), enabled('svc:507')]).toEqual([true, true, false]);
    const list = await groups.list({});
    expect(list.ok && list.value[0]?.reconnect).toBe(true);
    live.dispose();
  });
});
