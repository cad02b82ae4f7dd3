/**
 * The console's show clock as the module shows it: the next timed cue, its time (local and
 * UTC, as the console says them), the countdown to it and how far the show runs behind or
 * ahead of plan, and the last preflight. The countdown is the console's due instant read on
 * this machine's clock, in the console's own words (shared/domain/clock/show-clock.ts in the
 * console; a test holds the two to the same words), so every view reads the same.
 */
import type { ConsoleState } from './contract';

const two = (v: number) => String(v).padStart(2, '0');

function span(secs: number): string {
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  const s = secs % 60;
  return h > 0 ? `${String(h)}:${two(m)}:${two(s)}` : `${String(m)}:${two(s)}`;
}

/** "in 9:58" while ahead (seconds left rounded up), then "0:12 overdue". */
export function countdownWords(dueAt: number, now: number): string {
  const left = dueAt - now;
  if (left > 0) return `in ${span(Math.ceil(left / 1000))}`;
  return `${span(Math.floor(-left / 1000))} overdue`;
}

/** The due instant of the next timed cue (ms), or null. */
export const nextDue = (s: ConsoleState): number | null => (s.clock?.next ? Date.parse(s.clock.next.at) : null);

/** ms until the countdown's words next change, read at `now`. */
export const untilNextTurn = (dueAt: number, now: number): number => ((((dueAt - now) % 1000) + 1000) % 1000 || 1000) + 5;

export function clockValues(s: ConsoleState, now: number): Record<string, string> {
  const c = s.clock;
  const next = c?.next ?? null;
  const problems = c?.preflight.problems ?? [];
  return {
    next_cue: next ? `${String(next.n)} ${next.name}` : '',
    next_cue_at: next ? `${next.local} (${next.utc} UTC)` : '',
    next_cue_in: next ? countdownWords(Date.parse(next.at), now) : '',
    show_offset: c?.offset ?? '',
    preflight: !c?.preflight.ranAt ? '' : problems.length === 0 ? 'ok' : `${String(problems.length)} problem${problems.length === 1 ? '' : 's'}: ${problems[0]!.words}`,
  };
}
