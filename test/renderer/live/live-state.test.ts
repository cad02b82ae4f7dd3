import { describe, expect, it } from 'vitest';
import {
  INITIAL_LIVE, foreignSources, runningPushCount, toggleSelected, withLedgerRows, withRetryable, withSnapshot,
} from '../../../renderer/src/features/live/live-state';
import type { LedgerRow } from '../../../shared/domain/live/ledger';
import { withCachedActive } from '../../../renderer/src/features/live/offline-state';
import { catalog } from '../../../shared/api/catalog';
import { dest, service, snapshot } from './fixtures';

const row = (id: string): LedgerRow => ({
  id, time: 't', account: 'a', profileId: 'p', app: 'x/y', stream: 's', requested: 's', title: null, file: null, duration: null, outcome: 'ok', message: null, deleted: false,
});

describe('live state transitions', () => {
  it('toggles service selection, kept sorted', () => {
    expect(toggleSelected([3], 1)).toEqual([1, 3]);
    expect(toggleSelected([1, 3], 3)).toEqual([1]);
  });

  it('keeps the selected stream while it is live, else picks the first', () => {
    const a = withSnapshot({ ...INITIAL_LIVE, selectedStream: 'cam_2' }, snapshot());
    expect(a.selectedStream).toBe('cam_2');
    const b = withSnapshot({ ...INITIAL_LIVE, selectedStream: 'gone' }, snapshot());
    expect(b.selectedStream).toBe('cam_1');
  });

  it('remembers what was last sent to each destination, by its board key, for Retry', () => {
    const r = withRetryable({}, [{ push_service_id: 1, inst: 'live' }, { app: 'a', inst: 'live', stream: 's', service_name: 'rtmp', dst_stream: 'k', entry_name: 'yt' }]);
    expect(Object.keys(r)).toEqual(['svc:1', 'entry:yt']);
  });

  it('names the chosen services that push from another application than the watched one', () => {
    const target = { app: 'demo-origin', inst: 'live' };
    const chosen = [service(1), service(5, { app: 'channel-origin', stream: 'channel1' })];
    expect(foreignSources(chosen, target, '')).toEqual(['#5 pushes from channel-origin/channel1']);
    expect(foreignSources(chosen, target, 'demo-origin')).toEqual([]);
  });

  it('puts new ledger rows on top and keeps a row delivered twice once', () => {
    const once = withLedgerRows(null, [row('a'), row('b')]);
    expect(once.map((r) => r.id)).toEqual(['b', 'a']);
    expect(withLedgerRows(once, [row('b'), row('c')]).map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });

  it('counts the destinations a Disconnect all would stop', () => {
    const snap = snapshot({ board: [dest({}), dest({ key: 'x', state: 'off' }), dest({ key: 's', state: 'stopped' }), dest({ key: 'l', state: 'unknown' })] });
    expect(runningPushCount(snap)).toBe(2);
  });
});

describe('offline: cached stream.active', () => {
  const cachedResponse = catalog['stream.active'].response.parse({
    status: 'success',
    streams: [{ name: 'cam_9', pushes: [{ entry_name: 'yt', status: 'connected' }] }],
  });
  const failed = snapshot({ streams: [], board: [], fetchedAt: null, pollError: 'The server could not be reached' });

  it('shows the cached streams and sessions, marked stale, until a poll succeeds', () => {
    const a = withCachedActive(INITIAL_LIVE, failed, { response: cachedResponse, fetchedAt: '2026-11-21T08:00:00.000Z' });
    expect(a.sessionsStale).toBe(true);
    expect(a.snapshot?.fetchedAt).toBe('2026-11-21T08:00:00.000Z');
    expect(a.snapshot?.streams.map((s) => s.name)).toEqual(['cam_9']);
    expect(a.snapshot?.board.map((s) => [s.key, s.state])).toEqual([['entry:yt', 'live']]);
    const stillFailing = withSnapshot(a, { ...failed, pollError: 'still down' });
    expect(stillFailing.snapshot?.streams.map((s) => s.name)).toEqual(['cam_9']);
    expect(stillFailing.snapshot?.pollError).toBe('still down');
    const fresh = withSnapshot(stillFailing, snapshot());
    expect(fresh.sessionsStale).toBe(false);
    expect(fresh.snapshot?.streams.map((s) => s.name)).toEqual(['cam_1', 'cam_2', 'main']);
  });
});
