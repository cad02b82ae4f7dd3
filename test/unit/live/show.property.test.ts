/**
 * Main's show state, property-tested: whatever interleaving of server changes, polls,
 * answers, views shown, hidden or gone and operator intents, (1) every view that follows
 * the events sees exactly main's board, one state per destination, and (2) a poll runs on
 * time whenever a view is visible or anything is on air — and none runs for nobody.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLiveFeature } from '../../../electron/core/live/feature';
import { ON_AIR_STATES } from '../../../shared/domain/live/board';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { PROPERTY_RUNS, propertySeed } from '../client/fc-seed';
import { FakeTimers, makeDeps, success } from './fake-gateway';

const ENTRIES = ['yt', 'fb'] as const;
const VIEWS = ['a', 'b'] as const;
const INTERVAL = 2000;
// Each run drives up to 30 steps through the real feature with its timers: a third of the usual runs keeps the file under ~10 s.
const SHOW_RUNS = Math.ceil(PROPERTY_RUNS / 3);

const step = fc.oneof(
  fc.record({ k: fc.constant('view' as const), id: fc.constantFrom(...VIEWS), state: fc.constantFrom('visible' as const, 'hidden' as const, 'gone' as const) }),
  fc.record({ k: fc.constant('server' as const), entry: fc.constantFrom(...ENTRIES), status: fc.constantFrom('connected', 'error', 'gone') }),
  fc.record({ k: fc.constant('connect' as const), entry: fc.constantFrom(...ENTRIES), ok: fc.boolean() }),
  fc.record({ k: fc.constant('disconnect' as const), entry: fc.constantFrom(...ENTRIES) }),
  fc.record({ k: fc.constant('check' as const) }),
  fc.record({ k: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 3 * INTERVAL }) }),
);

function setup() {
  const { deps, events, gateway, clock } = makeDeps(mkdtempSync(join(tmpdir(), 'mc-show-')));
  const timers = new FakeTimers(clock);
  const server = new Map<string, string>();
  gateway.answer('stream.active', () => success('stream.active', { streams: [{ name: 'main', pushes: [...server].map(([entry_name, status]) => ({ entry_name, status, message: status === 'error' ? 'dropped' : 'ok' })) }] }));
  gateway.answer('pushpublish.disconnect', (p) => {
    server.delete(String(p.entry_name));
    return success('pushpublish.disconnect', {});
  });
  const live = createLiveFeature(deps, timers);
  return { live, events, gateway, timers, server };
}

/** The board a view following the events shows: the last snapshot it was sent. */
function viewBoard(events: ReturnType<typeof setup>['events']): SessionsSnapshot['board'] | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === 'live.sessions') return e.snapshot.board;
  }
  return null;
}

describe("main's show state", () => {
  it('keeps every view on main\'s one board and polls on time exactly while someone looks or something is on air', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const { live, events, gateway, timers, server } = setup();
        const visible = new Set<string>();
        await live.handlers.view({ viewId: 'a', state: 'visible' });
        visible.add('a');
        await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: INTERVAL });
        for (const s of steps) {
          if (s.k === 'view') {
            await live.handlers.view({ viewId: s.id, state: s.state });
            if (s.state === 'visible') visible.add(s.id);
            else visible.delete(s.id);
          } else if (s.k === 'server') {
            if (s.status === 'gone') server.delete(s.entry);
            else server.set(s.entry, s.status);
          } else if (s.k === 'connect') {
            gateway.answer('pushpublish.connect', () => {
              if (s.ok) server.set(s.entry, 'connecting');
              return s.ok ? success('pushpublish.connect', {}) : { ok: false, error: { kind: 'api_failure', message: 'refused', code: '0001', serverMessage: 'refused' }, meta: undefined } as never;
            });
            await live.handlers.connect({ connects: [{ app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'videosite', dst_stream: 'k', entry_name: s.entry }] });
          } else if (s.k === 'disconnect') {
            await live.handlers.disconnect({ app: 'demo-origin', inst: 'live', entry_name: s.entry });
          } else if (s.k === 'check') {
            await live.handlers.checkStatus({});
          } else {
            await timers.advance(s.ms);
          }
          // (1) One board: a view following the events shows main's board, one row per destination.
          const main = await live.handlers.select({ ids: [] });
          if (!main.ok) throw new Error('select failed');
          const keys = main.value.board.map((r) => r.key);
          expect(new Set(keys).size).toBe(keys.length);
          expect(viewBoard(events)).toEqual(main.value.board);
          // (2) On time: wanted now → a poll within one interval; not wanted → none for nobody.
          const onAir = main.value.board.some((r) => ON_AIR_STATES.has(r.state));
          const before = gateway.count('stream.active');
          await timers.advance(INTERVAL);
          const polled = gateway.count('stream.active') > before;
          if (visible.size > 0 || onAir) expect(polled).toBe(true);
          const after = await live.handlers.select({ ids: [] });
          const stillOnAir = after.ok && after.value.board.some((r) => ON_AIR_STATES.has(r.state));
          if (visible.size === 0 && !onAir && !stillOnAir) {
            const quiet = gateway.count('stream.active');
            await timers.advance(3 * INTERVAL);
            expect(gateway.count('stream.active')).toBe(quiet);
          }
        }
        live.dispose();
      }),
      { numRuns: SHOW_RUNS, seed: propertySeed('show state') },
    );
  });
});
