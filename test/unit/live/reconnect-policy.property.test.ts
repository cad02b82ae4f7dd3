/**
 * The reconnect policy, property-tested with a controlled clock: whatever interleaving of
 * drops, answers (ok, refused for a passing or a lasting reason, lost), reads, UNKNOWN,
 * the operator's stops and reconnect switched off or on, (1) never two connects in flight,
 * (2) no connect after the operator's stop or with reconnect off until a new failure,
 * (3) none while UNKNOWN, (4) at most 10 tries per episode, within 10 minutes, and (5) each
 * wait follows 2 s ×1.5 within ±20%, at most 60 s.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseWaitMs, RECONNECT } from '../../../electron/core/live/reconnect-backoff';
import { initialReconnect, stepReconnect, type ReconnectEvent, type ReconnectState } from '../../../electron/core/live/reconnect-policy';
import { PROPERTY_RUNS, propertySeed } from '../client/fc-seed';

const REASONS = ['Destination refused the connection', 'Connection timed out', 'Stream key refused: the event has ended', 'Invalid credentials'];

const event = fc.oneof(
  fc.record({ k: fc.constant('drop' as const) }),
  fc.record({ k: fc.constant('answer' as const), outcome: fc.constantFrom('ok' as const, 'refused' as const, 'lost' as const), reason: fc.constantFrom(...REASONS) }),
  fc.record({ k: fc.constant('read' as const), server: fc.constantFrom('live' as const, 'off' as const, 'held' as const) }),
  fc.record({ k: fc.constant('unknown' as const) }),
  fc.record({ k: fc.constant('disconnect' as const) }),
  fc.record({ k: fc.constant('enable' as const), enabled: fc.boolean() }),
  fc.record({ k: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 90_000 }) }),
);
type Raw = typeof event extends fc.Arbitrary<infer T> ? T : never;
const randoms = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 20 });

/** What the world knows, beside the policy: whether our connect is still out, and what the operator did last. */
interface World {
  now: number;
  out: 'none' | 'answer' | 'read';
  stopped: boolean;
  unknown: boolean;
  episodeConnects: number;
}

function toEvent(w: World, e: Raw): ReconnectEvent {
  const at = w.now;
  switch (e.k) {
    case 'drop': return { type: 'drop', at };
    case 'answer': return { type: 'answer', at, outcome: e.outcome, reason: e.reason };
    case 'read': return { type: 'read', at, server: e.server };
    case 'unknown': return { type: 'unknown', at };
    case 'disconnect': return { type: 'disconnect', at };
    case 'enable': return { type: 'enable', at, enabled: e.enabled };
    case 'wait': return { type: 'tick', at };
  }
}

/** The world's side of one event, before the policy sees it. */
function observe(w: World, e: ReconnectEvent, s: ReconnectState): void {
  if (e.type === 'answer' && w.out === 'answer') w.out = e.outcome === 'lost' ? 'read' : 'none';
  else if (e.type === 'answer' && w.out === 'read' && e.outcome !== 'lost') w.out = 'none';
  else if (e.type === 'read' && w.out === 'read') w.out = 'none';
  // A drop is what a read reports, so it settles UNKNOWN like any read.
  if (e.type === 'read' || e.type === 'drop') w.unknown = false;
  if (e.type === 'unknown') w.unknown = true;
  if (e.type === 'disconnect' || (e.type === 'enable' && !e.enabled)) w.stopped = true;
  // A new failure may start an episode again: a drop, or the operator's own connect refused.
  if (s.enabled && (e.type === 'drop' || (e.type === 'answer' && e.outcome === 'refused' && w.out === 'none' && s.pending === null))) w.stopped = false;
}

describe('reconnect policy (property)', () => {
  it('keeps every rule whatever the events', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 60 }), randoms, (enabled, events, rs) => {
        let s = initialReconnect(enabled);
        let i = 0;
        const rand = (): number => rs[i++ % rs.length]!;
        const w: World = { now: 0, out: 'none', stopped: !enabled, unknown: false, episodeConnects: 0 };
        for (const raw of events) {
          if (raw.k === 'wait') w.now += raw.ms;
          const e = toEvent(w, raw);
          const before = s;
          observe(w, e, before);
          const step = stepReconnect(before, e, rand);
          s = step.state;
          for (const a of step.actions) {
            if (a.kind !== 'connect' && a.kind !== 'retry') continue;
            expect(w.out, 'a connect while another is in flight').toBe('none');
            expect(w.stopped, 'a connect after the operator stopped or switched reconnect off').toBe(false);
            expect(w.unknown, 'a connect while UNKNOWN').toBe(false);
            expect(before.dueAt !== null && w.now >= before.dueAt, 'a connect before its wait was over').toBe(true);
            expect(w.now - before.episode!.startedAt).toBeLessThan(RECONNECT.maxEpisodeMs);
            expect(a.attempt).toBeLessThanOrEqual(RECONNECT.maxTries);
            expect(a.kind === 'retry').toBe(before.episode!.held);
            w.out = 'answer';
            w.episodeConnects += 1;
            expect(w.episodeConnects).toBeLessThanOrEqual(RECONNECT.maxTries);
          }
          if (step.ended !== null && step.ended.kind !== 'reconnected') w.episodeConnects = 0;
          if (s.dueAt !== null && before.dueAt === null) {
            const base = baseWaitMs(s.episode!.tries + 1);
            const wait = s.dueAt - w.now;
            expect(wait).toBeGreaterThanOrEqual(Math.floor(base * (1 - RECONNECT.jitter)));
            expect(wait).toBeLessThanOrEqual(Math.min(Math.ceil(base * (1 + RECONNECT.jitter)), RECONNECT.maxGapMs));
          }
          expect(s.pending !== null).toBe(w.out !== 'none');
        }
      }),
      { numRuns: PROPERTY_RUNS, seed: propertySeed('reconnect policy') },
    );
  });
});

/** A platform that never takes the key back: every try is refused, lost then read off, or taken and dropped at once. */
const never = fc.array(fc.record({ answer: fc.constantFrom('refused' as const, 'lost' as const, 'taken-then-dropped' as const), lateMs: fc.integer({ min: 0, max: 30_000 }) }), { minLength: 1, maxLength: 40 });

describe('reconnect policy at a platform that never takes the key back (property)', () => {
  it('sends at most 10 connects, then gives up with the tries in the reason', () => {
    fc.assert(
      fc.property(never, randoms, (answers, rs) => {
        let i = 0;
        const rand = (): number => rs[i++ % rs.length]!;
        let now = 0;
        let s = stepReconnect(initialReconnect(true), { type: 'drop', at: now }, rand).state;
        let connects = 0;
        let gaveUp = false;
        for (let n = 0; n < 200 && !gaveUp; n += 1) {
          now = s.dueAt ?? now;
          const fired = stepReconnect(s, { type: 'tick', at: now }, rand);
          s = fired.state;
          connects += fired.actions.length;
          if (fired.ended) { gaveUp = fired.ended.kind === 'gave-up'; break; }
          const a = answers[n % answers.length]!;
          now += a.lateMs;
          const events: ReconnectEvent[] =
            a.answer === 'refused' ? [{ type: 'answer', at: now, outcome: 'refused', reason: 'Destination refused the connection' }]
            : a.answer === 'lost' ? [{ type: 'answer', at: now, outcome: 'lost' }, { type: 'read', at: now, server: 'off' }]
            : [{ type: 'answer', at: now, outcome: 'ok' }, { type: 'drop', at: now + 1 }];
          for (const e of events) {
            const step = stepReconnect(s, e, rand);
            s = step.state;
            if (step.ended?.kind === 'gave-up') gaveUp = true;
          }
        }
        expect(gaveUp).toBe(true);
        expect(connects).toBeGreaterThan(0);
        expect(connects).toBeLessThanOrEqual(RECONNECT.maxTries);
      }),
      { numRuns: PROPERTY_RUNS, seed: propertySeed('reconnect never taken back') },
    );
  });
});
