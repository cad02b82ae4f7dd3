/**
 * The Live area's app-wide wiring, mounted once by the shell (not by LiveScreen), because
 * main keeps watching the chosen target while the operator is on another screen:
 * - board snapshots and ledger rows pushed as events; a destination lost while live
 *   raises a desktop notification (in Electron main does it; in web mode the browser's);
 * - polling paused while the window is hidden (minimised, another desktop): nobody is
 *   looking and the server is spared. When the window shows again, main polls at once
 *   (Poller.setPaused) — that one poll catches up, and a session lost meanwhile raises
 *   its notice then.
 */
import { useEffect } from 'react';
import { mc } from '../../bridge/mc';
import { useMc } from '../../stores/store';
import { notifyLost } from './notify';

export function useLiveEvents(): void {
  useEffect(() => {
    const { liveSnapshot, liveLedgerRows } = useMc.getState();
    return mc().events.subscribe((e) => {
      if (e.type === 'live.sessions') liveSnapshot(e.snapshot);
      else if (e.type === 'live.ledger.appended') liveLedgerRows(e.rows, false);
      else if (e.type === 'live.session.lost') notifyLost(e.lost);
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

/** Everything above, for the shell to mount once for the whole window. */
export function useLiveAppWide(): void {
  useLiveEvents();
  usePauseWhenHidden();
}
