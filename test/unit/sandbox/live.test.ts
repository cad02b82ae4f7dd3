/** Push sessions, recording splits, channels and geo blocks, driven by a fake clock. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { call, sandbox } from './helpers';

type Row = Record<string, string>;

function fakeClock(startMs = Date.UTC(2026, 10, 20, 12, 0, 0)) {
  let t = startMs;
  return { now: () => t, advance: (ms: number) => void (t += ms), sec: () => Math.floor(t / 1000) };
}

async function pushesOf(sb: Awaited<ReturnType<typeof sandbox>>, ts: number, stream: string): Promise<Row[]> {
  const a = await call(sb, 'stream.details', { app: 'demo-origin', inst: 'live', stream }, { timestamp: ts });
  return (a.body.stream as { pushes: Row[] }).pushes;
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
    const main = (active.body.streams as Array<{ name: string; pushes: Row[] }>).find((s) => s.name === 'main')!;
    expect(main.pushes).toMatchObject([{ entry_name: 'e1', service_name: 'socialplatform', push_service_id: null }]);
  });

  it('disconnects one by entry or stored id, and * disconnects all of app/inst', async () => {
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
    expect((await call(sb, 'pushpublish.disconnect', { app: 'demo-origin', inst: 'live', entry_name: '*' })).body.status).toBe('success');
    expect(count()).toBe(0);
  });

  it('pushpublish.services filters by equal-or-contains; stores ≥ 6 services of every spec kind', async () => {
    const sb = await sandbox();
    const all = (await call(sb, 'pushpublish.services', {})).body.services as Row[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((s) => s.service_name))).toEqual(new Set(['hlspartner', 'rtmp', 'socialplatform']));
    const rtmp = (await call(sb, 'pushpublish.services', { filters: [{ key: 'service_name', value: 'rtmp' }] })).body.services as Row[];
    expect(rtmp.length).toBeGreaterThan(0);
    expect(rtmp.every((s) => s.service_name === 'rtmp')).toBe(true);
    const contains = (await call(sb, 'pushpublish.services', { filters: [{ key: 'dst_host', value: 'example.net' }] })).body.services as Row[];
    expect(contains.map((s) => s.dst_host)).toEqual(['unreachable.example.net']);
  });
});

describe('sandbox recording.split', () => {
  it('splits every stream a wildcard matches, with the spec file names', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock });
    const a = await call(sb, 'recording.split', { app: 'demo-origin/live', stream: 'cam_*' }, { timestamp: clock.sec() });
    const streams = a.body.streams as Row[];
    expect(streams.map((s) => s.name)).toEqual(['cam_1', 'cam_2', 'cam_3', 'cam_4']);
    for (const s of streams) {
      expect(s.file).toMatch(new RegExp(`^recordings/${s.name}-\\d{4}-\\d{2}-\\d{2}_\\d{2}-\\d{2}-\\d{2}\\.mp4$`));
      expect(Number(s.duration)).toBeGreaterThan(0);
    }
  });

  it('a split already in progress answers an error for that stream; later it works again', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock, splitBusyMs: 1500 });
    const first = await call(sb, 'recording.split', { app: 'demo-origin/live', stream: 'cam_1' }, { timestamp: clock.sec() });
    const file = (first.body.streams as Row[])[0]!.file;
    clock.advance(500);
    const busy = await call(sb, 'recording.split', { app: 'demo-origin/live', stream: 'cam_*' }, { timestamp: clock.sec() });
    const byName = Object.fromEntries((busy.body.streams as Row[]).map((s) => [s.name, s]));
    expect(byName.cam_1!.error).toContain(file!);
    expect(byName.cam_2!.error).toBeUndefined();
    clock.advance(61_000);
    const later = await call(sb, 'recording.split', { app: 'demo-origin/live', stream: 'cam_1', delete: true }, { timestamp: clock.sec() });
    expect(later.body.status).toBe('success');
    const entry = (later.body.streams as Row[])[0]!;
    expect(entry.message).toContain('deleted');
    expect(entry.file).toBe(`recordings/cam_1-2026-11-20_12-00-00.mp4`);
    expect(entry.duration).toBe('61.500');
  });

  it('an unknown stream is an error entry; an unknown app a failure', async () => {
    const sb = await sandbox();
    const a = await call(sb, 'recording.split', { app: 'demo-origin/live', stream: 'cam_9' });
    expect(a.body).toMatchObject({ status: 'failure', streams: [{ name: 'cam_9', error: 'Stream not found: cam_9' }] });
    expect((await call(sb, 'recording.split', { app: 'nope/live', stream: 'x' })).body.status).toBe('failure');
  });

  it('POSTs the callback to a loopback URL and refuses any other host', async () => {
    const got: unknown[] = [];
    const hook = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        got.push(JSON.parse(body));
        res.end('ok');
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    try {
      const sb = await sandbox();
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/split`;
      const a = await call(sb, 'recording.split', { app: 'demo-origin/live', stream: 'main', callback: url, title: 'T' });
      expect(a.body.status).toBe('success');
      await sb.close();
      expect(got).toMatchObject([{ app: 'demo-origin/live', title: 'T', streams: [{ name: 'main' }] }]);
      expect(sb.callbacks()).toMatchObject([{ url, status: 200 }]);
      const sb2 = await sandbox();
      const refused = await call(sb2, 'recording.split', { app: 'demo-origin/live', stream: 'main', callback: 'https://hooks.example.com/x' });
      expect(refused.body.status).toBe('failure');
      expect(refused.body.message).toContain('loopback');
      expect(sb2.state.streams.find((s) => s.name === 'main')!.lastSplitMs).toBeNull();
    } finally {
      hook.close();
    }
  });
});

describe('sandbox channels', () => {
  it('channel1 answers the remaining order with already-played items wrapped to the end', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock });
    const a = await call(sb, 'channel.currentchannels', { stream: 'channel1' }, { timestamp: clock.sec() });
    expect((a.body.playlist as Row[]).map((i) => i.sort_order)).toEqual(['4', '5', '6', '1', '2', '3']);
    expect((a.body.playlist as Row[])[0]).toEqual({ video: 'vodstore/demo/shows/episode-02.mp4', start: '0', length: '-1', sort_order: '4' });
  });

  it('channel2 (no repeat) holds a live item (-2) and a whole VOD (-1) and answers as videos', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock });
    const a = await call(sb, 'channel.currentchannels', { app: 'channel-origin', stream: 'channel2' }, { timestamp: clock.sec() });
    const items = a.body.videos as Row[];
    expect(items.map((i) => i.length)).toEqual(['120', '-2', '-1', '90']);
    clock.advance(200_000);
    const later = await call(sb, 'channel.currentchannels', { stream: 'channel2' }, { timestamp: clock.sec() });
    expect((later.body.videos as Row[]).map((i) => i.sort_order)).toEqual(['2', '3', '4']);
    expect((await call(sb, 'channel.currentchannels', { stream: 'nope' }, { timestamp: clock.sec() })).body.status).toBe('failure');
  });
});

describe('sandbox geoblock.update', () => {
  it('applies valid ISO codes, returns unknown ones, and no codes allows all', async () => {
    const sb = await sandbox();
    const a = await call(sb, 'geoblock.update', { cdn_id: sb.cdn, app: 'demo-origin', stream: 'cam_1', geo_codes: ['us', 'DE', 'ZZ', 'QQ'] });
    expect(a.body).toMatchObject({ status: 'success', invalid_codes: ['ZZ', 'QQ'] });
    expect(sb.state.geo.get('demo-origin/cam_1')).toEqual(['US', 'DE']);
    await call(sb, 'geoblock.update', { app: 'demo-origin', stream: 'cam_1' });
    expect(sb.state.geo.get('demo-origin/cam_1')).toBeNull();
  });

  it('codes that are not two letters come back invalid; only-invalid changes nothing', async () => {
    const sb = await sandbox();
    await call(sb, 'geoblock.update', { app: 'demo-origin', geo_codes: ['FR'] });
    const a = await call(sb, 'geoblock.update', { app: 'demo-origin', geo_codes: ['USA', 'X1'] });
    expect(a.body.invalid_codes).toEqual(['USA', 'X1']);
    expect(sb.state.geo.get('demo-origin')).toEqual(['FR']);
  });

  it('accepts the account as cdn (common member) alone, and refuses a foreign cdn_id', async () => {
    const sb = await sandbox();
    expect((await call(sb, 'geoblock.update', { app: 'demo-origin', geo_codes: ['GB'] })).body.status).toBe('success');
    expect((await call(sb, 'geoblock.update', { cdn_id: 1, app: 'demo-origin', geo_codes: ['GB'] })).body.code).toBe('0001');
  });
});
