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

type Press =
  | { type: 'go' | 'tick'; wait: number }
  | { type: 'disarm' | 'skip' | 'back' }
  | { type: 'jump'; index: number }
  | { type: 'outcome'; index: number };

/**
 * The path that matters most, forced into every run so no seed can miss it: fire a cue
 * (arming it first when destructive), its outcome arrives, Back puts it on standby again,
 * GO — which must send nothing. Random presses come before and after it.
 */
function refirePath(cues: RunCue[], k: number): Press[] {
  const fire: Press[] = cues[k]!.destructive
    ? [{ type: 'go', wait: 0 }, { type: 'go', wait: RUN_ARM.minGapMs }]
    : [{ type: 'go', wait: 0 }];
  return [{ type: 'jump', index: k }, ...fire, { type: 'outcome', index: k }, { type: 'back' }, { type: 'go', wait: RUN_ARM.minGapMs }];
}

const runArb = cuesArb
  .filter((cues) => cues.some((c) => c.hasAction))
  .chain((cues: RunCue[]) => {
    const withAction = cues.flatMap((c, i) => (c.hasAction ? [i] : []));
    return fc.record({
      cues: fc.constant(cues),
      presses: fc
        .tuple(fc.array(pressArb, { maxLength: 30 }), fc.constantFrom(...withAction), fc.array(pressArb, { maxLength: 30 }))
        .map(([before, k, after]) => [...(before as Press[]), ...refirePath(cues, k), ...(after as Press[])]),
    });
  });

/** A pinned run beside the generator: two plain cues, fire the first, outcome, back, GO. */
const PINNED = {
  cues: [{ destructive: false, hasAction: true }, { destructive: true, hasAction: true }] as RunCue[],
  presses: [{ type: 'skip' }, { type: 'back' }, ...refirePath([{ destructive: false, hasAction: true }], 0), { type: 'go', wait: 10 }] as Press[],
};

describe('sheet runner', () => {
  it('never fires a cue twice; destructive cues fire only from their own arming; moves never fire', () => {
    fc.assert(
      fc.property(runArb, ({ cues, presses }) => {
        let state: RunState = startRun(cues.length);
        let now = 1_000_000;
        const fired = new Set<number>();
        let refused = 0;
        for (const p of presses) {
          if ('wait' in p) now += p.wait;
          const event: RunEvent = p.type === 'go' || p.type === 'tick' ? { type: p.type, now } : p.type === 'jump' ? { type: 'jump', index: p.index } : p.type === 'outcome' ? { type: 'outcome', index: p.index, outcome: OUTCOME } : { type: p.type };
          const before = state;
          const step = runStep(state, cues, event);
          state = step.state;
          // A GO with a cue that already fired on standby (reached by Back): nothing is sent.
          if (event.type === 'go' && before.standby !== null && fired.has(before.standby)) {
            expect(step.fire).toBeNull();
            refused += 1;
          }
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
        // Every run, not only lucky seeds, pressed GO on a cue that had already fired.
        expect(refused).toBeGreaterThan(0);
      }),
      { seed: propertySeed('sheet runner'), numRuns: PROPERTY_RUNS, examples: [[PINNED]] },
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
