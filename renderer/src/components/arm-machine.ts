/**
 * Arm-then-fire, as a pure state machine (operator principle 4). The first press arms for
 * `windowMs` (about 4 s, with a visible countdown); Esc, a click elsewhere or the window
 * running out disarms; a second press while armed fires. A second press that comes
 * within `minGapMs` of arming is ignored, so a double-click can never arm-and-fire.
 */

export type ArmState = { phase: 'idle' } | { phase: 'armed'; armedAt: number; until: number } | { phase: 'firing' };

export type ArmEvent =
  | { type: 'press'; now: number }
  | { type: 'disarm' }
  | { type: 'tick'; now: number }
  /** The fired action finished (whatever its result): ready to arm again. */
  | { type: 'settled' };

export interface ArmTiming {
  windowMs: number;
  minGapMs: number;
}

export const DEFAULT_ARM_TIMING: ArmTiming = { windowMs: 4000, minGapMs: 350 };

export interface ArmStep {
  state: ArmState;
  /** True exactly when this event should send the action. */
  fire: boolean;
}

export const IDLE: ArmState = { phase: 'idle' };

/** One transition. Never fires from idle, never fires twice, never fires after expiry. */
export function armStep(state: ArmState, event: ArmEvent, timing: ArmTiming = DEFAULT_ARM_TIMING): ArmStep {
  switch (event.type) {
    case 'press':
      return onPress(state, event.now, timing);
    case 'disarm':
      return { state: state.phase === 'armed' ? IDLE : state, fire: false };
    case 'tick':
      return { state: state.phase === 'armed' && event.now >= state.until ? IDLE : state, fire: false };
    case 'settled':
      return { state: state.phase === 'firing' ? IDLE : state, fire: false };
  }
}

function onPress(state: ArmState, now: number, timing: ArmTiming): ArmStep {
  const arm: ArmStep = { state: { phase: 'armed', armedAt: now, until: now + timing.windowMs }, fire: false };
  if (state.phase === 'idle') return arm;
  if (state.phase === 'firing') return { state, fire: false };
  if (now >= state.until) return arm; // expired: this press is a first press again
  if (now - state.armedAt < timing.minGapMs) return { state, fire: false };
  return { state: { phase: 'firing' }, fire: true };
}

/** Whole seconds left to show on the armed button (4, 3, 2, 1); 0 when not armed. */
export function secondsLeft(state: ArmState, now: number): number {
  if (state.phase !== 'armed') return 0;
  return Math.max(0, Math.ceil((state.until - now) / 1000));
}
