/**
 * The `fire` handler: sends one cue of a run, only on the sheet's account (or its
 * rehearsal mirror), at most once per run whatever the renderer asks, and only when the
 * guard says it is ready (accepted here, its secrets entered here).
 */
import type { Sheet } from '../../../shared/domain/sheets/schema';
import { type AreaHandlers, fail, ok } from '../../../shared/ipc/define';
import type { sheetsChannels } from '../../../shared/ipc/sheets';
import type { SheetsFeatureDeps } from './feature';
import { setBounded } from '../../../shared/domain/bounded';
import { fireCue } from './fire';
import { type GuardDeps, readyToFire } from './guard';
import type { LoadSheet } from './loading';

type FireHandler = AreaHandlers<typeof sheetsChannels>['fire'];

/**
 * Runs whose fired cues are remembered, at most: each run started adds one for good, so a
 * console left up for days would hold every run it ever made. A run is done long before a
 * hundred newer ones have started (the operator runs one sheet at a time); a cue of a run
 * older than that is refused by the run's own end on the screen.
 */
const RUNS_REMEMBERED = 100;

/** runId → cue ids fired in that run: a cue is sent at most once per run, whatever the renderer asks. */
export class FiredCues {
  private readonly runs = new Map<string, Set<string>>();

  /** How many runs are remembered now (for the bound's test). */
  get size(): number {
    return this.runs.size;
  }

  has(runId: string, cueId: string): boolean {
    return this.runs.get(runId)?.has(cueId) === true;
  }

  add(runId: string, cueId: string): void {
    const done = this.runs.get(runId) ?? new Set<string>();
    done.add(cueId);
    setBounded(this.runs, runId, done, RUNS_REMEMBERED);
  }
}

/** A fire: the screen's and the control API's (the account on screen), or a timed slot's (its run's account, whatever is on screen). */
export interface FireInput {
  sheetId: string;
  cueId: string;
  runId: string;
  /** A repeating timed cue's slot past the first: each slot fires once, the same cue many times. */
  slot?: number;
  /** The account a timed fire is for (acting-for.ts); the active one when absent. */
  account?: string;
}

export function createFirer(deps: SheetsFeatureDeps, guard: GuardDeps, load: LoadSheet): (input: FireInput) => ReturnType<FireHandler> {
  const fired = new FiredCues();
  const runsOn = (sheet: Sheet, profileId: string) => sheet.account === profileId || deps.mirrorOf?.(profileId) === sheet.account;
  return async (input) => {
    const sheet = await load(input.sheetId);
    if (!sheet.ok) return sheet;
    const active = deps.gateway.activeProfile();
    const on = input.account === undefined ? active : { id: input.account, name: sheet.value.accountName };
    if (!runsOn(sheet.value, on.id)) {
      return fail({ kind: 'conflict', message: `Not sent: this sheet is for ${sheet.value.accountName}, and the active account is ${on.name}.` });
    }
    const index = sheet.value.cues.findIndex((c) => c.id === input.cueId);
    if (index < 0) return fail({ kind: 'not_found', message: `The sheet has no cue ${input.cueId} (it was changed after the run started?)` });
    const key = input.slot ? `${input.cueId}#${input.slot}` : input.cueId;
    if (fired.has(input.runId, key)) return fail({ kind: 'conflict', message: `Not sent: cue ${index + 1} was already fired in this run; it is never sent twice.` });
    // A flagged cue not accepted here, or one whose secrets were not entered here, is not sent (and may be fired later in this run).
    const action = await readyToFire(guard, sheet.value, index, on.id === sheet.value.account);
    if (!action.ok) return action;
    fired.add(input.runId, key);
    const cues = sheet.value.cues.map((c, i) => (i === index ? { ...c, action: action.value } : c));
    return ok(await fireCue({ live: deps.live, ...(deps.groups ? { groups: deps.groups } : {}) }, { ...sheet.value, cues }, index, new Date(deps.clock.now()).toISOString()));
  };
}
