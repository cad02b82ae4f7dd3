/**
 * The one adapter between the show clock and the cue timing it reads: when each cue of a run
 * is due, from the run's timetable (schedule.ts: hard and soft times, relative ones, repeats,
 * midnight and daylight saving). The show clock, the preflight and every view read due
 * instants through here only.
 */
import { localZone } from './zone';
import { nextTimed, planDrift, scheduleOf, slotKey } from './schedule';
import type { Sheet, TimingMode } from './schema';

/** What main knows of a run: when it was armed (opened) and started (the first GO), the cues it has passed. */
export interface RunProgress {
  armedAt: number;
  startedAt: number | null;
  /** By cue id: when it fired (null: skipped). */
  passed: Readonly<Record<string, { firedAt: number | null }>>;
  /** The time zone clock times are read in (this process's when absent). */
  zone?: string;
}

export interface TimedCue {
  cueId: string;
  /** Its position in the sheet (0-based). */
  index: number;
  /** When it is due (ms since the epoch). */
  dueAt: number;
  /** hard: fires at its time; soft: standby at its time; null: planned only. */
  mode: TimingMode | null;
}

function timetable(sheet: Sheet, p: RunProgress) {
  const fired = sheet.cues.map((c) => p.passed[c.id]?.firedAt ?? null);
  return { fired, schedule: scheduleOf({ cues: sheet.cues, armedAt: p.armedAt, startedAt: p.startedAt, zone: p.zone ?? localZone(), fired }) };
}

/**
 * The next cue due at or after `now` that the run has not passed: the next hard or soft slot;
 * with none, the first planned-only cue still ahead (a sheet written before timed cues).
 */
export function nextDue(sheet: Sheet, progress: RunProgress, now: number): TimedCue | null {
  const { schedule } = timetable(sheet, progress);
  const handled = new Set<string>();
  for (const c of schedule) if (progress.passed[c.cueId] !== undefined) c.due.forEach((_, slot) => handled.add(slotKey(c.cueId, slot)));
  const timed = nextTimed(schedule, now, handled);
  if (timed !== null) return { cueId: timed.cueId, index: timed.cue, dueAt: timed.at, mode: timed.mode };
  const planned = schedule.filter((c) => c.mode === null && progress.passed[c.cueId] === undefined && c.due[0] !== undefined && c.due[0] >= now).sort((a, b) => a.due[0]! - b.due[0]! || a.index - b.index)[0];
  return planned === undefined ? null : { cueId: planned.cueId, index: planned.index, dueAt: planned.due[0]!, mode: null };
}

/** How far the run is behind its plan (ms; negative: ahead), from the last cue fired against its plan; null before any. */
export function behindPlanMs(sheet: Sheet, progress: RunProgress): number | null {
  const { schedule, fired } = timetable(sheet, progress);
  return planDrift(schedule, fired, null, 0)?.ms ?? null;
}
