/**
 * The run-sheets slice: the saved sheets (all accounts: a sheet names its own), the draft
 * being edited with its check against the account, and the run. `sheetEntries` is the
 * short list other parts of the shell (the command palette) read.
 */
import type { Sheet } from '../../../../shared/domain/sheets/schema';
import type { RunEvent } from '../../../../shared/domain/sheets/runner';
import type { IpcError } from '../../../../shared/ipc/define';
import type { PushServiceView } from '../../../../shared/ipc/live';
import type { SheetCheck, SheetExport, SheetSummary, SheetsEvent } from '../../../../shared/ipc/sheets';
import { mc } from '../../bridge/mc';
import { type ActionOutcome, OUTCOME_IDLE } from '../../components/action-outcome';
import { accountTurn, type FreshForAccount } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';
import { createCueActions } from './cue-actions';
import { createEditActions } from './edit-actions';
import { createRunActions } from './run-actions';
import type { SheetRun } from './run-state';
import { blankSheet } from './sheet-edit';

export interface SheetsState {
  list: SheetSummary[] | null;
  error: IpcError | null;
  draft: Sheet | null;
  /** The draft holds a change not yet written (being written, or its write failed). */
  dirty: boolean;
  /** A write is under way. */
  saving: boolean;
  /** The draft before the last change, and that change in words ("add a cue"): what Undo restores. */
  undo: { sheet: Sheet; change: string } | null;
  check: SheetCheck | null;
  /** The account's stored services, for the destination pickers and the words of a cue. */
  services: PushServiceView[];
  run: SheetRun | null;
  /** What main said when the run's timed cues were armed or disarmed: DONE for 10 s, a failure until the next run (stores/expiring-words.ts). */
  said: ActionOutcome;
}

export interface SheetsSlice {
  sheets: SheetsState;
  loadSheets(): Promise<void>;
  openSheet(id: string): Promise<void>;
  /** A new, empty sheet for the active account, saved at once. */
  newSheet(name: string): Promise<void>;
  /** The draft changed by the editor, `change` in words for Undo: written at once. */
  setDraft(sheet: Sheet, change: string): void;
  /** Takes back the last change (written at once). */
  undoEdit(): void;
  /** Writes the newest draft after any write under way; false when it could not be written. */
  saveSheet(): Promise<boolean>;
  deleteSheet(id: string): Promise<void>;
  importSheet(text: string, retarget: boolean): Promise<IpcError | null>;
  /** Accepts, on this machine, where a flagged cue sends (main records it in Activity). */
  acceptCue(cueId: string): Promise<IpcError | null>;
  /** Enters a secret the cue asks for: kept with the account by main; the sheet gets only its mask. */
  setCueSecret(cueId: string, part: number, member: string, value: string): Promise<IpcError | null>;
  /** The sheet file to hand to a download; null (error shown) when it cannot be read. */
  exportSheet(id: string): Promise<SheetExport | null>;
  /** Starts a run; `authorise`: the destructive timed cues (by id) the operator authorises to fire by themselves. */
  startSheetRun(authorise?: readonly string[]): Promise<void>;
  stopSheetRun(): void;
  /** What main's timer did with a timed cue of the run on screen. */
  timedEvent(event: SheetsEvent): void;
  runPress(event: RunEvent): void;
  /** A geo cue left UNKNOWN: sets the same countries again (idempotent) and takes its answer as the outcome. */
  checkGeoCue(index: number): Promise<void>;
}

const EMPTY: SheetsState = { list: null, error: null, draft: null, dirty: false, saving: false, undo: null, check: null, services: [], run: null, said: OUTCOME_IDLE };

/** On an account switch the check, the pickers and any run belong to the old account: forgotten. */
export const freshSheets: FreshForAccount = () => ({ sheets: { ...EMPTY } });

/** What the command palette lists: every saved sheet with its account. */
export const sheetEntries = (s: { sheets: Pick<SheetsState, 'list'> }): Array<{ id: string; name: string; accountName: string }> =>
  (s.sheets.list ?? []).filter((x) => x.problem === null).map(({ id, name, accountName }) => ({ id, name, accountName }));

export const createSheetsSlice: SliceCreator<SheetsSlice> = (set, get, store) => {
  const patch = (p: Partial<SheetsState>) => set((s) => ({ sheets: { ...s.sheets, ...p } }));

  async function checkOpen(id: string): Promise<void> {
    const turn = await accountTurn(store);
    const [check, services] = await Promise.all([mc().sheets.check({ id }), mc().live.services({})]);
    if (!turn.current() || get().sheets.draft?.id !== id) return;
    patch({ check: check.ok ? check.value : null, error: check.ok ? null : check.error, services: services.ok ? services.value.services : [] });
  }

  return {
    sheets: { ...EMPTY },
    loadSheets: async () => {
      const r = await mc().sheets.list({});
      patch(r.ok ? { list: r.value, error: null } : { error: r.error });
    },
    openSheet: async (id) => {
      const r = await mc().sheets.get({ id });
      if (!r.ok) return patch({ error: r.error });
      patch({ draft: r.value, dirty: false, undo: null, check: null, run: null, error: null });
      await checkOpen(id);
    },
    newSheet: async (name) => {
      const turn = await accountTurn(store);
      // On a rehearsal mirror a new sheet is for the account it mirrors (the mirror lasts one session).
      const here = get().accounts?.profiles.find((p) => p.id === turn.account);
      const profile = get().accounts?.profiles.find((p) => p.id === (here?.mirrorOf ?? turn.account));
      if (!profile) return;
      patch({ draft: blankSheet(profile, name), dirty: true, undo: null, check: null, run: null, error: null });
      // Create saves at once: the sheet is in the list (and on disk) before its first cue.
      await get().saveSheet();
      const services = await mc().live.services({});
      if (turn.current() && services.ok) patch({ services: services.value.services });
    },
    deleteSheet: async (id) => {
      const r = await mc().sheets.remove({ id });
      if (!r.ok) return patch({ error: r.error });
      if (get().sheets.draft?.id === id) patch({ draft: null, check: null, run: null, dirty: false, undo: null });
      await get().loadSheets();
    },
    importSheet: async (text, retarget) => {
      const r = await mc().sheets.import({ text, retarget });
      if (!r.ok) return r.error;
      await get().loadSheets();
      await get().openSheet(r.value.id);
      return null;
    },
    exportSheet: async (id) => {
      const r = await mc().sheets.exportText({ id });
      if (r.ok) return r.value;
      patch({ error: r.error });
      return null;
    },
    ...createEditActions(set, get, async (id) => {
      await get().loadSheets();
      await checkOpen(id);
    }),
    ...createCueActions(set, get, store),
    ...createRunActions(set, get, store),
  };
};
