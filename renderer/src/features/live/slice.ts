/**
 * The Live area's slice of the store. Actions call the bridge and feed the answers
 * through the pure transitions in live-state.ts; components only read and dispatch.
 */
import type { ConnectParams } from '../../../../shared/domain/live/connect-form';
import type { LedgerRow } from '../../../../shared/domain/live/ledger';
import type { LiveTarget, SessionsSnapshot } from '../../../../shared/domain/live/sessions';
import type { McBridge } from '../../../../shared/ipc/contract';
import { mc } from '../../bridge/mc';
import { type FreshForAccount, accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';
import { INITIAL_LIVE, type LiveData, withRetryable, withSnapshot } from './live-state';
import { createSelectionActions } from './selection-actions';
import { cachedActive, cachedServices } from './cache-reads';
import { createSplitActions } from './split-actions';
import { withCachedActive } from './offline-state';
import { type LiveNote, checkNote, withNote } from './board-notes';
import { checkedWords } from '../../../../shared/domain/live/check-words';
import { outcomeOf } from '../../components/action-outcome';

type LiveBridge = McBridge['live'];
type LiveInput<K extends keyof LiveBridge> = Parameters<LiveBridge[K]>[0];
/** Another account's Live starts from nothing: rows, ticks, results, ledger, selected stream. */
export const freshLive: FreshForAccount = () => ({ live: INITIAL_LIVE });
type LiveAnswer<K extends keyof LiveBridge> = ReturnType<LiveBridge[K]>;

export interface LiveSlice {
  live: LiveData;
  liveWatch(input: { target?: LiveTarget | null; intervalMs?: number }): Promise<void>;
  liveSnapshot(snap: SessionsSnapshot): void;
  liveLoadServices(filters?: Array<{ key: string; value: string }>): Promise<void>;
  /** The Go live selection is main's (every view shows the same); this asks main to change it. */
  liveToggleService(id: number): Promise<void>;
  liveClearSelection(): Promise<void>;
  /** Puts words on the board that go once they are no longer true (board-notes.ts). */
  liveNote(note: LiveNote): void;
  /** Go live: every answer shows as its destination's state on the board. (`labels` are main's to choose now; kept for callers.) */
  liveGoLive(connects: ConnectParams[], labels?: string[]): Promise<void>;
  /** Sends again, deliberately, what was last sent to this destination (main disconnects a push the server still holds first). */
  liveRetry(key: string): LiveAnswer<'retry'>;
  /** Turns a destination's automatic reconnect on or off (main keeps it; off stops its tries at once). */
  liveSetReconnect(key: string, enabled: boolean): LiveAnswer<'reconnect'>;
  liveSelectStream(name: string | null): void;
  liveLoadLedger(): Promise<void>;
  /** Opens or folds the whole split ledger on Live; it stays as left while the operator visits other screens. */
  liveShowLedger(open: boolean): void;
  liveLedgerRows(rows: LedgerRow[], fromSplit: boolean): void;
  /** "Check" for an UNKNOWN split: reads the stream's recording state and the ledger again, then F9 there is plain again. */
  liveCheckSplit(stream: string): Promise<void>;
  /** The live actions components fire; results come back for the button to show in place. */
  liveCheckStatus(): Promise<void>;
  liveDisconnect(input: LiveInput<'disconnect'>): LiveAnswer<'disconnect'>;
  /** Splits, and records the ledger rows it made. */
  liveSplit(input: LiveInput<'split'>): LiveAnswer<'split'>;
  geoApply(input: LiveInput<'geoApply'>): LiveAnswer<'geoApply'>;
  geoLastApplied(target: LiveInput<'geoLastApplied'>): LiveAnswer<'geoLastApplied'>;
}

export const createLiveSlice: SliceCreator<LiveSlice> = (set, get, store) => {
  const patch = (fn: (l: LiveData) => LiveData): void => set((s) => ({ live: fn(s.live) }));
  /** The account the screen shows: bound calls carry it; answers land only in its turn. */
  const turn = () => accountTurn(store);
  const ticks = createSelectionActions(set, get, store);
  const { keepTicks } = ticks;
  return {
    live: INITIAL_LIVE,
    liveWatch: async (input) => {
      const current = get().live.snapshot;
      const target = input.target !== undefined ? input.target : (current?.target ?? null);
      const t = await turn();
      const r = await mc().live.watch({ target, intervalMs: input.intervalMs });
      if (!t.current()) return;
      if (!r.ok) return patch((l) => ({ ...l, watchError: r.error }));
      const snap = r.value;
      const cached = snap.fetchedAt === null && snap.pollError !== null && snap.target ? await cachedActive(snap.target) : null;
      if (t.current()) patch((l) => keepTicks(cached ? withCachedActive(l, snap, cached) : withSnapshot(l, snap)));
    },
    // A snapshot of another account than the one this view shows (main switched, the view has
    // not heard yet) is not this screen's: it would show one account's board under another's name.
    liveSnapshot: (snap) => {
      const shown = get().accountScope.profileId;
      if (shown === null || snap.profileId === shown) patch((l) => keepTicks(withSnapshot(l, snap)));
    },
    liveLoadServices: async (filters) => {
      const t = await turn();
      const r = await mc().live.services(filters && filters.length > 0 ? { filters } : {});
      if (!t.current()) return;
      if (r.ok) {
        patch((l) => ({ ...l, services: { rows: r.value.services, fetchedAt: r.value.fetchedAt, stale: false, error: null } }));
        return;
      }
      const cached = filters && filters.length > 0 ? null : await cachedServices();
      if (!t.current()) return;
      patch((l) => ({
        ...l,
        services: cached
          ? { rows: cached.services, fetchedAt: cached.fetchedAt, stale: true, error: r.error }
          : { rows: l.services.rows ?? [], fetchedAt: l.services.fetchedAt, stale: l.services.rows !== null, error: r.error },
      }));
    },
    liveToggleService: ticks.liveToggleService,
    liveClearSelection: ticks.liveClearSelection,
    liveNote: (note) => patch((l) => ({ ...l, notes: withNote(l.notes, note, l.snapshot?.board ?? []) })),
    liveGoLive: async (connects) => {
      const t = await turn();
      patch((l) => ({ ...l, retryable: withRetryable(l.retryable, connects) }));
      // The board shows each answer (main publishes it); the call's own value adds nothing on screen.
      await mc().live.connect({ connects }, t.account);
    },
    liveRetry: async (key) => mc().live.retry({ key }, (await turn()).account),
    liveSetReconnect: async (key, enabled) => mc().live.reconnect({ key, enabled }, (await turn()).account),
    liveSelectStream: (name) => patch((l) => ({ ...l, selectedStream: name })),
    liveShowLedger: (open) => patch((l) => (l.ledgerOpen === open ? l : { ...l, ledgerOpen: open })),
    liveCheckStatus: async () => {
      const t = await turn();
      const r = await mc().live.checkStatus({});
      if (!t.current()) return;
      const rows = r.ok ? r.value.board : (get().live.snapshot?.board ?? []);
      // The answer in words beside the button: what the check found, not only a new timestamp.
      get().liveNote(checkNote(outcomeOf(r, (v) => checkedWords(v.board)), rows, Date.now()));
    },
    liveDisconnect: async (input) => mc().live.disconnect(input, (await turn()).account),
    ...createSplitActions(set, get, store),
    geoApply: async (input) => mc().live.geoApply(input, (await turn()).account),
    geoLastApplied: (target) => mc().live.geoLastApplied(target),
  };
};
