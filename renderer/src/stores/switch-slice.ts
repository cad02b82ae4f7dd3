/**
 * Switching the active account, the one way every path does it (header select, Accounts →
 * Use this account, command palette): `askSwitch` either switches at once or holds the
 * switch until the operator answers the one question (switch-question.ts), shown by the
 * shell's one dialog. A switch that fails says why in a notice, whichever path asked.
 * Also holds every account's show as main last said it (`live.shows`).
 */
import type { AccountShow } from '../../../shared/ipc/shows';
import { describeError } from '../components/error-words';
import { mc } from '../bridge/mc';
import type { SliceCreator } from './slice';
import { switchFacts, switchQuestion } from './switch-question';

export interface SwitchSlice {
  /** Every account's show (counts per state and when read), for the status bar and the switch. */
  shows: AccountShow[];
  setShows(shows: AccountShow[]): void;
  loadShows(): Promise<void>;
  /** The account a switch waits to go to until the question is answered, or null. */
  switchAsked: string | null;
  askSwitch(id: string): Promise<void>;
  answerSwitch(go: boolean): Promise<void>;
}

export const createSwitchSlice: SliceCreator<SwitchSlice> = (set, get) => {
  const go = async (id: string): Promise<void> => {
    set({ switchAsked: null });
    const r = await get().switchAccount(id);
    if (!r.ok) get().pushNotice({ level: 'error', title: 'Could not switch account', body: describeError(r.error) });
  };
  return {
    shows: [],
    setShows: (shows) => set({ shows }),
    loadShows: async () => {
      const r = await mc().shows.list({});
      if (r.ok) set({ shows: r.value });
    },
    switchAsked: null,
    askSwitch: async (id) => {
      const s = get();
      const q = switchQuestion(switchFacts(s), id, Date.now());
      if (q === null) return;
      if (q.asks) set({ switchAsked: id });
      else await go(id);
    },
    answerSwitch: async (yes) => {
      const id = get().switchAsked;
      if (id === null) return;
      if (yes) await go(id);
      else set({ switchAsked: null });
    },
  };
};
