/**
 * What a group's press may send: a disconnect fires on exactly the members its arm named
 * (a group changed since is refused, nothing sent, each NOT SENT); an id the account does
 * not store is refused at save and never sent to; a member the server refuses is counted
 * as refused, never as sent.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { GroupStore } from '../../../electron/core/live/group-store';
import { FakeTimers, makeDeps, success } from '../live/fake-gateway';

type Push = { push_service_id: number; status: string };

async function setup(connect: () => unknown = () => success('pushpublish.connect', {})) {
  const dir = mkdtempSync(join(tmpdir(), 'mc-group-arm-'));
  const { deps, gateway, clock } = makeDeps(dir);
  const server = { pushes: [] as Push[] };
  gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes: server.pushes }] }));
  gateway.answer('pushpublish.services', () => success('pushpublish.services', { services: [501, 502, 503].map((id) => ({ push_service_id: String(id), service_name: 'rtmp', dst_host: `h${id}.example` })) }));
  gateway.answer('pushpublish.connect', connect as never);
  gateway.answer('pushpublish.disconnect', () => success('pushpublish.disconnect', {}));
  const store = new GroupStore(dir);
  const live = createLiveFeature(deps, new FakeTimers(clock), { groups: store });
  await live.handlers.services({});
  await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
  return { live, groups: live.groups, gateway, server, store };
}

const sent = (calls: Array<{ command: string; params: Record<string, unknown> }>, command: string) => calls.filter((c) => c.command === command).map((c) => c.params.push_service_id);

describe("a group's disconnect arm holds its members", () => {
  it('refuses the fire when the group changed since the arm: nothing sent, the armed members NOT SENT with why', async () => {
    const { live, groups, gateway, server } = await setup();
    server.pushes = [{ push_service_id: 501, status: 'connected' }, { push_service_id: 502, status: 'connected' }];
    await live.handlers.checkStatus({});
    await groups.save({ name: 'G', destinations: [501] });
    // Armed on #501; then G is changed to #502 before the fire.
    await groups.save({ name: 'G', destinations: [502] });
    const r = await groups.disconnect({ name: 'G', members: [501] });
    expect(r).toEqual({ ok: false, error: { kind: 'conflict', message: 'Not sent: group G changed since its disconnect was armed (armed #501, now #502). Nothing was disconnected; arm it again.' } });
    expect(gateway.count('pushpublish.disconnect')).toBe(0);
    expect(gateway.held).toEqual([{ command: 'pushpublish.disconnect', reason: expect.stringContaining('changed since its disconnect was armed') }]);
    live.dispose();
  });

  it('fires on exactly the armed members when the group is as armed (in any order)', async () => {
    const { live, groups, gateway, server } = await setup();
    server.pushes = [{ push_service_id: 501, status: 'connected' }, { push_service_id: 502, status: 'connected' }];
    await live.handlers.checkStatus({});
    await groups.save({ name: 'G', destinations: [501, 502] });
    const r = await groups.disconnect({ name: 'G', members: [502, 501] });
    expect(r.ok && r.value.sent).toEqual([501, 502]);
    expect(sent(gateway.calls, 'pushpublish.disconnect').sort()).toEqual([501, 502]);
    live.dispose();
  });
});

describe('ids the account does not store', () => {
  it('are refused at save, in words, and nothing is saved', async () => {
    const { live, groups } = await setup();
    const r = await groups.save({ name: 'G', destinations: [501, 9999] });
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid_input', message: 'Not saved: #9999 is not a stored destination of this account.' } });
    expect(await groups.list({})).toEqual({ ok: true, value: [] });
    live.dispose();
  });

  it('are never sent to by a group saved before (held back with why)', async () => {
    const { live, groups, gateway, store } = await setup();
    await store.save('p1', 'Old', [501, 9999]);
    const r = await groups.live({ name: 'Old' });
    expect(r.ok && r.value).toMatchObject({ sent: [501], notSent: [{ id: 9999, reason: '#9999 is not a stored destination of this account' }] });
    expect(sent(gateway.calls, 'pushpublish.connect')).toEqual([501]);
    live.dispose();
  });
});

describe('a group go live the server refuses', () => {
  it('counts the refused members apart: "Sent to 0 of 2: both refused — already pushing"', async () => {
    const { live, groups } = await setup(() => ({ ok: false, error: { kind: 'api_failure', code: null, message: 'failure', serverMessage: 'already pushing' } }));
    await groups.save({ name: 'G', destinations: [501, 502] });
    const r = await groups.live({ name: 'G' });
    expect(r.ok && r.value).toEqual({ sent: [], refused: [{ id: 501, reason: 'Rejected by the server: already pushing' }, { id: 502, reason: 'Rejected by the server: already pushing' }], notSent: [], message: 'Sent to 0 of 2: both refused — already pushing' });
    live.dispose();
  });
});
