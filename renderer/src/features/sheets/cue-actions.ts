/**
 * The sheets slice's answers to a cue's guard: accepting where a flagged cue sends, and
 * entering a secret the cue asks for. Main checks the sheet again after each; the answer
 * lands only while the same sheet is open. Composed by slice.ts.
 */
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';
import type { SheetsSlice, SheetsState } from './slice';

type CueActions = Pick<SheetsSlice, 'acceptCue' | 'setCueSecret'>;

export const createCueActions: SliceCreator<CueActions> = (set, get) => {
  const patch = (p: Partial<SheetsState>) => set((s) => ({ sheets: { ...s.sheets, ...p } }));
  return {
    acceptCue: async (cueId) => {
      const id = get().sheets.draft?.id;
      if (!id) return null;
      const r = await mc().sheets.accept({ id, cueId });
      if (!r.ok) return r.error;
      if (get().sheets.draft?.id === id) patch({ check: r.value });
      return null;
    },
    setCueSecret: async (cueId, part, member, value) => {
      const id = get().sheets.draft?.id;
      if (!id) return null;
      const r = await mc().sheets.setSecret({ id, cueId, part, member, value });
      if (!r.ok) return r.error;
      // The saved sheet now holds the new mask: read it back (the draft has no unsaved edits: the form asks for a save first).
      const sheet = await mc().sheets.get({ id });
      if (get().sheets.draft?.id === id) patch({ check: r.value, ...(sheet.ok ? { draft: sheet.value, dirty: false } : {}) });
      return null;
    },
  };
};
