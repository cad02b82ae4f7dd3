/**
 * A cue's timing in words, as the sheet and the arm panel show it: clock times in local time and
 * UTC (their next occurrence), what happens at the time, the missed-time policy in force (a
 * destructive cue's never "late": schedule.ts missedPolicy) and any repeat.
 */
import { missedPolicy } from '../../../../shared/domain/sheets/schedule';
import { planWords } from '../../../../shared/domain/sheets/plan';
import type { MissedPolicy, Plan } from '../../../../shared/domain/sheets/schema';
import { clockWords, firstAtOrAfter } from '../../../../shared/domain/sheets/zone';

/** "19:00:00 (18:00:00 UTC)": a clock time's next occurrence from `now`. */
export const nextClockWords = (at: string, now: number, zone: string): string => clockWords(firstAtOrAfter(now, at, zone), zone);

export function missedWords(p: MissedPolicy): string {
  if (p.policy === 'skip') return 'if missed: skipped';
  if (p.policy === 'late') return `if missed: fired up to ${p.maxSeconds} s late`;
  return 'if missed: standby, asks';
}

/** The plan and its timing, one phrase each ("" parts left out). */
export function timingWords(plan: Plan | null, destructive: boolean, now: number, zone: string): string[] {
  if (plan === null) return [];
  const when = plan.kind === 'clock' ? `at ${nextClockWords(plan.at, now, zone)}` : planWords(plan);
  if (plan.mode === undefined) return [when, 'planned only'];
  const what = plan.mode === 'hard'
    ? destructive ? 'fires by itself if authorised at arm, else standby and asks' : 'fires by itself'
    : 'standby at its time, waits for GO';
  const repeat = plan.repeat ? `every ${Math.round(plan.repeat.every / 60)} min until ${nextClockWords(plan.repeat.until, now, zone)}` : '';
  return [when, what, missedWords(missedPolicy(plan.missed, destructive)), repeat].filter(Boolean);
}
