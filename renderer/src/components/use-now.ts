/**
 * The local time, again every second: for words that turn true by the clock alone (a board
 * gone STALE, a reconnect's next try). One clock for the whole page, not one per component:
 * the status bar, the account switch and the palette say the same account's STALE on the
 * same tick, never a second apart (each with its own interval, one could say STALE while
 * another still showed the show as current).
 */
import { useSyncExternalStore } from 'react';

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The clock's last tick; while nothing listens it has not ticked, so a first reader takes the time afresh. */
function snapshot(): number {
  if (timer === null && Date.now() - now >= TICK_MS) now = Date.now();
  return now;
}

export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
