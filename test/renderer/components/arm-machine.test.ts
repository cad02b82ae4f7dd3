import { describe, expect, it } from 'vitest';
import { type ArmState, IDLE, armStep, secondsLeft } from '../../../renderer/src/components/arm-machine';

const timing = { windowMs: 4000, minGapMs: 350 };
const press = (s: ArmState, now: number) => armStep(s, { type: 'press', now }, timing);

describe('arm machine', () => {
  it('arms on the first press and fires on the second', () => {
    const first = press(IDLE, 1000);
    expect(first).toEqual({ state: { phase: 'armed', armedAt: 1000, until: 5000 }, fire: false });
    const second = press(first.state, 2000);
    expect(second).toEqual({ state: { phase: 'firing' }, fire: true });
  });

  it('ignores a second press that comes as part of a double-click', () => {
    const armed = press(IDLE, 1000).state;
    expect(press(armed, 1200)).toEqual({ state: armed, fire: false });
  });

  it('expires: a press after the window arms again instead of firing', () => {
    const armed = press(IDLE, 1000).state;
    const late = press(armed, 5000);
    expect(late.fire).toBe(false);
    expect(late.state).toEqual({ phase: 'armed', armedAt: 5000, until: 9000 });
  });

  it('a tick past the window disarms; a tick before it does not', () => {
    const armed = press(IDLE, 0).state;
    expect(armStep(armed, { type: 'tick', now: 3999 }, timing).state).toBe(armed);
    expect(armStep(armed, { type: 'tick', now: 4000 }, timing).state).toEqual(IDLE);
  });

  it('disarm (Esc, click elsewhere) returns to idle without firing', () => {
    const armed = press(IDLE, 0).state;
    expect(armStep(armed, { type: 'disarm' }, timing)).toEqual({ state: IDLE, fire: false });
  });

  it('never fires twice: presses while firing are ignored until settled', () => {
    const firing = press(press(IDLE, 0).state, 1000).state;
    expect(press(firing, 1100)).toEqual({ state: firing, fire: false });
    expect(armStep(firing, { type: 'disarm' }, timing).state).toBe(firing);
    expect(armStep(firing, { type: 'settled' }, timing).state).toEqual(IDLE);
  });

  it('counts down whole seconds', () => {
    const armed = press(IDLE, 0).state;
    expect(secondsLeft(armed, 0)).toBe(4);
    expect(secondsLeft(armed, 1)).toBe(4);
    expect(secondsLeft(armed, 3001)).toBe(1);
    expect(secondsLeft(armed, 4500)).toBe(0);
    expect(secondsLeft(IDLE, 0)).toBe(0);
  });
});
