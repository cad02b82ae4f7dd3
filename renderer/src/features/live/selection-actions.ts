/**
 * The Go live selection's part of the Live slice (slice.ts): ticks go to main, which keeps
 * the selection every view shows; `keepTicks` holds the screen's ticks over a snapshot read
 * before main had them.
 */
import { mc } from '../../bridge/mc';
import { accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';
import { type LiveData, toggleSelected, withSnapshot } from './live-state';
import type { LiveSlice } from './slice';

export interface SelectionActions extends Pick<LiveSlice, 'liveToggleService' | 'liveClearSelection'> {
  keepTicks(l: LiveData): LiveData;
}

export const createSelectionActions = (...[set, get, store]: Parameters<SliceCreator<LiveSlice>>): SelectionActions => {
  const patch = (fn: (l: LiveData) => LiveData): void => set((s) => ({ live: fn(s.live) }));
  const turn = () => accountTurn(store);
  /**
   * Ticks sent to main and not yet answered. Until they are, a snapshot's selection was read
   * before main had them: applying it would untick a row on screen, and the next tick,
   * counted from that, would drop the first for good (six ticks a minute before air lost
   * one on a busy machine). The last answer is main's selection with every tick in it.
   */
  let selectsInFlight = 0;
  const keepTicks = (l: LiveData): LiveData => {
    if (selectsInFlight === 0 || l.snapshot === null) return l;
    return { ...l, selected: get().live.selected, snapshot: { ...l.snapshot, selected: get().live.selected } };
  };
  const sendSelection = async (ids: number[]): Promise<void> => {
    patch((l) => ({ ...l, selected: ids }));
    selectsInFlight += 1;
    const t = await turn();
    let answer: Awaited<ReturnType<ReturnType<typeof mc>['live']['select']>>;
    try {
      answer = await mc().live.select({ ids }, t.account);
    } finally {
      selectsInFlight -= 1;
    }
    // Main's selection on the account the ticks were sent for: shown only while this view still shows it.
    if (selectsInFlight === 0 && answer.ok && t.current()) patch((l) => withSnapshot(l, answer.value));
  };
  return {
    keepTicks,
    liveToggleService: (id) => sendSelection(toggleSelected(get().live.selected, id)),
    liveClearSelection: () => sendSelection([]),
  };
};
