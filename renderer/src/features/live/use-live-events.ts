/**
 * Wires the Live screen to main: snapshots and ledger rows pushed as events, and polling
 * paused while the window is hidden (nobody is looking; the server is spared).
 */
import { useEffect } from 'react';
import { mc } from '../../bridge/mc';
import { useMc } from '../../stores/store';

export function useLiveEvents(): void {
  useEffect(() => {
    const { liveSnapshot, liveLedgerRows, liveDestination } = useMc.getState();
    return mc().events.subscribe((e) => {
      if (e.type === 'live.sessions') liveSnapshot(e.snapshot);
      else if (e.type === 'live.ledger.appended') liveLedgerRows(e.rows, false);
      else if (e.type === 'live.destination') liveDestination(e.requestId, e.result);
    });
  }, []);
}

export function usePauseWhenHidden(): void {
  useEffect(() => {
    const onVisibility = (): void => {
      if (useMc.getState().live.snapshot?.target) void useMc.getState().liveWatch({ paused: document.hidden });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}
