import { describe, expect, it } from 'vitest';
import { failed, fellBackToCache, idleView, shouldUseCache, started, succeeded } from '../../../renderer/src/features/reports/view-state';
import { offline } from './fake-bridge';

describe('report view transitions', () => {
  it('loads, then shows data for the asked key', () => {
    const loading = started(idleView<number>(), 'k1');
    expect(loading).toMatchObject({ status: 'loading', key: 'k1', data: null });
    expect(succeeded(loading, 'k1', 42, 't1')).toMatchObject({ status: 'ready', data: 42, dataKey: 'k1', stale: false, fetchedAt: 't1' });
  });

  it('keeps the previous data visible while the next query loads', () => {
    const shown = succeeded(started(idleView<number>(), 'k1'), 'k1', 1, 't1');
    const next = started(shown, 'k2');
    expect(next).toMatchObject({ status: 'loading', key: 'k2', data: 1, dataKey: 'k1' });
  });

  it('ignores an answer for a query that was replaced', () => {
    const v = started(started(idleView<number>(), 'old'), 'new');
    expect(succeeded(v, 'old', 9, 't')).toBe(v);
    expect(failed(v, 'old', offline)).toBe(v);
    expect(fellBackToCache(v, 'old', 9, 't', offline)).toBe(v);
  });

  it('falls back to cached data marked stale, with the reason', () => {
    const v = fellBackToCache(started(idleView<number>(), 'k'), 'k', 7, 't0', offline);
    expect(v).toMatchObject({ status: 'ready', data: 7, stale: true, fetchedAt: 't0', error: offline });
  });

  it('fails with nothing shown when there is no cache', () => {
    const v = failed(succeeded(started(idleView<number>(), 'k'), 'k', 3, 't'), 'k', offline);
    expect(v).toMatchObject({ status: 'failed', data: null, stale: false, error: offline });
  });

  it('does not hide input errors behind a cached report', () => {
    expect(shouldUseCache(offline)).toBe(true);
    expect(shouldUseCache({ kind: 'invalid_request', issues: [], message: 'bad' })).toBe(false);
  });
});
