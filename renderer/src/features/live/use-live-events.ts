/**
 * The Live area's app-wide wiring, mounted once by the shell (not by LiveScreen), because
 * main owns the show and keeps it whatever screen or window is open:
 * - board snapshots, ledger rows and the open alert incidents pushed as events; a destination lost while live
 *   raises a desktop notification (in Electron main does it; in web mode the browser's);
 * - this window is one view of the show: it tells main whether it is visible and when it
 *   leaves. Main polls while any view is visible or anything is on air, so hiding or
 *   closing this window never pauses what another window, a tab or a control surface
 *   shows, and a drop while it is minimised still raises its notification.
 */
import { useEffect } from 'react';
import { mc } from '../../bridge/mc';
import { useMc } from '../../stores/store';
import { notifyLost } from './notify';

export function useLiveEvents(): void {
  useEffect(() => {
    const { liveSnapshot, liveLedgerRows, incidentsChanged } = useMc.getState();
    return mc().events.subscribe((e) => {
      if (e.type === 'live.sessions') liveSnapshot(e.snapshot);
      else if (e.type === 'live.ledger.appended') liveLedgerRows(e.rows, false);
      else if (e.type === 'live.session.lost') notifyLost(e.lost);
      else if (e.type === 'incidents.changed') incidentsChanged(e.incidents);
      else if (e.type === 'host.resync') resync();
    });
  }, []);
}

/** This window's id as a view of the show (one per page load). */
const VIEW_ID = `view-${globalThis.crypto.randomUUID()}`;

/**
 * Back from an outage (main dropped this view with its socket) or events were missed: say
 * this view is here again and take a fresh snapshot of the board it shows.
 */
function resync(): void {
  void mc().live.view({ viewId: VIEW_ID, state: document.hidden ? 'hidden' : 'visible' });
  const s = useMc.getState();
  if (s.live.snapshot?.target) void s.liveWatch({});
}

export function useViewPresence(): void {
  useEffect(() => {
    const say = (state: 'visible' | 'hidden' | 'gone'): void => void mc().live.view({ viewId: VIEW_ID, state });
    const onVisibility = (): void => say(document.hidden ? 'hidden' : 'visible');
    const onLeave = (): void => say('gone');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
      say('gone');
    };
  }, []);
}

/** Everything above, for the shell to mount once for the whole window. */
export function useLiveAppWide(): void {
  useLiveEvents();
  useViewPresence();
}
