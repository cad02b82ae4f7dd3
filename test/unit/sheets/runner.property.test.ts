/**
 * The runner, property-tested: whatever the operator presses in whatever order and
 * whenever outcomes arrive, no cue is ever fired twice, a destructive cue fires only on
 * a GO that follows its own arming within the window, skip/back/jump never fire, and
 * standby always names a cue or the end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RUN_ARM, type RunCue, type RunEvent, type RunState, runStep, startRun } from '../../../shared/domain/sheets/runner';
import type { CueOutcome } from '../../../shared/domain/sheets/outcome';
import { PROPERTY_RUNS, propertySeed } from '../client/fc-seed';

const OUTCOME: CueOutcome = { state: 'done', message: 'ok', parts: [], auditIds: [], firedAt: '2026-11-23T20:00:00.000Z' };

const cuesArb = fc.array(fc.record({ destructive: fc.boolean(), hasAction: fc.boolean() }), { minLength: 0, maxLength: 8 });

const pressArb = fc.oneof(
  fc.record({ type: fc.constant('go' as const), wait: fc.integer({ min: 0, max: RUN_ARM.windowMs + 500 }) }),
  fc.record({ type: fc.constant('tick' as const), wait: fc.integer({ min: 0, max: RUN_ARM.windowMs + 500 }) }),
  fc.record({ type: fc.constantFrom('disarm' as const, 'skip' as const, 'back' as const) }),
  fc.record({ type: fc.constant('jump' as const), index: fc.integer({ min: -1, max: 9 }) }),
  fc.record({ type: fc.constant('outcome' as const), index: fc.integer({ min: 0, max: 8 }) }),
);

describe('sheet runner', () => {
  it('never fires a cue twice; destructive cues fire only from their own arming; moves never fire', () => {
    fc.assert(
      fc.property(cuesArb, fc.array(pressArb, { maxLength: 60 }), (cues: RunCue[], presses) => {
        let state: RunState = startRun(cues.length);
        let now = 1_000_000;
        const fired = new Set<number>();
        for (const p of presses) {
          if ('wait' in p) now += p.wait;
          const event: RunEvent = p.type === 'go' || p.type === 'tick' ? { type: p.type, now } : p.type === 'jump' ? { type: 'jump', index: p.index } : p.type === 'outcome' ? { type: 'outcome', index: p.index, outcome: OUTCOME } : { type: p.type };
          const before = state;
          const step = runStep(state, cues, event);
          state = step.state;
          if (step.fire !== null) {
            expect(event.type).toBe('go');
            expect(fired.has(step.fire)).toBe(false);
            fired.add(step.fire);
            expect(step.fire).toBe(before.standby);
            expect(cues[step.fire]!.hasAction).toBe(true);
            if (cues[step.fire]!.destructive) {
              expect(before.armed?.index).toBe(step.fire);
              expect(now).toBeLessThan(before.armed!.until);
              expect(now - before.armed!.armedAt).toBeGreaterThanOrEqual(RUN_ARM.minGapMs);
            }
            expect(state.cues[step.fire]!.phase).toBe('firing');
          }
          if (state.standby !== null) expect(state.standby >= 0 && state.standby < cues.length).toBe(true);
          // Once fired, a cue stays fired (firing → done), never back to waiting or skipped.
          for (const i of fired) expect(['firing', 'done']).toContain(state.cues[i]!.phase);
        }
      }),
      { seed: propertySeed('sheet runner'), numRuns: PROPERTY_RUNS },
    );
  });

  it('GO on a plain cue fires it and moves standby to the next; a note cue is done with nothing sent', () => {
    const cues: RunCue[] = [{ destructive: false, hasAction: true }, { destructive: false, hasAction: false }];
    const a = runStep(startRun(2), cues, { type: 'go', now: 10 });
    expect(a.fire).toBe(0);
    expect(a.state.standby).toBe(1);
    expect(a.state.startedAt).toBe(10);
    const b = runStep(a.state, cues, { type: 'go', now: 20 });
    expect(b.fire).toBeNull();
    expect(b.state.cues[1]).toEqual({ phase: 'done', firedAt: 20, outcome: null });
    expect(b.state.standby).toBeNull();
    const c = runStep(b.state, cues, { type: 'outcome', index: 0, outcome: OUTCOME });
    expect(c.state.cues[0]).toEqual({ phase: 'done', firedAt: 10, outcome: OUTCOME });
  });

  it('a destructive cue arms on the first GO, ignores a double press, fires on the second and expires', () => {
    const cues: RunCue[] = [{ destructive: true, hasAction: true }];
    const armed = runStep(startRun(1), cues, { type: 'go', now: 0 });
    expect(armed.fire).toBeNull();
    expect(armed.state.armed).toEqual({ index: 0, armedAt: 0, until: RUN_ARM.windowMs });
    expect(runStep(armed.state, cues, { type: 'go', now: 100 }).fire).toBeNull();
    expect(runStep(armed.state, cues, { type: 'go', now: 1000 }).fire).toBe(0);
    const expired = runStep(armed.state, cues, { type: 'tick', now: RUN_ARM.windowMs });
    expect(expired.state.armed).toBeNull();
    expect(runStep(armed.state, cues, { type: 'skip' }).state.armed).toBeNull();
  });

  it('back after a fire puts the fired cue on standby, and GO then sends nothing', () => {
    const cues: RunCue[] = [{ destructive: false, hasAction: true }, { destructive: false, hasAction: true }];
    const fired = runStep(startRun(2), cues, { type: 'go', now: 0 }).state;
    const back = runStep(fired, cues, { type: 'back' }).state;
    expect(back.standby).toBe(0);
    expect(runStep(back, cues, { type: 'go', now: 5 }).fire).toBeNull();
    const skipped = runStep(runStep(back, cues, { type: 'jump', index: 1 }).state, cues, { type: 'skip' }).state;
    expect(skipped.cues[1]).toEqual({ phase: 'skipped' });
    expect(skipped.standby).toBeNull();
  });
});
