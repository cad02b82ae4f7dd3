import { describe, expect, it } from 'vitest';
import {
  INITIAL_LIVE, failDestinations, finishDestinations, retriedDestination, retryingDestination, runningPushCount,
  startDestinations, toggleSelected, withLedgerRows, withSnapshot,
} from '../../../renderer/src/features/live/live-state';
import type { LedgerRow } from '../../../shared/domain/live/ledger';
import { withCachedActive } from '../../../renderer/src/features/live/offline-state';
import { catalog } from '../../../shared/api/catalog';
import { session, snapshot } from './fixtures';

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

  it('shows every destination sending, then each its own result', () => {
    const rows = startDestinations(['A', 'B'], [{ push_service_id: 1, inst: 'live' }, { push_service_id: 2, inst: 'live' }]);
    expect(rows.every((r) => r.sending && r.result === null)).toBe(true);
    const done = finishDestinations(rows, {
      totalMs: 5,
      results: [
        { index: 1, label: 'B', outcome: 'failed', state: 'failed', message: 'Rejected by the server: no', latencyMs: 2 },
        { index: 0, label: 'A', outcome: 'accepted', state: 'connecting', message: 'ok', latencyMs: 1 },
      ],
    });
    expect(done.map((r) => [r.label, r.sending, r.result?.outcome])).toEqual([['A', false, 'accepted'], ['B', false, 'failed']]);
    const retrying = retryingDestination(done, 1);
    expect(retrying[1]).toMatchObject({ sending: true, result: null });
    expect(retrying[0]?.result?.outcome).toBe('accepted');
    const retried = retriedDestination(retrying, 1, { index: 0, label: 'B', outcome: 'accepted', state: 'connecting', message: 'ok', latencyMs: 1 });
    expect(retried[1]?.result).toMatchObject({ index: 1, outcome: 'accepted' });
  });

  it('never leaves a destination sending when the whole call fails', () => {
    const rows = failDestinations(startDestinations(['A'], [{ push_service_id: 1, inst: 'live' }]), { kind: 'invalid_input', message: 'bad', issues: [] });
    expect(rows[0]).toMatchObject({ sending: false, result: { outcome: 'not_sent', message: 'bad' } });
  });

  it('puts new ledger rows on top and keeps a row delivered twice once', () => {
    const once = withLedgerRows(null, [row('a'), row('b')]);
    expect(once.map((r) => r.id)).toEqual(['b', 'a']);
    expect(withLedgerRows(once, [row('b'), row('c')]).map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });

  it('counts the running server pushes for the Disconnect all consequence', () => {
    const snap = snapshot({ sessions: [session({}), session({ key: 'x', state: 'disconnected' }), session({ key: 'l', origin: 'local', state: 'unknown' })] });
    expect(runningPushCount(snap)).toBe(1);
  });
});

describe('offline: cached stream.active', () => {
  const cachedResponse = catalog['stream.active'].response.parse({
    status: 'success',
    streams: [{ name: 'cam_9', pushes: [{ entry_name: 'yt', status: 'connected' }] }],
  });
  const failed = snapshot({ streams: [], sessions: [], fetchedAt: null, pollError: 'The server could not be reached' });

  it('shows the cached streams and sessions, marked stale, until a poll succeeds', () => {
    const a = withCachedActive(INITIAL_LIVE, failed, { response: cachedResponse, fetchedAt: '2026-11-21T08:00:00.000Z' });
    expect(a.sessionsStale).toBe(true);
    expect(a.snapshot?.fetchedAt).toBe('2026-11-21T08:00:00.000Z');
    expect(a.snapshot?.streams.map((s) => s.name)).toEqual(['cam_9']);
    expect(a.snapshot?.sessions.map((s) => [s.key, s.state])).toEqual([['entry:yt', 'live']]);
    const stillFailing = withSnapshot(a, { ...failed, pollError: 'still down' });
    expect(stillFailing.snapshot?.streams.map((s) => s.name)).toEqual(['cam_9']);
    expect(stillFailing.snapshot?.pollError).toBe('still down');
    const fresh = withSnapshot(stillFailing, snapshot());
    expect(fresh.sessionsStale).toBe(false);
    expect(fresh.snapshot?.streams.map((s) => s.name)).toEqual(['cam_1', 'cam_2', 'main']);
  });
});
