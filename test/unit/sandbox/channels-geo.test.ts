/** Channel playlists (remaining order, wrap, both list keys) and geo blocks. */
import { describe, expect, it } from 'vitest';
import { call, fakeClock, sandbox } from './helpers';

type Item = Record<'video' | 'start' | 'length' | 'sort_order', string>;

describe('sandbox channels', () => {
  it('channel1 answers the remaining order with already-played items wrapped to the end', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock });
    const a = await call(sb, 'channel.currentchannels', { stream: 'channel1' }, { timestamp: clock.sec() });
    expect((a.body.playlist as Item[]).map((i) => i.sort_order)).toEqual(['4', '5', '6', '1', '2', '3']);
    expect((a.body.playlist as Item[])[0]).toEqual({ video: 'vodstore/demo/shows/episode-02.mp4', start: '0', length: '-1', sort_order: '4' });
  });

  it('channel2 (no repeat) holds a live item (-2) and a whole VOD (-1) and answers as videos', async () => {
    const clock = fakeClock();
    const sb = await sandbox({ clock });
    const a = await call(sb, 'channel.currentchannels', { app: 'channel-origin', stream: 'channel2' }, { timestamp: clock.sec() });
    const items = a.body.videos as Item[];
    expect(items.map((i) => i.length)).toEqual(['120', '-2', '-1', '90']);
    clock.advance(200_000);
    const later = await call(sb, 'channel.currentchannels', { stream: 'channel2' }, { timestamp: clock.sec() });
    expect((later.body.videos as Item[]).map((i) => i.sort_order)).toEqual(['2', '3', '4']);
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
