/**
 * Attempts → Archive: the account's archive settings (the trailing window every sync reads
 * again, the service's retention) as main keeps them, the values as typed, what is wrong
 * with each (shared/domain/archive/settings-form.ts) and Save, which main answers with the
 * settings it then keeps. Part of the Viewers slice.
 */
import type { ArchiveSettings } from '../../../../shared/domain/archive/types';
import { type ArchiveSettingsDraft, type ArchiveSettingsProblems, draftOf, readSettingsDraft } from '../../../../shared/domain/archive/settings-form';
import type { IpcError } from '../../../../shared/ipc/define';
import { mc } from '../../bridge/mc';
import { accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';

export interface ArchiveSettingsState {
  /** As main keeps them; null until read. */
  saved: ArchiveSettings | null;
  draft: ArchiveSettingsDraft;
  problems: ArchiveSettingsProblems;
  saving: boolean;
  /** What the last save did, in words. */
  note: string | null;
  error: IpcError | null;
}

export interface ArchiveSettingsPart {
  viewersArchiveSettings: ArchiveSettingsState;
  loadArchiveSettings(): Promise<void>;
  setArchiveSettingsDraft(p: Partial<ArchiveSettingsDraft>): void;
  /** Saves the typed settings, or shows what is wrong with them and sends nothing. */
  saveArchiveSettings(): Promise<void>;
}

export function freshArchiveSettings(): Pick<ArchiveSettingsPart, 'viewersArchiveSettings'> {
  return { viewersArchiveSettings: { saved: null, draft: { windowHours: '', retentionDays: '' }, problems: {}, saving: false, note: null, error: null } };
}

/** The settings typed differ from those kept (Save has something to do). */
export function settingsChanged(s: ArchiveSettingsState): boolean {
  return s.saved === null || s.draft.windowHours.trim() !== String(s.saved.windowHours) || s.draft.retentionDays.trim() !== String(s.saved.retentionDays);
}

const savedWords = (s: ArchiveSettings): string =>
  `Saved: the next sync reads again the ${s.windowHours.toLocaleString('en-US')} h before the newest archived attempt; the service keeps ${s.retentionDays.toLocaleString('en-US')} days.`;

export const createArchiveSettingsPart: SliceCreator<ArchiveSettingsPart> = (set, get, store) => {
  const patch = (p: Partial<ArchiveSettingsState>): void => set({ viewersArchiveSettings: { ...get().viewersArchiveSettings, ...p } });
  return {
    ...freshArchiveSettings(),
    loadArchiveSettings: async () => {
      const t = await accountTurn(store);
      const r = await mc().viewers.archiveSettings({});
      if (!t.current()) return;
      patch(r.ok ? { saved: r.value, draft: draftOf(r.value), problems: {}, error: null } : { error: r.error });
    },
    setArchiveSettingsDraft: (p) => {
      const draft = { ...get().viewersArchiveSettings.draft, ...p };
      // A problem goes once its field is typed again; the rest wait for Save.
      const problems = Object.fromEntries(Object.entries(get().viewersArchiveSettings.problems).filter(([k]) => !(k in p)));
      patch({ draft, problems, note: null });
    },
    saveArchiveSettings: async () => {
      const read = readSettingsDraft(get().viewersArchiveSettings.draft);
      if (!read.ok) {
        patch({ problems: read.problems, note: null });
        return;
      }
      const t = await accountTurn(store);
      patch({ saving: true, problems: {}, error: null, note: null });
      const r = await mc().viewers.archiveSetSettings(read.value, t.account);
      if (!t.current()) return;
      patch(r.ok ? { saving: false, saved: r.value, draft: draftOf(r.value), note: savedWords(r.value) } : { saving: false, error: r.error });
    },
  };
};
