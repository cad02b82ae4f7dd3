/**
 * A run of a saved sheet in the renderer: the shared runner's state plus what the run
 * view needs (the run id main uses to refuse a second fire, the account it runs on).
 * A cue whose fire call failed as a whole gets an outcome built from the failure's own
 * message (one wording per failure kind: main's).
 */
import { wasNotSent } from '../../../../shared/ipc/failure-classes';
import type { IpcError } from '../../../../shared/ipc/define';
import type { TimedRunView } from '../../../../shared/ipc/sheets';
import type { CueOutcome } from '../../../../shared/domain/sheets/outcome';
import { type RunCue, type RunState, startRun } from '../../../../shared/domain/sheets/runner';
import { type Sheet, isDestructive } from '../../../../shared/domain/sheets/schema';

export interface SheetRun {
  runId: string;
  sheet: Sheet;
  account: string;
  cues: RunCue[];
  state: RunState;
  /** Main's word on the run's timed cues once armed (who authorised which destructive cue). */
  timed?: TimedRunView;
  /** Why main did not arm the timed cues (nothing fires by itself then). */
  armError?: string;
}

export function newRun(sheet: Sheet, account: string, runId: string): SheetRun {
  const cues = sheet.cues.map((c) => ({ destructive: isDestructive(c.action), hasAction: c.action !== null }));
  return { runId, sheet, account, cues, state: startRun(sheet.cues.length) };
}

/**
 * A geo cue whose answer was lost (UNKNOWN), checked: the API cannot read a geo set back,
 * and setting the same countries again changes nothing (the catalog marks it idempotent),
 * so the check sets them again and its answer is the cue's outcome.
 */
export function checkedGeoOutcome(before: CueOutcome, r: { ok: true; value: { message: string } } | { ok: false; error: IpcError }): CueOutcome {
  const after = r.ok ? { state: 'done' as const, message: `Checked: ${r.value.message}` } : { ...failureOutcome(r.error, before.firedAt), message: `Check: ${r.error.message}` };
  return { ...before, state: after.state, message: after.message, parts: before.parts.map((p) => ({ ...p, state: after.state, message: after.message })) };
}

export function failureOutcome(error: IpcError, firedAt: string): CueOutcome {
  const state = error.kind === 'outcome_unknown' ? 'unknown' : wasNotSent(error) || error.kind === 'conflict' ? 'off' : 'failed';
  return { state, message: error.message, parts: [], auditIds: [], firedAt };
}
