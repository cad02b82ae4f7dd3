/**
 * The run's actions of the sheets slice: start, stop, every key press through the shared
 * runner, and firing a cue once. A go-live cue's outcome then follows the destination
 * board (follow-board.ts) on every snapshot main sends; when no Live target is watched,
 * the cue's source is watched so the board has the server's word to follow. Arming and
 * disarming a run's timed cues in main say what main answered (`sheets.said`): DONE words
 * go after 10 s, a failure (nothing will fire by itself) stays until the next run.
 */
import { runStep } from '../../../../shared/domain/sheets/runner';
import type { Sheet } from '../../../../shared/domain/sheets/schema';
import type { IpcResult } from '../../../../shared/ipc/define';
import { mc } from '../../bridge/mc';
import { type ActionOutcome, OUTCOME_IDLE, OUTCOME_SENDING, outcomeOf } from '../../components/action-outcome';
import { sayThenExpire } from '../../stores/expiring-words';
import { accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';
import type { McState } from '../../stores/store';
import { followBoard, goLiveSource } from './follow-board';
import { type SheetRun, checkedGeoOutcome, failureOutcome, newRun } from './run-state';
import { cueBlock } from './guard-words';
import { withTimed } from './timed-follow';
import { newId } from './sheet-edit';
import type { SheetsSlice } from './slice';

type RunActions = Pick<SheetsSlice, 'startSheetRun' | 'stopSheetRun' | 'runPress' | 'checkGeoCue' | 'timedEvent'>;

const boardOf = (s: McState) => s.live.snapshot?.board ?? [];
const timed = (sheet: Sheet) => sheet.cues.some((c) => c.plan?.mode !== undefined);

/** Fires one cue of the run in main and steps the run with its outcome. */
async function fireCue(get: () => McState, setRun: (run: SheetRun | null) => void, run: SheetRun, index: number): Promise<void> {
  const cue = run.sheet.cues[index]!;
  const r = await mc().sheets.fire({ sheetId: run.sheet.id, cueId: cue.id, runId: run.runId }, run.account);
  const outcome = r.ok ? r.value : failureOutcome(r.error, new Date().toISOString());
  const now = get().sheets.run;
  if (now?.runId !== run.runId) return;
  setRun({ ...now, state: runStep(now.state, now.cues, { type: 'outcome', index, outcome }).state });
  const source = get().live.snapshot?.target ? null : goLiveSource(cue.action, boardOf(get()));
  if (source !== null) void get().liveWatch({ target: source });
  // A lost answer is used up by the call it hit: the fault panel shows what is still in force.
  if (get().rehearsal.now !== null) void get().loadRehearsal();
}

export const createRunActions: SliceCreator<RunActions> = (set, get, store) => {
  const setRun = (run: SheetRun | null) => set((s) => ({ sheets: { ...s.sheets, run } }));
  const say = (said: ActionOutcome) => set((s) => ({ sheets: { ...s.sheets, said } }));
  /** Says main's answer to a call in expiring words; `keep` first takes the answer (the run keeps an arm's). */
  async function tell<T>(call: Promise<IpcResult<T>>, words: (v: T) => string, keep?: (r: IpcResult<T>) => void): Promise<void> {
    say(OUTCOME_SENDING);
    const r = await call;
    keep?.(r);
    sayThenExpire(outcomeOf(r, words), say, () => get().sheets.said);
  }

  store.subscribe((s, prev) => {
    const run = s.sheets.run;
    if (run === null || (s.live.snapshot === prev.live.snapshot && run === prev.sheets.run)) return;
    const next = followBoard(run, boardOf(s));
    if (next !== run) setRun(next);
  });

  /** Arms the run's timed cues in main, authorising the destructive ones the operator ticked; its answer is kept on the run. */
  const arm = (run: SheetRun, authorise: string[]) =>
    tell(mc().sheets.arm({ sheetId: run.sheet.id, runId: run.runId, authorise }, run.account), () => 'Timed cues armed in main', (r) => {
      const now = get().sheets.run;
      if (now?.runId === run.runId) setRun(r.ok ? { ...now, timed: r.value } : { ...now, armError: r.error.message });
    });

  return {
    startSheetRun: async (authorise = []) => {
      const { draft, dirty } = get().sheets;
      if (!draft || dirty) return;
      const turn = await accountTurn(store);
      const run = newRun(draft, turn.account, newId());
      setRun(run);
      say(OUTCOME_IDLE);
      // Timed cues are main's: armed there, they fire at their time with or without this screen.
      if (timed(draft)) void arm(run, [...authorise]);
    },
    stopSheetRun: () => {
      const run = get().sheets.run;
      if (run && timed(run.sheet)) void tell(mc().sheets.disarm({ runId: run.runId }), () => 'Timed cues disarmed');
      setRun(null);
    },
    timedEvent: (event) => {
      const run = get().sheets.run;
      if (run) setRun(withTimed(run, event));
    },
    checkGeoCue: async (index) => {
      const run = get().sheets.run;
      const cue = run?.sheet.cues[index];
      const was = run?.state.cues[index];
      if (!run || cue?.action?.kind !== 'geo' || was?.phase !== 'done' || was.outcome?.state !== 'unknown') return;
      const r = await mc().live.geoApply(cue.action.params, run.account);
      const now = get().sheets.run;
      const still = now?.state.cues[index];
      if (now?.runId !== run.runId || still?.phase !== 'done' || still.outcome === null) return;
      const cues = now.state.cues.slice();
      cues[index] = { ...still, outcome: checkedGeoOutcome(still.outcome, r) };
      setRun({ ...now, state: { ...now.state, cues } });
    },
    runPress: (event) => {
      const run = get().sheets.run;
      if (!run) return;
      // A cue not accepted here, or missing a secret, is not fired (main would refuse it too): it stays on standby.
      const standby = run.state.standby === null ? null : run.sheet.cues[run.state.standby];
      if (event.type === 'go' && standby && cueBlock(get().sheets.check, standby.id) !== null) return;
      const step = runStep(run.state, run.cues, event);
      if (step.state === run.state) return;
      const next = { ...run, state: step.state };
      setRun(next);
      if (step.fire !== null) void fireCue(get, setRun, next, step.fire);
    },
  };
};
