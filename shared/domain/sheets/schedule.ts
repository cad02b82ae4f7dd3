/**
 * A run's timetable, pure (no timers): from a sheet's cues, the run's arm and start instants, the
 * time zone and what has fired, each cue's due instants. Rules:
 * - the first clock time is its first occurrence at or after one hour before the run was armed
 *   (a cue up to an hour past when armed is a missed fire, not tomorrow's);
 * - each later clock time is its first occurrence at or after the cue before it, so 00:10 after
 *   23:50 is the next day; daylight-saving gaps and repeats follow zone.ts;
 * - an offset counts from the run's start (first GO or first timed fire), unresolved before it;
 * - "after" counts from the previous cue's fire, or its plan while it has not fired;
 * - a repeat adds a slot every `every` seconds of elapsed time, up to (not at) `until`, taken as
 *   its first occurrence at or after the first slot.
 */
import { isDestructive, type Cue, type MissedPolicy, type TimingMode } from './schema';
import { clockSpan } from './plan';
import { firstAtOrAfter } from './zone';

export const ARM_LOOKBACK_MS = 3_600_000;
/** A slot fired within this of its time is on time; later than this, it was missed (the clock jumped past it). */
export const ON_TIME_MS = 1000;
export const MAX_SLOTS = 2000;
/** A timed cue without a policy asks: nothing fires late that nobody chose to. */
export const DEFAULT_MISSED: MissedPolicy = { policy: 'ask' };

export interface ScheduleInput {
  cues: readonly Pick<Cue, 'id' | 'label' | 'plan' | 'action'>[];
  armedAt: number;
  startedAt: number | null;
  zone: string;
  /** The first fire of each cue, by index (null or absent: not fired). */
  fired?: readonly (number | null | undefined)[];
}

export interface CueSchedule {
  index: number;
  cueId: string;
  label: string;
  /** null: planned only, nothing happens at the time. */
  mode: TimingMode | null;
  destructive: boolean;
  missed: MissedPolicy;
  /** Due instants, one per slot (a repeat has many); empty while unresolved (offset before start, no plan). */
  due: number[];
}

export interface TimedSlot {
  cue: number;
  cueId: string;
  label: string;
  mode: TimingMode;
  slot: number;
  at: number;
  destructive: boolean;
}

/** The policy in force: the cue's own, else ask; a destructive cue never fires late without asking. */
export function missedPolicy(missed: MissedPolicy | undefined, destructive: boolean): MissedPolicy {
  const p = missed ?? DEFAULT_MISSED;
  return destructive && p.policy === 'late' ? { policy: 'ask' } : p;
}

export function scheduleOf(input: ScheduleInput): CueSchedule[] {
  let anchor = input.armedAt - ARM_LOOKBACK_MS;
  const out: CueSchedule[] = [];
  input.cues.forEach((cue, index) => {
    const plan = cue.plan;
    const destructive = isDestructive(cue.action);
    let first: number | null = null;
    if (plan?.kind === 'clock') first = firstAtOrAfter(anchor, plan.at, input.zone);
    else if (plan?.kind === 'offset') first = input.startedAt === null ? null : input.startedAt + plan.seconds * 1000;
    else if (plan?.kind === 'after') {
      const prev = index === 0 ? input.startedAt : input.fired?.[index - 1] ?? out[index - 1]!.due[0] ?? null;
      first = prev === null ? null : prev + plan.seconds * 1000;
    }
    const due: number[] = [];
    if (first !== null) {
      due.push(first);
      anchor = first;
      if (plan?.repeat) {
        const until = firstAtOrAfter(first, plan.repeat.until, input.zone);
        for (let t = first + plan.repeat.every * 1000; t < until && due.length < MAX_SLOTS; t += plan.repeat.every * 1000) due.push(t);
      }
    }
    out.push({ index, cueId: cue.id, label: cue.label, mode: plan?.mode ?? null, destructive, missed: missedPolicy(plan?.missed, destructive), due });
  });
  return out;
}

/** A slot's key, unique in a run: a slot is handled (fired, skipped, asked) at most once. */
export const slotKey = (cueId: string, slot: number): string => `${cueId}#${slot}`;

/** Every timed (hard or soft) slot, earliest first (ties in sheet order). */
export function timedSlots(schedule: readonly CueSchedule[]): TimedSlot[] {
  const slots: TimedSlot[] = [];
  for (const c of schedule) {
    if (c.mode === null) continue;
    c.due.forEach((at, slot) => slots.push({ cue: c.index, cueId: c.cueId, label: c.label, mode: c.mode!, slot, at, destructive: c.destructive }));
  }
  return slots.sort((a, b) => a.at - b.at || a.cue - b.cue || a.slot - b.slot);
}

/** The next timed slot at or after now that is not handled yet, or null. */
export function nextTimed(schedule: readonly CueSchedule[], now: number, handled: ReadonlySet<string> = new Set()): TimedSlot | null {
  return timedSlots(schedule).find((s) => s.at >= now && !handled.has(slotKey(s.cueId, s.slot))) ?? null;
}

export type MissedDecision = { do: 'fire'; lateMs: number } | { do: 'skip'; lateMs: number } | { do: 'ask'; lateMs: number };

/** What to do with a slot found `now`, past its time by more than ON_TIME_MS. */
export function missedDecision(policy: MissedPolicy, at: number, now: number): MissedDecision {
  const lateMs = now - at;
  if (policy.policy === 'skip') return { do: 'skip', lateMs };
  if (policy.policy === 'ask') return { do: 'ask', lateMs };
  return lateMs <= policy.maxSeconds * 1000 ? { do: 'fire', lateMs } : { do: 'skip', lateMs };
}

export interface Drift {
  /** Positive: behind the plan; negative: ahead. */
  ms: number;
  words: string;
}

/**
 * How far ahead or behind its plan the run is: the last fired cue's fire against its plan, or, when
 * the cue on standby is past its plan and not fired, at least that far behind. null: nothing to compare.
 */
export function planDrift(schedule: readonly CueSchedule[], fired: readonly (number | null | undefined)[], standby: number | null, now: number): Drift | null {
  let ms: number | null = null;
  for (const c of schedule) {
    const f = fired[c.index];
    if (f != null && c.due[0] !== undefined) ms = f - c.due[0];
  }
  const waiting = standby === null ? undefined : schedule[standby];
  const plannedWait = waiting?.due[0];
  if (waiting && plannedWait !== undefined && fired[waiting.index] == null && now > plannedWait) ms = Math.max(ms ?? 0, now - plannedWait);
  return ms === null ? null : { ms, words: driftWords(ms) };
}

/** "on plan" within a second; otherwise "2:00 behind" / "0:30 ahead" (h:mm:ss past an hour). */
export function driftWords(ms: number): string {
  const clock = clockSpan(ms);
  return clock === null ? 'on plan' : `${clock} ${ms > 0 ? 'behind' : 'ahead'}`;
}
