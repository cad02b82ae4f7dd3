import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { FakeTimers, makeDeps, success } from './fake-gateway';

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'mc-live-h-'));
  const made = makeDeps(dir);
  const live = createLiveFeature(made.deps, new FakeTimers(made.clock));
  return { ...made, live, dir };
}

describe('live handlers', () => {
  it('lists services with passwords masked and caches only the unfiltered list', async () => {
    const { live, gateway } = setup();
    gateway.answer('pushpublish.services', () =>
      success('pushpublish.services', { services: [{ push_service_id: '4', service_name: 'rtmp', dst_host: 'x.example', password: 'hunter2' }] }),
    );
    const r = await live.handlers.services({});
    expect(r.ok && r.value.services[0]).toMatchObject({ push_service_id: 4, password: null, password_set: true });
    expect(JSON.stringify(r)).not.toContain('hunter2');
    await live.handlers.services({ filters: [{ key: 'service_name', value: 'rtmp' }] });
    expect(gateway.calls.map((c) => c.cacheKey)).toEqual(['live:services', undefined]);
    expect(gateway.calls[1]?.params).toEqual({ filters: [{ key: 'service_name', value: 'rtmp' }] });
  });

  it('splits, writes ledger rows with account and title, and emits them', async () => {
    const { live, gateway, events } = setup();
    gateway.answer('recording.split', () =>
      success('recording.split', { streams: [{ name: 'cam_1', file: 'recordings/cam_1-x.mp4', duration: '12.5' }] }),
    );
    const r = await live.handlers.split({ app: 'demo-origin/live', stream: 'cam_*', title: 'Act 2' });
    expect(r.ok && r.value.rows[0]).toMatchObject({ stream: 'cam_1', account: 'Main account', title: 'Act 2', outcome: 'ok', duration: 12.5 });
    const ledger = await live.handlers.ledger({});
    expect(ledger.ok && ledger.value).toHaveLength(1);
    expect(events.some((e) => e.type === 'live.ledger.appended')).toBe(true);
  });

  it('lists the active account’s splits only: not another account’s, not the rehearsal mirror’s', async () => {
    const { live, gateway } = setup();
    gateway.answer('recording.split', () => success('recording.split', { streams: [{ name: 'cam_1', file: 'f.mp4', duration: '1' }] }));
    const real = gateway.profile;
    await live.handlers.split({ app: 'demo-origin/live', stream: 'cam_1', title: 'on A' });
    gateway.profile = { ...real, id: 'mirror:p1', name: 'Rehearsal of Main account', mirrorOf: real.id };
    await live.handlers.split({ app: 'demo-origin/live', stream: 'cam_1', title: 'on the mirror' });
    const onMirror = await live.handlers.ledger({});
    expect(onMirror.ok && onMirror.value.map((r) => r.title)).toEqual(['on the mirror']);
    gateway.profile = { ...real, id: 'p2', name: 'Account B' };
    const onB = await live.handlers.ledger({});
    expect(onB.ok && onB.value).toEqual([]);
    gateway.profile = real;
    const onA = await live.handlers.ledger({});
    expect(onA.ok && onA.value.map((r) => r.title)).toEqual(['on A']);
  });

  it('offline, the board still names each stored destination from the last good list, and only from the unfiltered one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-live-h-'));
    const made = makeDeps(dir);
    const stored = [{ push_service_id: 503, service_name: 'socialplatform', dst_host: 'live-ingest.social.example', password: 'hunter2' }];
    const live = createLiveFeature(made.deps, new FakeTimers(made.clock), { lastServices: async () => stored as never });
    made.gateway.answer('pushpublish.services', () => ({ ok: false, error: { kind: 'network', cause: 'refused', message: 'could not connect' } }) as never);
    made.gateway.answer('stream.active', () => ({ ok: false, error: { kind: 'network', cause: 'refused', message: 'could not connect' } }) as never);
    await live.handlers.services({ filters: [{ key: 'service_name', value: 'rtmp' }] });
    const before = await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    expect(before.ok && before.value.board).toEqual([]);
    const r = await live.handlers.services({});
    expect(r.ok).toBe(false);
    const snap = await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    expect(snap.ok && snap.value.board.map((d) => [d.key, d.label, d.state])).toEqual([['svc:503', '#503 socialplatform → live-ingest.social.example', 'off']]);
    expect(JSON.stringify(snap)).not.toContain('hunter2');
  });

  it('does not log a split the catalog refused (nothing was sent)', async () => {
    const { live, gateway } = setup();
    gateway.answer('recording.split', () => ({ ok: false, error: { kind: 'invalid_request', issues: [], message: 'bad' } }));
    const r = await live.handlers.split({ app: 'demo-origin/live', stream: 'main' });
    expect(r.ok).toBe(false);
    const ledger = await live.handlers.ledger({});
    expect(ledger.ok && ledger.value).toEqual([]);
  });

  it('remembers the last applied geo set with the invalid codes the server named', async () => {
    const { live, gateway } = setup();
    gateway.answer('geoblock.update', () => success('geoblock.update', { invalid_codes: ['QQ'] }));
    const r = await live.handlers.geoApply({ app: 'demo-origin', geo_codes: ['de', 'QQ'] });
    expect(r.ok && r.value.applied).toMatchObject({ codes: ['DE', 'QQ'], invalidCodes: ['QQ'] });
    const last = await live.handlers.geoLastApplied({ app: 'demo-origin' });
    expect(last.ok && last.value?.codes).toEqual(['DE', 'QQ']);
    await live.handlers.geoApply({ app: 'demo-origin' });
    const allowAll = await live.handlers.geoLastApplied({ app: 'demo-origin' });
    expect(allowAll.ok && allowAll.value?.codes).toBeNull();
    expect(gateway.calls[1]?.params).toEqual({ app: 'demo-origin' });
  });

  it('returns the playlist with its wrap, using the default channel app', async () => {
    const { live, gateway } = setup();
    gateway.answer('channel.currentchannels', () =>
      success('channel.currentchannels', { playlist: [{ video: 'cam', sort_order: 2, length: -2 }, { video: 'a/b/c/x.mp4', sort_order: 1, length: 30 }] }),
    );
    const r = await live.handlers.playlist({ stream: 'channel1' });
    expect(r.ok && [r.value.app, r.value.wrapIndex, r.value.rows[0]?.lengthText]).toEqual(['channel-origin', 1, 'until the live stream ends']);
    expect(gateway.calls[0]?.cacheKey).toBe('live:playlist:channel-origin/channel1/');
  });

  it('passes a failed disconnect-all through as a typed failure', async () => {
    const { live, gateway } = setup();
    gateway.answer('pushpublish.disconnect', () => ({ ok: false, error: { kind: 'outcome_unknown', cause: 'timeout', message: 'no answer' } }));
    const r = await live.handlers.disconnect({ app: 'demo-origin', inst: 'live', entry_name: '*' });
    expect(r).toEqual({ ok: false, error: { kind: 'outcome_unknown', cause: 'timeout', message: 'no answer' } });
    expect(gateway.count('pushpublish.disconnect')).toBe(1);
  });
});

describe('disconnect all', () => {
  it('marks every session it tracks as disconnected at once, and their vanishing raises no alarm', async () => {
    const { live, gateway, events } = setup();
    let pushes = [{ entry_name: 'a', status: 'connected' }, { push_service_id: 7, status: 'reconnecting' }];
    gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes }] }));
    gateway.answer('pushpublish.connect', () => ({ ok: false, error: { kind: 'outcome_unknown', cause: 'timeout', message: 'no answer' } }));
    gateway.answer('pushpublish.disconnect', () => success('pushpublish.disconnect', {}));
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await live.handlers.connect({ connects: [{ push_service_id: 9, inst: 'live' }] });
    const r = await live.handlers.disconnect({ app: 'demo-origin', inst: 'live', entry_name: '*' });
    expect(r.ok && r.value.entryName).toBe('*');
    const snap = events.filter((e) => e.type === 'live.sessions').at(-1);
    expect(snap?.type === 'live.sessions' && snap.snapshot.board.map((s) => [s.key, s.state])).toEqual([
      ['entry:a', 'stopped'], ['svc:7', 'stopped'], ['svc:9', 'stopped'],
    ]);
    pushes = [];
    await live.handlers.checkStatus({});
    expect(events.filter((e) => e.type === 'notice')).toEqual([]);
    live.dispose();
  });
});

describe('origin_url', () => {
  it('a stored go live through another origin disconnects through the same origin (the spec allows origin_url on both)', async () => {
    const { live, gateway } = setup();
    gateway.answer('stream.active', () => success('stream.active', { streams: [] }));
    gateway.answer('pushpublish.connect', () => success('pushpublish.connect', {}));
    gateway.answer('pushpublish.disconnect', () => success('pushpublish.disconnect', {}));
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' } });
    await live.handlers.connect({ connects: [{ push_service_id: 9, inst: 'live', origin_url: 'origin-2.example.net' }, { push_service_id: 10, inst: 'live' }] });
    await live.handlers.disconnect({ push_service_id: 9, app: 'demo-origin', inst: 'live' });
    await live.handlers.disconnect({ push_service_id: 10, app: 'demo-origin', inst: 'live' });
    const sent = gateway.calls.filter((c) => c.command.startsWith('pushpublish.')).map((c) => [c.command, c.params.push_service_id, c.params.origin_url]);
    expect(sent).toEqual([
      ['pushpublish.connect', 9, 'origin-2.example.net'],
      ['pushpublish.connect', 10, undefined],
      ['pushpublish.disconnect', 9, 'origin-2.example.net'],
      ['pushpublish.disconnect', 10, undefined],
    ]);
    live.dispose();
  });
});

describe('when the data folder cannot be written', () => {
  it('still returns the split result and warns that the ledger was not saved', async () => {
    const { live, gateway, events, dir } = setup();
    // A directory where the ledger file should be: every read and write of it fails.
    mkdirSync(join(dir, 'live-split-ledger.json'));
    gateway.answer('recording.split', () => success('recording.split', { streams: [{ name: 'main', file: 'recordings/main-x.mp4', duration: 3 }] }));
    const r = await live.handlers.split({ app: 'demo-origin/live', stream: 'main' });
    expect(r.ok && r.value.rows[0]?.file).toBe('recordings/main-x.mp4');
    expect(events.some((e) => e.type === 'notice' && e.title === 'Split ledger not saved')).toBe(true);
  });
});
