/**
 * Arming a run's timed cues with authorisation: which cues may be authorised (a destructive hard
 * cue: main fires it by itself only if someone allowed destructive acts authorised it at arm), and
 * what the run view says of each — main's "authorised by ana at 18:40", or that it will ask.
 */
import { type Cue, type Sheet, needsAuthorisation } from '../../../../shared/domain/sheets/schema';
import type { SheetRun } from './run-state';

/** The cues the arm panel offers to authorise, with their numbers. */
export function authorisable(sheet: Sheet): Array<{ cue: Cue; n: number }> {
  return sheet.cues.map((cue, i) => ({ cue, n: i + 1 })).filter(({ cue }) => needsAuthorisation(cue));
}

export const WILL_ASK = 'Not authorised: at its time it goes to standby and asks for GO.';

/** The run view's line for a cue: main's authorisation words, WILL_ASK, or null (not a destructive hard cue, or not armed yet). */
export function authorisationLine(run: SheetRun, cue: Cue): string | null {
  if (run.timed === undefined || !needsAuthorisation(cue)) return null;
  return run.timed.authorised[cue.id] ?? WILL_ASK;
}
