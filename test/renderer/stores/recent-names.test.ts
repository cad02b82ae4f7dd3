import { beforeEach, describe, expect, it } from 'vitest';
import { usersToOffer, withUser } from '../../../renderer/src/features/reports/db-users';
import { RECENT_NAMES_KEY, lastUsed, offered, recentNames, rememberNames, withRecent } from '../../../renderer/src/stores/recent-names';

beforeEach(() => localStorage.clear());

describe('recent names per account', () => {
  it('puts the names just used first, drops blanks and repeats, keeps at most twelve', () => {
    expect(withRecent(['a', 'b', 'c'], ['c', ' ', 'd'])).toEqual(['c', 'd', 'a', 'b']);
    expect(withRecent([], Array.from({ length: 20 }, (_, i) => `n${i}`))).toHaveLength(12);
  });

  it('remembers per account: one account\'s names are never offered on another', () => {
    rememberNames('a', 'app', ['demo-origin']);
    rememberNames('a', 'app', ['vod-archive']);
    rememberNames('b', 'sqlUser', ['reports_ro']);
    expect(lastUsed('a', 'app')).toBe('vod-archive');
    expect(recentNames('a', 'app')).toEqual(['vod-archive', 'demo-origin']);
    expect(lastUsed('b', 'app')).toBe('');
    expect(recentNames('a', 'sqlUser')).toEqual([]);
    expect(recentNames(null, 'app')).toEqual([]);
  });

  it('offers the recent names first, then the server\'s list, each once', () => {
    expect(offered(['vod-archive'], ['demo-origin', 'vod-archive'])).toEqual(['vod-archive', 'demo-origin']);
  });

  it('forgets a damaged entry instead of failing', () => {
    localStorage.setItem(RECENT_NAMES_KEY, '{not json');
    expect(lastUsed('a', 'app')).toBe('');
    localStorage.setItem(RECENT_NAMES_KEY, JSON.stringify({ a: { app: ['x', 3, null] } }));
    expect(recentNames('a', 'app')).toEqual(['x']);
  });
});

describe('database users to offer', () => {
  it('offers the remembered users the field does not hold, and adds a picked one', () => {
    expect(usersToOffer(['reports_ro', '12', 'app_rw'], 'reports_ro')).toEqual(['12', 'app_rw']);
    expect(withUser('reports_ro', '12')).toBe('reports_ro, 12');
    expect(withUser('', 'app_rw')).toBe('app_rw');
    expect(withUser('12', '12')).toBe('12');
  });
});
