/**
 * The Live slice's recording-split actions: the split itself (shown per stream while it is
 * sent and when it settles) and the ledger of splits it records. Composed by slice.ts.
 */
import { isWildcard, matchStreams } from '../../../../shared/domain/live/wildcard';
import { mc } from '../../bridge/mc';
import { accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';
import { type LiveData, withLedgerRows } from './live-state';
import type { LiveSlice } from './slice';
import { withSplitOutcomes } from './split-request';
import { withSplitRefused, withSplitRows, withSplitSending, withSplitSettled } from './split-shown';

type SplitActions = Pick<LiveSlice, 'liveLoadLedger' | 'liveLedgerRows' | 'liveCheckSplit' | 'liveSplit'>;

export const createSplitActions: SliceCreator<SplitActions> = (set, get, store) => {
  const patch = (fn: (l: LiveData) => LiveData): void => set((s) => ({ live: fn(s.live) }));
  const turn = () => accountTurn(store);
  return {
    liveLoadLedger: async () => {
      const t = await turn();
      const r = await mc().live.ledger({});
      if (!t.current()) return;
      if (r.ok) patch((l) => ({ ...l, ledger: withLedgerRows(l.ledger, [...r.value].reverse()), ledgerError: null }));
      else patch((l) => ({ ...l, ledger: l.ledger ?? [], ledgerError: r.error }));
    },
    liveLedgerRows: (rows, fromSplit) => {
      // A split sent from elsewhere (a run sheet's cue) is this account's stream's last split too;
      // another account's (or the rehearsal mirror's) belongs to its own Live, not this ledger.
      const mine = rows.filter((r) => r.profileId === get().accountScope.profileId);
      patch((l) => ({
        ...l,
        ledger: withLedgerRows(l.ledger, mine),
        splitShown: withSplitRows(l.splitShown, mine),
        splitUnknown: fromSplit ? withSplitOutcomes(l.splitUnknown, rows, Date.now()) : l.splitUnknown,
      }));
    },
    liveCheckSplit: async (stream) => {
      await Promise.all([get().liveCheckStatus(), get().liveLoadLedger()]);
      patch((l) => ({ ...l, splitUnknown: withSplitOutcomes(l.splitUnknown, [{ stream, outcome: 'checked' }], Date.now()) }));
    },
    liveSplit: async (input) => {
      const t = await turn();
      const names = get().live.snapshot?.streams.map((s) => s.name) ?? [];
      const asked = isWildcard(input.stream) ? matchStreams(input.stream, names) : [input.stream];
      patch((l) => ({ ...l, splitShown: withSplitSending(l.splitShown, input.app, asked) }));
      const r = await mc().live.split(input, t.account);
      if (!t.current()) return r;
      if (r.ok) {
        get().liveLedgerRows(r.value.rows, true);
        patch((l) => ({ ...l, splitShown: withSplitSettled(l.splitShown, input.app, asked, r.value.rows) }));
      } else patch((l) => ({ ...l, splitShown: withSplitRefused(l.splitShown, input.app, asked, r.error) }));
      return r;
    },
  };
};
