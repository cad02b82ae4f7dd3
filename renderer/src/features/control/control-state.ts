/**
 * Pure pieces of the control-surfaces slice: what the screen reports to main (the F9
 * stream, the open run's standby cue), the key an API arm has among the shell's armed
 * actions, and a cue fired from a control surface applied to the run on screen.
 */
import type { ScreenReport } from '../../../../shared/ipc/control';
import type { CueOutcome } from '../../../../shared/domain/sheets/outcome';
import type { LiveData } from '../live/live-state';
import type { SheetRun } from '../sheets/run-state';

/** Prefix of an API arm's id in the shell's `armed` record (beside the screen's own buttons). */
export const API_ARM_PREFIX = 'control:';

export function screenReportOf(live: Pick<LiveData, 'snapshot' | 'selectedStream'>, run: SheetRun | null): ScreenReport {
  const target = live.snapshot?.target ?? null;
  const f9 = target && live.selectedStream ? { app: `${target.app}/${target.inst}`, stream: live.selectedStream } : null;
  if (run === null) return { f9, run: null };
  const i = run.state.standby;
  const cue = i === null ? null : run.sheet.cues[i];
  const standby = cue && i !== null ? { cueId: cue.id, n: i + 1, name: cue.label || `cue ${i + 1}`, destructive: run.cues[i]!.destructive } : null;
  return { f9, run: { sheetId: run.sheet.id, sheetName: run.sheet.name, runId: run.runId, standby } };
}

/**
 * A cue main fired for a control surface: done with its outcome, and standby moves on
 * when it stood on that cue — as if GO had been pressed here (the fire itself was main's).
 */
export function withRemoteFire(run: SheetRun, cueId: string, outcome: CueOutcome): SheetRun {
  const index = run.sheet.cues.findIndex((c) => c.id === cueId);
  if (index < 0 || run.state.cues[index]?.phase === 'done') return run;
  const firedAt = Date.parse(outcome.firedAt);
  const cues = run.state.cues.map((c, i) => (i === index ? { phase: 'done' as const, firedAt, outcome } : c));
  const standby = run.state.standby === index ? (index + 1 < cues.length ? index + 1 : null) : run.state.standby;
  return { ...run, state: { ...run.state, cues, standby, armed: run.state.standby === index ? null : run.state.armed, startedAt: run.state.startedAt ?? firedAt } };
}
