import { describe, expect, it } from 'vitest';
import { buildPlaylistView, formatDuration, lengthText, totalRemainingText } from '../../../shared/domain/live/playlist';
import { matchStreams } from '../../../shared/domain/live/wildcard';
import { geoDiff, geoTargetKey } from '../../../shared/domain/live/geo';
import { ISO_ALPHA2, countryList, searchCountries } from '../../../shared/domain/live/countries';
import { stateFromServer } from '../../../shared/domain/live/board-poll';
import { catalog } from '../../../shared/api/catalog';

const item = (video: string, sort_order: number, length: number, start = 0) => ({ video, sort_order, length, start });

describe('playlist view', () => {
  it('renders -1 and -2 as words and durations as h:mm:ss', () => {
    expect(lengthText(-1)).toBe('to end of file');
    expect(lengthText(-2)).toBe('until the live stream ends');
    expect(lengthText(3723)).toBe('1:02:03');
    expect(formatDuration(125)).toBe('2:05');
  });

  it('marks where the repeat wraps around and which items are already-played', () => {
    const v = buildPlaylistView([item('a/b/c/x.mp4', 3, 60), item('live1', 4, 30), item('a/b/c/y.mp4', 1, 10), item('a/b/c/z.mp4', 2, 20)]);
    expect(v.wrapIndex).toBe(2);
    expect(v.rows.map((r) => r.repeat)).toEqual([false, false, true, true]);
    expect(v.rows.map((r) => r.kind)).toEqual(['vod', 'live', 'vod', 'vod']);
    expect(totalRemainingText(v)).toBe('2:00');
  });

  it('says the total is a lower bound when items have open length', () => {
    const v = buildPlaylistView([item('x.mp4', 1, 90), item('cam', 2, -2)]);
    expect(v.wrapIndex).toBeNull();
    expect(totalRemainingText(v)).toBe('at least 1:30 (+ 1 item of open length)');
    expect(totalRemainingText(buildPlaylistView([item('cam', 1, -2)]))).toMatch(/not computable/);
  });

  it('decodes the videos alias through the catalog and keeps the order', () => {
    const res = catalog['channel.currentchannels'].response.parse({ status: 'success', videos: [{ video: 'v.mp4', start: '0', length: '-1', sort_order: '2' }] });
    expect(buildPlaylistView(res.playlist).rows[0]).toMatchObject({ lengthText: 'to end of file', sortOrder: 2 });
  });
});

describe('wildcard split preview', () => {
  it('matches * as any run of characters and everything else literally', () => {
    const names = ['cam_1', 'cam_2', 'cam.x', 'main', 'camx_1'];
    expect(matchStreams('cam_*', names)).toEqual(['cam_1', 'cam_2']);
    expect(matchStreams('cam.*', names)).toEqual(['cam.x']);
    expect(matchStreams('*', names)).toHaveLength(5);
    expect(matchStreams('main', names)).toEqual(['main']);
  });
});

describe('geo diff', () => {
  it('says the baseline is unknown when nothing was applied from this console', () => {
    expect(geoDiff(null, ['de', 'FR'])).toMatchObject({ baselineUnknown: true, added: ['DE', 'FR'] });
  });
  it('lists added, removed and kept against the last applied set', () => {
    const d = geoDiff({ codes: ['DE', 'FR', 'IT'], at: 'x', invalidCodes: [] }, ['FR', 'IT', 'ES']);
    expect(d).toMatchObject({ added: ['ES'], removed: ['DE'], kept: ['FR', 'IT'], unchanged: false });
  });
  it('compares with what the server took: codes it rejected were never applied', () => {
    const d = geoDiff({ codes: ['DE', 'QQ'], at: 'x', invalidCodes: ['QQ'] }, ['DE', 'QQ']);
    expect(d).toMatchObject({ added: ['QQ'], kept: ['DE'], removed: [] });
  });
  it('detects moves to and from allow-all and no-ops', () => {
    expect(geoDiff({ codes: ['DE'], at: 'x', invalidCodes: [] }, null)).toMatchObject({ becomesAllowAll: true, removed: ['DE'] });
    expect(geoDiff({ codes: null, at: 'x', invalidCodes: [] }, null).unchanged).toBe(true);
    expect(geoDiff({ codes: ['DE'], at: 'x', invalidCodes: [] }, ['de']).unchanged).toBe(true);
  });
  it('keys targets by app and stream', () => {
    expect(geoTargetKey({ app: 'demo-origin' })).toBe('demo-origin');
    expect(geoTargetKey({ app: 'demo-origin', stream: ' main ' })).toBe('demo-origin/main');
  });
});

describe('countries', () => {
  it('has the 249 assigned alpha-2 codes with names from Intl', () => {
    expect(ISO_ALPHA2).toHaveLength(249);
    const list = countryList('en');
    expect(list.find((c) => c.code === 'DE')?.name).toBe('Germany');
  });
  it('searches by exact code first, then by name', () => {
    const list = countryList('en');
    expect(searchCountries(list, 'de')[0]?.code).toBe('DE');
    expect(searchCountries(list, 'switz').map((c) => c.code)).toEqual(['CH']);
  });
});

describe('server status words', () => {
  it('maps the known words and leaves others unknown', () => {
    expect(stateFromServer('connected')).toBe('live');
    expect(stateFromServer('Connecting')).toBe('connecting');
    expect(stateFromServer('error')).toBe('failed');
    expect(stateFromServer('stopped')).toBe('stopped');
    expect(stateFromServer('weird')).toBe('unknown');
  });
});
