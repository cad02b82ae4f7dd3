/**
 * Pure pieces of the show clock's slice: the run the screen holds, as main is told it (the
 * run's id, sheet, account, its start and the cues it has passed), and a cue's preflight
 * problems from main's last preflight.
 */
import type { RunReport, ShowClock } from '../../../../shared/ipc/clock';
import type { PreflightProblem } from '../../../../shared/domain/clock/preflight';
import type { SheetRun } from '../sheets/run-state';

export function runReportOf(run: SheetRun | null, armedAt: number): RunReport {
  if (run === null) return null;
  const passed = run.state.cues.flatMap((c, i): Array<{ cueId: string; firedAt: number | null }> => {
    const cueId = run.sheet.cues[i]!.id;
    if (c.phase === 'skipped') return [{ cueId, firedAt: null }];
    return c.phase === 'firing' || c.phase === 'done' ? [{ cueId, firedAt: c.firedAt }] : [];
  });
  return { runId: run.runId, sheetId: run.sheet.id, account: run.account, armedAt, startedAt: run.state.startedAt, passed };
}

/** The problems the last preflight of this run found on a cue (none when the clock follows another run). */
export function cueProblems(clock: ShowClock | null, runId: string, cueId: string): PreflightProblem[] {
  if (clock?.run?.runId !== runId) return [];
  return clock.preflight.problems.filter((p) => p.cueId === cueId);
}
