/**
 * What one timed slot does, decided from the run, the cue's missed policy and how late the
 * slot is found: a soft cue takes standby; on time, a hard cue fires — a destructive one only
 * if it was authorised when the run was armed, else it asks; found late, the missed policy
 * (skip, fire late, ask), and a destructive cue is never fired late without asking.
 */
import { ON_TIME_MS, type TimedSlot, missedDecision } from '../../../shared/domain/sheets/schedule';
import { localClock } from '../../../shared/domain/sheets/zone';

export interface Authorisation { by: string; at: number }

export interface ArmedRun {
  runId: string;
  sheetId: string;
  account: string;
  zone: string;
  armedAt: number;
  startedAt: number | null;
  /** Destructive cues (by id) someone allowed destructive acts authorised to fire at their time. */
  authorised: Record<string, Authorisation>;
  /** Slot keys handled in this run (fired, skipped, asked, on standby). */
  handled: string[];
  /** Each cue's first fire, by id ("after" plans count from it). */
  fired: Record<string, number>;
}

export type TimedAct =
  | { kind: 'fire'; slot: TimedSlot; lateMs: number | null; authorisation: Authorisation | null }
  | { kind: 'standby'; slot: TimedSlot; words: string }
  | { kind: 'ask'; slot: TimedSlot; words: string }
  | { kind: 'skip'; slot: TimedSlot; words: string };

/** Why a slot was found past its time. */
export type Why = 'asleep' | 'not running';

export function decideSlot(run: ArmedRun, missed: Parameters<typeof missedDecision>[0], slot: TimedSlot, now: number, why: Why): TimedAct {
  const late = now - slot.at;
  const at = localClock(slot.at, run.zone);
  const authorisation = run.authorised[slot.cueId] ?? null;
  if (slot.mode === 'soft') return { kind: 'standby', slot, words: `On standby at ${at}: waiting for GO` };
  const unauthorised = slot.destructive && authorisation === null;
  const ask = (words: string): TimedAct => ({ kind: 'ask', slot, words });
  if (late <= ON_TIME_MS) {
    if (unauthorised) return ask(`On standby at ${at}, not fired: a destructive cue fires by itself only if it was authorised when the run was armed. Press GO to fire it.`);
    return { kind: 'fire', slot, lateMs: null, authorisation };
  }
  const missedWords = `the console was ${why} at ${at}`;
  const d = missedDecision(missed, slot.at, now);
  if (d.do === 'skip') return { kind: 'skip', slot, words: `Skipped: ${missedWords}` };
  if (d.do === 'ask' || unauthorised) return ask(`On standby, not fired: ${missedWords}. Press GO to fire it ${Math.round(late / 1000)} s late, or skip it.`);
  return { kind: 'fire', slot, lateMs: late, authorisation };
}
