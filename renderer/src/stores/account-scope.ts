/**
 * Every screen's data belongs to one account. This is the one mechanism for all of them:
 * the store remembers the account its data came from (`accountScope`), and when the
 * active account changes (a switch here, in another window, or the active profile
 * removed) every area's account-bound state is replaced by its fresh state at once,
 * and armed buttons disarm. `epoch` names the account's turn: an async action captures
 * it with `accountTurn` before it calls main and applies its answer only while the turn
 * is current, so an answer that left under A and lands after the switch is dropped —
 * even when B asks the same question. The turn's `account` is also what account-bound
 * channels carry to main, which refuses them under any other account (wrong_account).
 */
import type { StoreApi } from 'zustand';
import type { SliceCreator } from './slice';
import type { McState } from './store';

export interface AccountScope {
  /** The account the store's data came from; null until the accounts are known. */
  profileId: string | null;
  epoch: number;
}

export interface ScopeSlice {
  accountScope: AccountScope;
}

/**
 * `profileId` is the active account now (null: not known, e.g. before the list loads).
 * The first known account is adopted (what is shown was read from it); another one
 * starts a new turn and the data is forgotten.
 */
export function followAccount(current: AccountScope, profileId: string | null): { scope: AccountScope; forget: boolean } {
  if (profileId === null || profileId === current.profileId) return { scope: current, forget: false };
  if (current.profileId === null) return { scope: { ...current, profileId }, forget: false };
  return { scope: { profileId, epoch: current.epoch + 1 }, forget: true };
}

/** One area's account-bound state as it is on a fresh account (`profileId` is the new one). */
export type FreshForAccount = (profileId: string, nowMs: number) => Partial<McState>;

/** The scope slice; `fresh` lists every area's account-bound state (store.ts). */
export function createScopeSlice(fresh: readonly FreshForAccount[]): SliceCreator<ScopeSlice> {
  return (set, _get, store) => {
    store.subscribe((s, prev) => {
      if (s.accounts?.activeId === prev.accounts?.activeId) return;
      const move = followAccount(s.accountScope, s.accounts?.activeId ?? null);
      if (move.scope === s.accountScope) return;
      if (!move.forget) return set({ accountScope: move.scope });
      const id = move.scope.profileId!;
      const now = Date.now();
      // Armed actions belong to the account they were armed on: disarmed with the rest.
      set(Object.assign({ accountScope: move.scope, disarmEpoch: s.disarmEpoch + 1, armed: {} }, ...fresh.map((f) => f(id, now))));
    });
    return { accountScope: { profileId: null, epoch: 0 } };
  };
}

export interface AccountTurn {
  /** The account the action is prepared on: what a bound channel carries to main. */
  account: string;
  /** Whether the answer may still land (the store still holds this account's turn). */
  current(): boolean;
}

type ScopeStore = Pick<StoreApi<McState>, 'getState' | 'subscribe'>;

function turnFrom(store: ScopeStore): AccountTurn {
  const { profileId, epoch } = store.getState().accountScope;
  return { account: profileId ?? '', current: () => store.getState().accountScope.epoch === epoch };
}

/**
 * The turn an action starts in. At start-up a screen may ask before the account list has
 * loaded: it waits for it (or for its failure — then the call carries no account and
 * main refuses it in words rather than guessing).
 */
export function accountTurn(store: ScopeStore): Promise<AccountTurn> {
  const known = (s: McState) => s.accountScope.profileId !== null || s.accountsError !== null;
  if (known(store.getState())) return Promise.resolve(turnFrom(store));
  return new Promise((resolve) => {
    const stop = store.subscribe((s) => {
      if (!known(s)) return;
      stop();
      resolve(turnFrom(store));
    });
  });
}
