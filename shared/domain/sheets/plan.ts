/**
 * A cue's planned time and its lateness. A clock plan means that time on the local clock, as the
 * operator wrote it, on whichever day puts it nearest the firing; an offset counts from the run's first GO.
 */
import type { Plan } from './schema';

/**
 * The planned moment (ms since the epoch), or null when the cue has no plan or the run has not started.
 * A clock time is the occurrence of that time nearest the firing (yesterday, today or tomorrow), so a
 * cue planned at 23:59 and fired at 00:01 is two minutes late, not a day early. Days are stepped on the
 * calendar, not by 24 hours, so a daylight-saving change keeps the wall-clock time.
 */
export function plannedAt(plan: Plan | null, startedAt: number | null, firedAt: number): number | null {
  if (plan === null) return null;
  if (plan.kind === 'offset') return startedAt === null ? null : startedAt + plan.seconds * 1000;
  if (plan.kind === 'after') return null; // needs the previous cue: schedule.ts resolves it
  const [h, m, s] = plan.at.split(':').map(Number);
  const onDay = (dayShift: number) => {
    const day = new Date(firedAt);
    day.setDate(day.getDate() + dayShift);
    day.setHours(h!, m!, s ?? 0, 0);
    return day.getTime();
  };
  return [onDay(-1), onDay(0), onDay(1)].reduce((best, t) => (Math.abs(t - firedAt) < Math.abs(best - firedAt) ? t : best));
}

/** A span to the whole second as the run sheets say it: h:mm:ss past an hour, else m:ss; null within a second. */
export function clockSpan(ms: number): string | null {
  const secs = Math.round(Math.abs(ms) / 1000);
  if (secs === 0) return null;
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  const s = secs % 60;
  const two = (v: number) => String(v).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** "on time" within a second; otherwise "0:12 late" / "1:02:03 early". */
export function latenessWords(deltaMs: number): string {
  const clock = clockSpan(deltaMs);
  return clock === null ? 'on time' : `${clock} ${deltaMs > 0 ? 'late' : 'early'}`;
}

const minSec = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The plan as written on the sheet: "at 20:00", "start + 1:30", "+2:00 after the previous cue", or "". */
export function planWords(plan: Plan | null): string {
  if (plan === null) return '';
  if (plan.kind === 'clock') return `at ${plan.at}`;
  if (plan.kind === 'after') return `+${minSec(plan.seconds)} after the previous cue`;
  return `start + ${minSec(plan.seconds)}`;
}
