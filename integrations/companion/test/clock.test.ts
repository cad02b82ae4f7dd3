/**
 * The show clock in the module: the state's clock is checked, its variables are the console's
 * due instant read on this machine's clock, and the countdown is in the console's own words
 * (the module's copy of them is held to the console's here, for every second of two hours).
 */
import { describe, expect, it } from 'vitest';
import { countdownWords as consoleWords } from '../../../shared/domain/clock/show-clock';
import { checkState } from '../src/core/check';
import { countdownWords, untilNextTurn } from '../src/core/clock';
import type { ConsoleState } from '../src/core/contract';
import { variableValues } from '../src/core/view';

const at = '2026-12-02T19:00:00.000Z';
const due = Date.parse(at);
const state: ConsoleState = {
  account: null, destinations: [], f9: null, standby: null, link: 'ok', stale: false, armed: [],
  clock: {
    next: { cueId: 'doors', n: 1, name: 'Doors', at, local: '20:00:00', utc: '19:00:00' },
    offset: '0:12 behind',
    preflight: { ranAt: '2026-12-02T18:50:00.000Z', problems: [{ cueId: 'doors', words: 'Cue 1 (Doors): destination #502 refuses: the event has ended.' }] },
  },
};

describe('the show clock in the module', () => {
  it('reads the clock of the state and sets its variables from the due instant', () => {
    const checked = checkState(JSON.parse(JSON.stringify(state)));
    expect(checked.ok).toBe(true);
    expect(variableValues(state, [], due - 598_500)).toMatchObject({
      next_cue: '1 Doors', next_cue_at: '20:00:00 (19:00:00 UTC)', next_cue_in: 'in 9:59', show_offset: '0:12 behind',
      preflight: '1 problem: Cue 1 (Doors): destination #502 refuses: the event has ended.',
    });
    expect(variableValues({ ...state, clock: undefined }, [], due)).toMatchObject({ next_cue: '', next_cue_in: '', show_offset: '', preflight: '' });
  });

  it('refuses a clock that is not the contract', () => {
    const bad = checkState({ ...state, clock: { ...state.clock, next: { ...state.clock!.next, at: 5 } } });
    expect(bad).toEqual({ ok: false, problem: 'state.clock.next.at is not text' });
  });

  it("counts down in the console's words, turning at the same instants", () => {
    for (let t = due - 7_200_000; t <= due + 5000; t += 250) expect(countdownWords(due + 130, t)).toBe(consoleWords(due + 130, t));
    const now = due - 2300;
    const turn = untilNextTurn(due, now);
    expect(countdownWords(due, now + turn)).not.toBe(countdownWords(due, now + turn - 10));
  });
});
