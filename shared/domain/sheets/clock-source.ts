/**
 * The one adapter between the show clock and the cue timing it reads: when each cue of a run
 * is due, from the plans cues carry (`plannedAt`). The show clock, the preflight and every view
 * read due instants through here only, so the timed-cue schedule replaces this file's body
 * alone when it lands.
 */
import { plannedAt } from './plan';
import type { Sheet } from './schema';

/** What main knows of a run: when it started (the first GO) and the cues it has passed (fired or skipped). */
export interface RunProgress {
  startedAt: number | null;
  /** By cue id: when it fired (null: skipped). */
  passed: Readonly<Record<string, { firedAt: number | null }>>;
}

export interface TimedCue {
  cueId: string;
  /** Its position in the sheet (0-based). */
  index: number;
  /** When it is due (ms since the epoch). */
  dueAt: number;
}

/** Every cue still ahead in the run (not fired nor skipped) whose plan names an instant now, in sheet order. */
export function dueCues(sheet: Sheet, progress: RunProgress, now: number): TimedCue[] {
  const out: TimedCue[] = [];
  sheet.cues.forEach((cue, index) => {
    if (progress.passed[cue.id] !== undefined) return;
    const dueAt = plannedAt(cue.plan, progress.startedAt, now);
    if (dueAt !== null) out.push({ cueId: cue.id, index, dueAt });
  });
  return out;
}

/**
 * How far the run is behind its plan (ms; negative: ahead), from the last cue fired that had
 * a plan: its fire against its planned instant. Null before any planned cue fired.
 */
export function behindPlanMs(sheet: Sheet, progress: RunProgress): number | null {
  let last: { firedAt: number; planned: number } | null = null;
  for (const cue of sheet.cues) {
    const firedAt = progress.passed[cue.id]?.firedAt ?? null;
    if (firedAt === null) continue;
    const planned = plannedAt(cue.plan, progress.startedAt, firedAt);
    if (planned !== null && (last === null || firedAt >= last.firedAt)) last = { firedAt, planned };
  }
  return last === null ? null : last.firedAt - last.planned;
}
