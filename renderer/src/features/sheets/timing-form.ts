/**
 * A cue's timing in the add-a-cue form, as pure state: when it is planned (a clock time, after the
 * first GO, after the previous cue), what happens at that time (nothing, hard: fires by itself,
 * soft: standby and wait for GO), what a missed time does, and a repeat. The plan is validated by
 * the sheet schema's own option for its kind (so each problem has its field), with the bounds in
 * the messages read from the schema, never restated.
 */
import { type Plan, type TimingMode, missedSchema, planSchema, repeatSchema } from '../../../../shared/domain/sheets/schema';

export type PlanKind = 'none' | Plan['kind'];
export type TimingPick = 'none' | TimingMode;
export type MissedPick = ReturnType<typeof missedSchema.parse>['policy'];

export interface TimingFields {
  planKind: PlanKind;
  planAt: string;
  /** Minutes after the first GO, "m" or "m:ss". */
  planOffset: string;
  /** Minutes after the previous cue, "m" or "m:ss". */
  planAfter: string;
  timing: TimingPick;
  missed: MissedPick;
  /** Fire late up to this many seconds. */
  lateSeconds: string;
  repeat: boolean;
  /** Minutes between repeats. */
  repeatEvery: string;
  repeatUntil: string;
}

export const BLANK_TIMING: TimingFields = {
  planKind: 'none', planAt: '', planOffset: '', planAfter: '', timing: 'none', missed: 'ask', lateSeconds: '30', repeat: false, repeatEvery: '30', repeatUntil: '',
};

export type TimingErrors = Partial<Record<keyof TimingFields, string>>;

export const TIMING_KEYS = Object.keys(BLANK_TIMING) as (keyof TimingFields)[];

/** The form keeps only the timing's own fields of a wider field set (the rest of the form starts clean). */
export function timingOf(f: TimingFields): TimingFields {
  return Object.fromEntries(TIMING_KEYS.map((k) => [k, f[k]])) as unknown as TimingFields;
}

const lateBounds = missedSchema.options[1].shape.maxSeconds;
const everyBounds = repeatSchema.shape.every;
const optionOf = (kind: Plan['kind']) => planSchema.options.find((o) => o.shape.kind.value === kind)!;
const [clockOption, offsetOption, afterOption] = planSchema.options;
const secondsBounds = (kind: 'offset' | 'after') => (kind === 'offset' ? offsetOption : afterOption).shape.seconds;
const minutes = (s: number | null | undefined) => Math.round((s ?? 0) / 60);

/** "m" or "m:ss" to whole seconds; NaN when it is not one. */
function minSec(text: string): number {
  const m = /^\s*(\d+)(?::([0-5]\d))?\s*$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2] ?? 0) : Number.NaN;
}
const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The specific words for each field, with the schema's own bounds. */
export const TIMING_PROBLEM: Record<Exclude<keyof TimingFields, 'planKind' | 'missed' | 'repeat'>, string> = {
  planAt: 'a clock time, HH:MM or HH:MM:SS (24-hour, e.g. 19:00 or 19:00:30)',
  planOffset: `minutes after the first GO, e.g. 5 or 4:30 (at most ${minutes(secondsBounds('offset').maxValue)} minutes)`,
  planAfter: `minutes after the previous cue, e.g. 2 or 2:30 (at most ${minutes(secondsBounds('after').maxValue)} minutes)`,
  timing: 'a cue fires or goes to standby by itself only at a planned time: choose when it is planned',
  lateSeconds: `seconds it may fire late, a whole number from ${lateBounds.minValue} to ${lateBounds.maxValue}`,
  repeatEvery: `minutes between repeats, a whole number from ${minutes(everyBounds.minValue)} to ${minutes(everyBounds.maxValue)}`,
  repeatUntil: 'repeat until a clock time, HH:MM or HH:MM:SS',
};

/** A destructive cue's missed time is never fired late (schedule.ts missedPolicy): the form says so instead of offering it. */
export const NEVER_LATE_HINT = 'A destructive cue is never fired late: a missed time is skipped, or it goes to standby and asks.';
const NEVER_LATE = `${NEVER_LATE_HINT} Choose Skip or Ask.`;

/** Whether text is a clock time as the sheet schema reads one. */
export const isClockTime = (text: string): boolean => clockOption.shape.at.safeParse(text.trim()).success;

/** Which field a problem of the plan's schema belongs to. */
function fieldOf(path: readonly PropertyKey[], kind: Plan['kind']): keyof TimingFields {
  const [first, second] = path.map(String);
  if (first === 'at') return 'planAt';
  if (first === 'seconds') return kind === 'offset' ? 'planOffset' : 'planAfter';
  if (first === 'missed') return 'lateSeconds';
  if (first === 'repeat') return second === 'until' ? 'repeatUntil' : 'repeatEvery';
  return 'timing';
}

function rawPlan(f: TimingFields, kind: Plan['kind']): Record<string, unknown> {
  const when = kind === 'clock' ? { at: f.planAt.trim() } : { seconds: minSec(kind === 'offset' ? f.planOffset : f.planAfter) };
  if (f.timing === 'none') return { kind, ...when };
  const missed = f.missed === 'late' ? { policy: 'late', maxSeconds: whole(f.lateSeconds) } : { policy: f.missed };
  const repeat = f.repeat ? { repeat: { every: whole(f.repeatEvery) * 60, until: f.repeatUntil.trim() } } : {};
  return { kind, ...when, mode: f.timing, missed, ...repeat };
}

/** The plan the fields make (null: no time), or every wrong field at once. `destructive`: the cue's action arms first. */
export function planFromFields(f: TimingFields, destructive: boolean): { ok: true; plan: Plan | null } | { ok: false; errors: TimingErrors } {
  if (f.planKind === 'none') return f.timing === 'none' ? { ok: true, plan: null } : { ok: false, errors: { timing: TIMING_PROBLEM.timing } };
  const errors: TimingErrors = {};
  if (destructive && f.timing !== 'none' && f.missed === 'late') errors.missed = NEVER_LATE;
  const r = optionOf(f.planKind).safeParse(rawPlan(f, f.planKind));
  if (!r.success) {
    for (const issue of r.error.issues) {
      const field = fieldOf(issue.path, f.planKind);
      errors[field] ??= field === 'timing' ? issue.message : TIMING_PROBLEM[field as keyof typeof TIMING_PROBLEM];
    }
  }
  if (Object.keys(errors).length > 0 || !r.success) return { ok: false, errors };
  return { ok: true, plan: r.data };
}
