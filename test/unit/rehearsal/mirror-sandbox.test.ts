/**
 * A sandbox seeded from a picture (a rehearsal mirror): the picture's applications,
 * services, live streams and channels instead of the seed; a refused destination settles
 * to error in the one wording; a lost answer hits the next mutating command once.
 */
import { describe, expect, it } from 'vitest';
import type { PushSessionView } from '../../../electron/sandbox/state/push-sessions';
import { call, fakeClock, sandbox } from '../sandbox/helpers';
import { smallPicture } from './fixtures';

describe('a sandbox seeded from a picture', () => {
  it('answers with the picture\'s apps, services, streams and channels, and nothing invented', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock, picture: smallPicture() });
    const ts = { timestamp: clock.sec() };
    expect(sb.cdn).toBe(7001);
    expect((await call(sb, 'video.getapps', {}, ts)).body.apps).toEqual([{ app_id: '55', name: 'studio' }, { app_id: '9002', name: 'playout' }]);
    const services = (await call(sb, 'pushpublish.services', {}, ts)).body.services as Array<Record<string, unknown>>;
    expect(services.map((s) => [s.push_service_id, s.dst_host, s.dst_stream, s.password])).toEqual([
      ['71', 'partner-a.example', 'rehearsal-71', null], ['72', 'partner-b.example', 'rehearsal-72', null], ['73', 'social.example', 'rehearsal-73', null],
    ]);
    expect(services[0]).toMatchObject({ lock_servers: '0', playlist_timeout: '120000', send_ssl: false });
    const live = (await call(sb, 'stream.active', { app: 'studio', inst: 'live' }, ts)).body.streams as Array<Record<string, unknown>>;
    expect(live.map((s) => [s.name, s.recording, s.connect_time])).toEqual([['program', '1', '2026-11-26 01:00:00'], ['cam_a', '1', '2026-11-26 01:00:00']]);
    expect((await call(sb, 'stream.active', { app: 'demo-origin', inst: 'live' }, ts)).body).toMatchObject({ status: 'failure' });
    expect((await call(sb, 'channel.currentchannels', { app: 'playout', stream: 'news' }, ts)).body.playlist).toEqual([
      { video: 'vod/intro.mp4', start: '0', length: '90', sort_order: '1' }, { video: 'news', start: '0', length: '-2', sort_order: '2' },
    ]);
    expect((await call(sb, 'channel.currentchannels', { stream: 'channel1' }, ts)).body).toMatchObject({ status: 'failure', message: 'No channels on application channel-origin' });
    expect((await call(sb, 'sevu.search', {}, ts)).body).toMatchObject({ code: 2030 });
    expect(sb.state.uploads).toEqual([]);
    expect(sb.state.streamUsers).toEqual([]);
    const split = await call(sb, 'recording.split', { app: 'studio/live', stream: 'program' }, ts);
    expect(split.body.status, split.text).toBe('success');
  });

  it('a push to a refused stored service settles to error, "Destination refused the connection"; lifting it lets the next one connect', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock, picture: smallPicture(), pushConnectDelayMs: 600 });
    sb.refuseService(72, true);
    expect(sb.rehearsalFaults()).toEqual({ refused: [72], loseNextAnswer: false });
    for (const id of [71, 72]) expect((await call(sb, 'pushpublish.connect', { push_service_id: id, inst: 'live' }, { timestamp: clock.sec() })).body.status).toBe('success');
    clock.advance(700);
    const pushes = async () => ((await call(sb, 'stream.details', { app: 'studio', inst: 'live', stream: 'program' }, { timestamp: clock.sec() })).body.stream as { pushes: PushSessionView[] }).pushes;
    expect((await pushes()).map((p) => [p.push_service_id, p.status, p.message])).toEqual([
      ['71', 'connected', 'Pushing to destination'], ['72', 'error', 'Destination refused the connection'],
    ]);
    sb.refuseService(72, false);
    await call(sb, 'pushpublish.disconnect', { app: 'studio', inst: 'live', push_service_id: 72 }, { timestamp: clock.sec() });
    await call(sb, 'pushpublish.connect', { push_service_id: 72, inst: 'live' }, { timestamp: clock.sec() });
    clock.advance(700);
    expect((await pushes()).find((p) => p.push_service_id === '72')?.status).toBe('connected');
  });

  it('the lost answer skips reads, resets the next mutating command after applying it, then clears itself', async () => {
    const sb = await sandbox({ picture: smallPicture(), splitBusyMs: 0 });
    sb.loseNextAnswer();
    expect((await call(sb, 'stream.active', { app: 'studio', inst: 'live' })).body.status).toBe('success');
    expect(sb.rehearsalFaults().loseNextAnswer).toBe(true);
    await expect(call(sb, 'recording.split', { app: 'studio/live', stream: 'program' })).rejects.toThrow(TypeError);
    expect(sb.counts()['recording.split']).toBe(1);
    expect(sb.state.streams.find((s) => s.name === 'program')?.lastSplitMs, 'applied although its answer was lost').not.toBeNull();
    expect(sb.rehearsalFaults()).toEqual({ refused: [], loseNextAnswer: false });
    expect((await call(sb, 'recording.split', { app: 'studio/live', stream: 'program' })).body.status).toBe('success');
  });

  it('clearFaults lifts refusals and a pending lost answer too', async () => {
    const sb = await sandbox({ picture: smallPicture() });
    sb.refuseService(71, true);
    sb.loseNextAnswer();
    sb.clearFaults();
    expect(sb.rehearsalFaults()).toEqual({ refused: [], loseNextAnswer: false });
  });
});
