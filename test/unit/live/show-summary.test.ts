/**
 * Every account's show in counts (show-summary.ts): what the views' status bar and switch
 * name for the accounts they do not show, current with each snapshot and each read.
 */
import { describe, expect, it } from 'vitest';
import { ShowSummary } from '../../../electron/core/live/show-summary';
import { type Board, type DestState, EMPTY_BOARD } from '../../../shared/domain/live/board';
import type { McEvent } from '../../../shared/ipc/events';
import type { AccountShow } from '../../../shared/ipc/shows';
import { dest, snapshot } from '../../renderer/live/fixtures';

const rows = (...states: DestState[]) => states.map((state, i) => dest({ key: `svc:${501 + i}`, state }));
const board = (...states: DestState[]): Board => ({ ...EMPTY_BOARD, rows: Object.fromEntries(rows(...states).map((r) => [r.key, r])), tick: 1 });

function summary(gone: string[] = []) {
  const sent: AccountShow[][] = [];
  const s = new ShowSummary((e: McEvent) => e.type === 'live.shows' && sent.push(e.shows), (id) => !gone.includes(id));
  return { s, sent };
}

describe('every account’s show in counts', () => {
  it('counts on-air and trouble states in a fixed order, with the read time of the snapshot', () => {
    const { s } = summary();
    s.heard({ type: 'live.sessions', snapshot: snapshot({ profileId: 'a', board: rows('failed', 'live', 'off', 'reconnecting', 'live', 'stopped'), fetchedAt: '2026-12-01T10:00:00.000Z', staleAfterMs: 9000 }) });
    expect(s.list()).toEqual([{ profileId: 'a', counts: [{ state: 'live', count: 2 }, { state: 'reconnecting', count: 1 }, { state: 'failed', count: 1 }], readAt: '2026-12-01T10:00:00.000Z', staleAfterMs: 9000 }]);
  });

  it('an account off screen is counted from each read of its board, at the time of the read', () => {
    const { s } = summary();
    s.heard({ type: 'live.sessions', snapshot: snapshot({ profileId: 'a', board: [] }) });
    s.read('b', board('live', 'connecting'), Date.parse('2026-12-01T10:00:05.000Z'));
    expect(s.list()).toEqual([{ profileId: 'b', counts: [{ state: 'live', count: 1 }, { state: 'connecting', count: 1 }], readAt: '2026-12-01T10:00:05.000Z', staleAfterMs: 15_000 }]);
    s.read('b', board('live', 'live'), Date.parse('2026-12-01T10:00:07.000Z'));
    expect(s.list()[0]!.counts).toEqual([{ state: 'live', count: 2 }]);
  });

  it('the shown account keeps the snapshot’s words (reconnect included), not a bare read of its board', () => {
    const { s } = summary();
    s.heard({ type: 'live.sessions', snapshot: snapshot({ profileId: 'a', board: rows('reconnecting') }) });
    s.read('a', board('failed'), Date.now());
    expect(s.list()[0]!.counts).toEqual([{ state: 'reconnecting', count: 1 }]);
  });

  it('after a switch the account left keeps its last read time, so its board can read STALE', () => {
    const { s } = summary();
    s.heard({ type: 'live.sessions', snapshot: snapshot({ profileId: 'a', board: rows('live'), fetchedAt: '2026-12-01T10:00:00.000Z', staleAfterMs: 9000 }) });
    s.heard({ type: 'live.sessions', snapshot: snapshot({ profileId: 'b', board: [], fetchedAt: null }) });
    // Back on A before its first read there, and away again: A's last read is still the one it had.
    s.heard({ type: 'live.sessions', snapshot: snapshot({ profileId: 'a', board: rows('live'), fetchedAt: null, staleAfterMs: 9000 }) });
    s.heard({ type: 'live.sessions', snapshot: snapshot({ profileId: 'b', board: [], fetchedAt: '2026-12-01T10:00:30.000Z' }) });
    expect(s.list()).toEqual([{ profileId: 'a', counts: [{ state: 'live', count: 1 }], readAt: '2026-12-01T10:00:00.000Z', staleAfterMs: 9000 }]);
  });

  it('says nothing of an account with nothing on air, or one that no longer exists', () => {
    const { s } = summary(['gone']);
    s.read('idle', board('off', 'stopped'), Date.now());
    s.read('gone', board('live'), Date.now());
    expect(s.list()).toEqual([]);
  });

  it('tells the views only when a line changed, not with every poll of the shown account', () => {
    const { s, sent } = summary();
    const snap = (fetchedAt: string) => s.heard({ type: 'live.sessions', snapshot: snapshot({ profileId: 'a', board: rows('live'), fetchedAt }) });
    snap('2026-12-01T10:00:00.000Z');
    snap('2026-12-01T10:00:02.000Z');
    snap('2026-12-01T10:00:04.000Z');
    expect(sent).toHaveLength(1);
    s.read('b', board('live'), Date.parse('2026-12-01T10:00:05.000Z'));
    s.heard({ type: 'live.sessions', snapshot: snapshot({ profileId: 'a', board: rows('live', 'failed'), fetchedAt: '2026-12-01T10:00:06.000Z' }) });
    expect(sent.map((l) => l.map((x) => `${x.profileId}:${x.counts.map((c) => `${c.count} ${c.state}`).join(',')}`))).toEqual([['a:1 live'], ['a:1 live', 'b:1 live'], ['a:1 live,1 failed', 'b:1 live']]);
  });
});
