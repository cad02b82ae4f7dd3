/**
 * The show clock: the next timed cue of the run, when it is due, and how far the show runs
 * behind or ahead of its plan. Main computes it once (electron/core/sheets/show-clock.ts)
 * and every view reads the same due instant; each view renders the countdown against its
 * own clock with `countdownWords`, so two views on one machine read the same words in the
 * same second.
 */
import { type RunProgress, behindPlanMs, nextDue } from '../sheets/clock-source';
import { planWords } from '../sheets/plan';
import type { Sheet, TimingMode } from '../sheets/schema';

export interface NextTimedCue {
  cueId: string;
  /** 1-based, as the run view numbers cues. */
  n: number;
  name: string;
  /** When it is due, ISO (UTC). */
  at: string;
  /** The due time on main's local clock and in UTC, HH:MM:SS. */
  local: string;
  utc: string;
  /** As the sheet writes its plan: "at 19:00", "start + 1:30". */
  plan: string;
  /** hard: fires at its time; soft: standby at its time; null: planned only. */
  mode: TimingMode | null;
}

export interface ClockTimes {
  next: NextTimedCue | null;
  /** ms behind the plan (negative: ahead); null before a planned cue fired. */
  behindMs: number | null;
  /** "0:12 behind", "1:30 ahead", "on plan", or "" before a planned cue fired. */
  offset: string;
}

const two = (v: number) => String(v).padStart(2, '0');

/** HH:MM:SS of an instant on the local clock and in UTC. */
export function clockPair(ms: number): { local: string; utc: string } {
  const d = new Date(ms);
  return { local: `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`, utc: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}` };
}

function span(secs: number): string {
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  const s = secs % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * The countdown to `dueAt` read at `now`: "in 9:58" while ahead (whole seconds left, rounded
 * up, so it reads "in 0:00" only at the due second), then "0:12 overdue".
 */
export function countdownWords(dueAt: number, now: number): string {
  const left = dueAt - now;
  if (left > 0) return `in ${span(Math.ceil(left / 1000))}`;
  return `${span(Math.floor(-left / 1000))} overdue`;
}

export function offsetWords(behindMs: number | null): string {
  if (behindMs === null) return '';
  const secs = Math.round(Math.abs(behindMs) / 1000);
  if (secs === 0) return 'on plan';
  return `${span(secs)} ${behindMs > 0 ? 'behind' : 'ahead'}`;
}

/** The clock of a run at `now`: its next timed cue (clock-source.ts) and its offset from plan. */
export function showClockOf(sheet: Sheet, progress: RunProgress, now: number): ClockTimes {
  const first = nextDue(sheet, progress, now) ?? undefined;
  const behindMs = behindPlanMs(sheet, progress);
  const cue = first === undefined ? undefined : sheet.cues[first.index];
  const next = first === undefined || cue === undefined ? null : {
    cueId: first.cueId, n: first.index + 1, name: cue.label || `cue ${first.index + 1}`, at: new Date(first.dueAt).toISOString(), ...clockPair(first.dueAt), plan: planWords(cue.plan), mode: first.mode,
  };
  return { next, behindMs, offset: offsetWords(behindMs) };
}
