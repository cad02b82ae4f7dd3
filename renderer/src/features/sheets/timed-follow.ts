/**
 * The run on screen following what main's timer did (sheets.timed): a fired cue is marked
 * done with its outcome (as a control surface's fire is); a soft cue, or one asking for GO,
 * takes standby. A repeating cue's later slots leave the run as it is (each is in Activity).
 */
import type { SheetsEvent } from '../../../../shared/ipc/sheets';
import { withRemoteFire } from '../control/control-state';
import type { SheetRun } from './run-state';

export function withTimed(run: SheetRun, event: SheetsEvent): SheetRun {
  if (event.runId !== run.runId || event.slot > 0) return run;
  if (event.what === 'fired') return event.outcome ? withRemoteFire(run, event.cueId, event.outcome) : run;
  if (event.what === 'skip') return run;
  const index = run.sheet.cues.findIndex((c) => c.id === event.cueId);
  const phase = run.state.cues[index]?.phase;
  if (index < 0 || phase === 'done' || phase === 'firing') return run;
  return { ...run, state: { ...run.state, standby: index, armed: null } };
}
