import { describe, expect, it } from 'vitest';
import { ConnectionTracker, LATENCY_REFRESH_MS } from '../../../electron/core/gateway/connection';
import type { McEvent } from '../../../shared/ipc/events';
import { addAccount, META, services } from './helpers';

function tracker() {
  const events: McEvent[] = [];
  let now = 1_000_000;
  const t = new ConnectionTracker({ emit: (e) => events.push(e) }, { now: () => now });
  return { t, events, advance: (ms: number) => (now += ms) };
}

const ok = (latencyMs: number) => ({ state: 'ok' as const, latencyMs, clockOffsetMs: 200, message: null });

describe('connection tracker', () => {
  it('announces a change of state, message or clock offset at once, a new latency alone at most once a second', () => {
    const { t, events, advance } = tracker();
    t.observe('p', ok(10));
    t.observe('p', ok(11));
    t.observe('p', ok(12));
    expect(events).toHaveLength(1); // the same state: the renderer is not told per call
    expect(t.status('p')).toMatchObject({ state: 'ok', latencyMs: 12 }); // yet the status is current
    advance(LATENCY_REFRESH_MS);
    t.observe('p', ok(13));
    t.observe('p', ok(14));
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ type: 'connection.changed', latencyMs: 13 });
    t.observe('p', { state: 'failing', latencyMs: 14, clockOffsetMs: null, message: 'refused' });
    t.observe('p', { ...ok(14), clockOffsetMs: 5200 });
    t.observe('q', ok(14));
    expect(events.slice(2)).toMatchObject([
      { profileId: 'p', state: 'failing', message: 'refused' },
      { profileId: 'p', state: 'ok', clockOffsetMs: 5200 },
      { profileId: 'q', state: 'ok' },
    ]);
  });

  it('reads OFFLINE only after two failed reads in a row: the first says what failed and that it retries', () => {
    const { t, events } = tracker();
    const lost = { state: 'offline' as const, latencyMs: null, clockOffsetMs: null, message: 'The connection was cut before an answer came (ECONNRESET).', cause: 'ECONNRESET' };
    t.observe('p', ok(10));
    t.observe('p', lost);
    expect(t.status('p')).toMatchObject({ state: 'retrying', message: 'one read failed (connection reset) — retrying' });
    t.observe('p', ok(10)); // the retry answered: the streak ends
    t.observe('p', lost);
    expect(t.status('p').state).toBe('retrying');
    t.observe('p', lost);
    expect(t.status('p')).toMatchObject({ state: 'offline', message: lost.message });
    expect(events.map((e) => e.type === 'connection.changed' && e.state)).toEqual(['ok', 'retrying', 'ok', 'retrying', 'offline']);
    // Each account counts its own misses.
    t.observe('q', { ...lost, cause: 'timeout' });
    expect(t.status('q')).toMatchObject({ state: 'retrying', message: 'one read failed (no answer in time) — retrying' });
  });

  it('re-announces the current status on request (an account switch)', () => {
    const { t, events } = tracker();
    t.observe('p', ok(10));
    t.observe('p', ok(20));
    t.announce('p');
    expect(events.at(-1)).toMatchObject({ profileId: 'p', latencyMs: 20 });
  });
});

describe('connection tracker: accounts forgotten', () => {
  it('forgets only the accounts picked: status, last announcement and misses in a row', async () => {
    const { t } = tracker();
    t.observe('gone', { state: 'offline', latencyMs: null, clockOffsetMs: null, message: 'down', cause: 'ECONNRESET' });
    t.observe('kept', ok(10));
    expect(t.tracked().sort()).toEqual(['gone', 'kept']);
    await t.clearProfiles((id) => id === 'gone');
    expect(t.tracked()).toEqual(['kept']);
    expect(t.status('gone')).toMatchObject({ state: 'unknown', latencyMs: null });
    // Misses were forgotten too: a new account with the same id starts at "retrying" again, not OFFLINE.
    t.observe('gone', { state: 'offline', latencyMs: null, clockOffsetMs: null, message: 'down', cause: 'ECONNRESET' });
    expect(t.status('gone').state).toBe('retrying');
  });

  it('is forgotten when its account is deleted, through the one forget call (account-data.ts)', async () => {
    const s = await services(() => ({ ok: true, value: { status: 'success', apps: [], tickets: [] }, meta: META }));
    try {
      const id = await addAccount(s.core);
      expect(await s.core.router.dispatch('accounts.testConnection', { id })).toMatchObject({ ok: true });
      expect(s.core.connection.tracked()).toContain(id);
      expect(await s.core.router.dispatch('accounts.remove', { id })).toEqual({ ok: true, value: null });
      expect(s.core.connection.tracked()).not.toContain(id);
    } finally {
      await s.core.dispose();
    }
  });
});
