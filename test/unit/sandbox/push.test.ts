/** Push sessions: stored and direct connects, status over time, disconnects, stored services. */
import { describe, expect, it } from 'vitest';
import type { PushSessionView } from '../../../electron/sandbox/state/push-sessions';
import type { ServiceRow } from '../../../electron/sandbox/state/push-services';
import { admin, call, fakeClock, sandbox } from './helpers';

async function pushesOf(sb: Awaited<ReturnType<typeof sandbox>>, ts: number, stream: string): Promise<PushSessionView[]> {
  const a = await call(sb, 'stream.details', { app: 'demo-origin', inst: 'live', stream }, { timestamp: ts });
  return (a.body.stream as { pushes: PushSessionView[] }).pushes;
}

describe('sandbox push sessions', () => {
  it('a stored push goes connecting → connected after the connect delay', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock, pushConnectDelayMs: 600 });
    const c = await call(sb, 'pushpublish.connect', { push_service_id: 502, inst: 'live' }, { timestamp: clock.sec() });
    expect(c.body.status, c.text).toBe('success');
    expect(await pushesOf(sb, clock.sec(), 'cam_1')).toMatchObject([{ push_service_id: '502', status: 'connecting', dst_host: 'rtmp.cdn-relay.example' }]);
    clock.advance(700);
    expect((await pushesOf(sb, clock.sec(), 'cam_1'))[0]!.status).toBe('connected');
  });

  it('a failing destination ends in error with a reason', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock });
    await call(sb, 'pushpublish.connect', { push_service_id: 504, inst: 'live' }, { timestamp: clock.sec() });
    clock.advance(1000);
    expect(await pushesOf(sb, clock.sec(), 'cam_2')).toMatchObject([{ status: 'error', message: 'Destination refused the connection' }]);
  });

  it('admin push-drop fails a live push behind the console\'s back, or removes it', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock, pushConnectDelayMs: 600 });
    await call(sb, 'pushpublish.connect', { push_service_id: 502, inst: 'live' }, { timestamp: clock.sec() });
    clock.advance(700);
    expect((await pushesOf(sb, clock.sec(), 'cam_1'))[0]!.status).toBe('connected');
    const entry = (await pushesOf(sb, clock.sec(), 'cam_1'))[0]!.entry_name;
    expect(await admin(sb, 'POST', 'push-drop', { entry_name: entry, reason: 'Stream key expired' })).toEqual({ status: 200, body: { changed: 1 } });
    expect(await pushesOf(sb, clock.sec(), 'cam_1')).toMatchObject([{ status: 'error', message: 'Stream key expired' }]);
    expect(await admin(sb, 'POST', 'push-drop', { remove: true })).toEqual({ status: 200, body: { changed: 1 } });
    expect(await pushesOf(sb, clock.sec(), 'cam_1')).toEqual([]);
    expect((await admin(sb, 'POST', 'push-drop', { entry_name: 7 })).status).toBe(400);
  });

  it('direct mode needs the kind’s members (0006 naming them) and a unique entry name', async () => {
    const sb = await sandbox();
    const base = { app: 'demo-origin', inst: 'live', stream: 'main', dst_stream: 'k', entry_name: 'e1' };
    const hls = await call(sb, 'pushpublish.connect', { ...base, service_name: 'hlspartner' });
    expect(hls.body).toMatchObject({ code: '0006', message: 'One or more required fields are missing: host_id, stream_id' });
    const social = await call(sb, 'pushpublish.connect', { ...base, service_name: 'socialplatform' });
    expect(social.body.message).toBe('One or more required fields are missing: dst_host');
    const ok = await call(sb, 'pushpublish.connect', { ...base, service_name: 'socialplatform', dst_host: 'ingest.example.com' });
    expect(ok.body.status).toBe('success');
    const dup = await call(sb, 'pushpublish.connect', { ...base, service_name: 'rtmp', dst_host: 'x.example.com' });
    expect(dup.body).toMatchObject({ status: 'failure' });
    expect(dup.body.message).toContain('e1');
    const active = await call(sb, 'stream.active', { app: 'demo-origin', inst: 'live' });
    const main = (active.body.streams as Array<{ name: string; pushes: PushSessionView[] }>).find((s) => s.name === 'main')!;
    expect(main.pushes).toMatchObject([{ entry_name: 'e1', service_name: 'socialplatform', push_service_id: null }]);
  });

  it('disconnects one by entry or stored id, and * disconnects every push of the account', async () => {
    const sb = await sandbox();
    const base = { app: 'demo-origin', inst: 'live', service_name: 'rtmp', dst_host: 'r.example.com', dst_stream: 'k' };
    await call(sb, 'pushpublish.connect', { ...base, stream: 'cam_1', entry_name: 'a' });
    await call(sb, 'pushpublish.connect', { ...base, stream: 'cam_3', entry_name: 'b' });
    await call(sb, 'pushpublish.connect', { push_service_id: 506, inst: 'live' });
    const count = () => sb.state.sessions.list('demo-origin', 'live').length;
    expect(count()).toBe(3);
    expect((await call(sb, 'pushpublish.disconnect', { app: 'demo-origin', inst: 'live', entry_name: 'a' })).body.status).toBe('success');
    expect(count()).toBe(2);
    expect((await call(sb, 'pushpublish.disconnect', { app: 'demo-origin', inst: 'live', entry_name: 'a' })).body.status).toBe('failure');
    expect((await call(sb, 'pushpublish.disconnect', { app: 'demo-origin', inst: 'live', push_service_id: 506 })).body.status).toBe('success');
    expect(count()).toBe(1);
    await call(sb, 'pushpublish.connect', { push_service_id: 506, inst: 'live' });
    // A push of another application: the spec's * "disconnects every push", so it stops too.
    sb.state.sessions.add({ app: 'channel-origin', inst: 'live', stream: 'channel1', entry_name: 'other', push_service_id: null, service_name: 'rtmp', dst_host: 'r.example.com', dst_stream: 'k', startedAtMs: 0 });
    const all = await call(sb, 'pushpublish.disconnect', { app: 'demo-origin', inst: 'live', entry_name: '*' });
    expect(all.body).toMatchObject({ status: 'success', message: 'Disconnected every push on this account (3)' });
    expect(count()).toBe(0);
    expect(sb.state.sessions.list('channel-origin', 'live')).toEqual([]);
  });

  it('pushpublish.services filters by equal-or-contains; stores ≥ 6 services of every spec kind', async () => {
    const sb = await sandbox();
    const all = (await call(sb, 'pushpublish.services', {})).body.services as ServiceRow[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((s) => s.service_name))).toEqual(new Set(['hlspartner', 'rtmp', 'socialplatform']));
    const rtmp = (await call(sb, 'pushpublish.services', { filters: [{ key: 'service_name', value: 'rtmp' }] })).body.services as ServiceRow[];
    expect(rtmp.length).toBeGreaterThan(0);
    expect(rtmp.every((s) => s.service_name === 'rtmp')).toBe(true);
    const contains = (await call(sb, 'pushpublish.services', { filters: [{ key: 'dst_host', value: 'example.net' }] })).body.services as ServiceRow[];
    expect(contains.map((s) => s.dst_host)).toEqual(['unreachable.example.net']);
  });
});

