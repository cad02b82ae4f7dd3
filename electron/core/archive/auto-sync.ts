/**
 * Attempts → Archive's "Sync every N minutes": per account, while the console runs (it is
 * not kept across restarts). A tick syncs the account's archive only while that account is
 * the active one (the sync reads through its credentials then) and no sync is running; a
 * tick that finds either simply waits for the next.
 */

import type { AutoSyncMinutes } from '../../../shared/domain/archive/types';

/** Calls `tick` every `ms` until the answer is called. */
export type Every = (ms: number, tick: () => void) => () => void;

const everyInterval: Every = (ms, tick) => {
  const timer = setInterval(tick, ms);
  // A console that is closing does not wait for the next tick.
  timer.unref?.();
  return () => clearInterval(timer);
};

export interface AutoSyncDeps {
  /** The active account's id. */
  active: () => string;
  running: () => boolean;
  sync: () => Promise<unknown>;
  every?: Every;
}

export interface AutoSync {
  /** Every `minutes` for `account`, or off (null). */
  set(account: string, minutes: AutoSyncMinutes | null): void;
  of(account: string): AutoSyncMinutes | null;
  dispose(): void;
}

export function createAutoSync(deps: AutoSyncDeps): AutoSync {
  const every = deps.every ?? everyInterval;
  const set = new Map<string, { minutes: AutoSyncMinutes; stop: () => void }>();
  const tick = (account: string) => (): void => {
    if (deps.active() !== account || deps.running()) return;
    void deps.sync();
  };
  return {
    set(account, minutes) {
      set.get(account)?.stop();
      set.delete(account);
      if (minutes !== null) set.set(account, { minutes, stop: every(minutes * 60_000, tick(account)) });
    },
    of: (account) => set.get(account)?.minutes ?? null,
    dispose() {
      for (const s of set.values()) s.stop();
      set.clear();
    },
  };
}
