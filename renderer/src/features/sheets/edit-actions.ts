/**
 * Editing the open sheet: every change is written as it is made (main writes the file
 * atomically), one write at a time and always the newest draft, so a later change never
 * lands under an earlier one. The change before the last can be undone, and undoing is a
 * change like any other: saved at once. "Saved" is only ever true: a write that fails
 * leaves the sheet Not saved with the reason, and Save again retries. Composed by slice.ts.
 */
import type { Sheet } from '../../../../shared/domain/sheets/schema';
import { mc } from '../../bridge/mc';
import type { McState } from '../../stores/store';
import type { SheetsSlice, SheetsState } from './slice';

type EditActions = Pick<SheetsSlice, 'setDraft' | 'undoEdit' | 'saveSheet'>;
type Set = (f: (s: McState) => Partial<McState>) => void;

/** The one change whose keystrokes undo together: typing a name is one change, not one per letter. */
export const RENAME = 'rename the sheet';

export function createEditActions(set: Set, get: () => McState, afterSave: (id: string) => Promise<void>): EditActions {
  const patch = (p: Partial<SheetsState>) => set((s) => ({ sheets: { ...s.sheets, ...p } }));
  let queue: Promise<boolean> = Promise.resolve(true);
  let pending = 0;

  async function writeNewest(): Promise<boolean> {
    const { draft, dirty } = get().sheets;
    if (!draft) return false;
    if (!dirty) return true;
    const r = await mc().sheets.save(draft);
    const now = get().sheets.draft;
    if (!r.ok) {
      if (now?.id === draft.id) patch({ error: r.error });
      return false;
    }
    if (now === draft) patch({ dirty: false, error: null });
    return true;
  }

  const saveSheet = (): Promise<boolean> => {
    pending += 1;
    patch({ saving: true });
    const id = get().sheets.draft?.id;
    const run = queue.then(writeNewest, writeNewest).then(async (ok) => {
      pending -= 1;
      if (pending > 0) return ok;
      patch({ saving: false });
      if (ok && id !== undefined && get().sheets.draft?.id === id) await afterSave(id);
      return ok;
    });
    queue = run;
    return run;
  };

  return {
    setDraft: (sheet: Sheet, change: string) => {
      const { draft: before, undo } = get().sheets;
      const keep = change === RENAME && undo?.change === RENAME && undo.sheet.id === sheet.id;
      patch({ draft: sheet, dirty: true, undo: keep ? undo : before ? { sheet: before, change } : null });
      void saveSheet();
    },
    undoEdit: () => {
      const { draft, undo } = get().sheets;
      if (!undo || draft?.id !== undo.sheet.id) return;
      patch({ draft: undo.sheet, dirty: true, undo: null });
      void saveSheet();
    },
    saveSheet,
  };
}
