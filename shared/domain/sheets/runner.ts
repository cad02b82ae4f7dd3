/**
 * Running a sheet, as a pure state machine. One cue is on standby; GO fires it and
 * standby moves to the next. A destructive cue arms first (a second GO inside the arm
 * window fires it, as every arm-then-fire button does); skip, back and jump move standby
 * and disarm. A cue that was fired is never fired again, whatever comes after: main
 * refuses a second fire of the same cue in the same run too (sheets service).
 */
import type { CueOutcome } from './outcome';

export type CueRun =
  | { phase: 'waiting' }
  | { phase: 'skipped' }
  | { phase: 'firing'; firedAt: number }
  | { phase: 'done'; firedAt: number; outcome: CueOutcome | null };

export interface RunState {
  cues: CueRun[];
  /** Index of the cue on standby; null past the last cue. */
  standby: number | null;
  armed: { index: number; armedAt: number; until: number } | null;
  /** When the first cue fired (offset plans count from here). */
  startedAt: number | null;
}

/** What the runner needs to know of each cue. */
export interface RunCue {
  destructive: boolean;
  /** false: a note cue — GO marks it done and moves on, nothing is sent. */
  hasAction: boolean;
}

export type RunEvent =
  | { type: 'go'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'disarm' }
  | { type: 'skip' }
  | { type: 'back' }
  | { type: 'jump'; index: number }
  | { type: 'outcome'; index: number; outcome: CueOutcome };

export interface RunStep {
  state: RunState;
  /** The cue to send now (exactly once per cue per run), or null. */
  fire: number | null;
}

export const RUN_ARM = { windowMs: 4000, minGapMs: 350 } as const;

export function startRun(count: number): RunState {
  return { cues: Array.from({ length: count }, () => ({ phase: 'waiting' as const })), standby: count > 0 ? 0 : null, armed: null, startedAt: null };
}

const next = (state: RunState, index: number): number | null => (index + 1 < state.cues.length ? index + 1 : null);
const same = (state: RunState): RunStep => ({ state, fire: null });

export function runStep(state: RunState, cues: readonly RunCue[], event: RunEvent): RunStep {
  switch (event.type) {
    case 'go':
      return onGo(state, cues, event.now);
    case 'tick':
      return same(state.armed && event.now >= state.armed.until ? { ...state, armed: null } : state);
    case 'disarm':
      return same(state.armed ? { ...state, armed: null } : state);
    case 'skip': {
      if (state.standby === null) return same(state);
      const i = state.standby;
      const cuesNow = state.cues[i]!.phase === 'waiting' ? replace(state.cues, i, { phase: 'skipped' }) : state.cues;
      return same({ ...state, cues: cuesNow, standby: next(state, i), armed: null });
    }
    case 'back': {
      const from = state.standby ?? state.cues.length;
      return same({ ...state, standby: state.cues.length === 0 ? null : Math.max(0, from - 1), armed: null });
    }
    case 'jump':
      if (!Number.isInteger(event.index) || event.index < 0 || event.index >= state.cues.length) return same(state);
      return same({ ...state, standby: event.index, armed: null });
    case 'outcome': {
      const run = state.cues[event.index];
      if (run?.phase !== 'firing') return same(state);
      return same({ ...state, cues: replace(state.cues, event.index, { phase: 'done', firedAt: run.firedAt, outcome: event.outcome }) });
    }
  }
}

function onGo(state: RunState, cues: readonly RunCue[], now: number): RunStep {
  const i = state.standby;
  if (i === null) return same(state);
  const run = state.cues[i]!;
  // Fired (or firing) already: never resent. Skipped cues were never sent and may still go.
  if (run.phase === 'firing' || run.phase === 'done') return same(state);
  const cue = cues[i] ?? { destructive: false, hasAction: false };
  if (cue.destructive) {
    const armed = state.armed;
    if (armed === null || armed.index !== i || now >= armed.until) return same({ ...state, armed: { index: i, armedAt: now, until: now + RUN_ARM.windowMs } });
    if (now - armed.armedAt < RUN_ARM.minGapMs) return same(state); // a double press never arms-and-fires
  }
  const startedAt = state.startedAt ?? now;
  const phase: CueRun = cue.hasAction ? { phase: 'firing', firedAt: now } : { phase: 'done', firedAt: now, outcome: null };
  return { state: { cues: replace(state.cues, i, phase), standby: next(state, i), armed: null, startedAt }, fire: cue.hasAction ? i : null };
}

function replace<T>(list: readonly T[], index: number, value: T): T[] {
  const copy = list.slice();
  copy[index] = value;
  return copy;
}
