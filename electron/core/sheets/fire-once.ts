/**
 * The `fire` handler: sends one cue of a run, only on the sheet's account (or its
 * rehearsal mirror), at most once per run whatever the renderer asks, and only when the
 * guard says it is ready (accepted here, its secrets entered here).
 */
import type { Sheet } from '../../../shared/domain/sheets/schema';
import { type AreaHandlers, fail, ok } from '../../../shared/ipc/define';
import type { sheetsChannels } from '../../../shared/ipc/sheets';
import type { SheetsFeatureDeps } from './feature';
import { fireCue } from './fire';
import { type GuardDeps, readyToFire } from './guard';
import type { LoadSheet } from './loading';

type FireHandler = AreaHandlers<typeof sheetsChannels>['fire'];

export function createFireHandler(deps: SheetsFeatureDeps, guard: GuardDeps, load: LoadSheet): FireHandler {
  /** runId → cue ids fired in that run: a cue is sent at most once per run, whatever the renderer asks. */
  const fired = new Map<string, Set<string>>();
  const runsOn = (sheet: Sheet, profileId: string) => sheet.account === profileId || deps.mirrorOf?.(profileId) === sheet.account;
  return async (input) => {
    const sheet = await load(input.sheetId);
    if (!sheet.ok) return sheet;
    const active = deps.gateway.activeProfile();
    if (!runsOn(sheet.value, active.id)) {
      return fail({ kind: 'conflict', message: `Not sent: this sheet is for ${sheet.value.accountName}, and the active account is ${active.name}.` });
    }
    const index = sheet.value.cues.findIndex((c) => c.id === input.cueId);
    if (index < 0) return fail({ kind: 'not_found', message: `The sheet has no cue ${input.cueId} (it was changed after the run started?)` });
    const done = fired.get(input.runId) ?? new Set<string>();
    fired.set(input.runId, done);
    if (done.has(input.cueId)) return fail({ kind: 'conflict', message: `Not sent: cue ${index + 1} was already fired in this run; it is never sent twice.` });
    // A flagged cue not accepted here, or one whose secrets were not entered here, is not sent (and may be fired later in this run).
    const action = await readyToFire(guard, sheet.value, index, active.id === sheet.value.account);
    if (!action.ok) return action;
    done.add(input.cueId);
    const cues = sheet.value.cues.map((c, i) => (i === index ? { ...c, action: action.value } : c));
    return ok(await fireCue({ live: deps.live, ...(deps.groups ? { groups: deps.groups } : {}) }, { ...sheet.value, cues }, index, new Date(deps.clock.now()).toISOString()));
  };
}
