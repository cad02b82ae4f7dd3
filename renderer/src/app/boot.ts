/**
 * What the shell does once it is on screen: load app info, the connection state and the
 * accounts; follow main's events (connection, accounts, notices); keep the theme on the
 * <html> element and remember it between launches.
 */
import { useEffect } from 'react';
import type { McEvent } from '../../../shared/ipc/events';
import { mc } from '../bridge/mc';
import type { Theme } from '../stores/shell-slice';
import { useMc } from '../stores/store';

const THEME_KEY = 'mc.theme';

export function storedTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** Routes one event to the shell's state; other areas' events are theirs to follow. */
export function applyShellEvent(event: McEvent): void {
  const s = useMc.getState();
  switch (event.type) {
    case 'connection.changed': {
      const { type: _type, ...status } = event;
      s.setConnection(status);
      return;
    }
    case 'accounts.changed':
      void s.loadAccounts();
      void s.loadBackend();
      return;
    // Every account's show, for the status bar and the switch (main sends it when a line changes).
    case 'live.shows':
      s.setShows(event.shows);
      return;
    case 'notice':
      s.pushNotice({ level: event.level, title: event.title, body: event.body, ...(event.cause === undefined ? {} : { cause: event.cause }) });
      return;
    case 'notice.resolved':
      s.resolveNotice(event.cause, event.words);
      return;
    // Control surfaces: API arms join the shell's armed actions, wherever the operator is.
    case 'control.arms':
    case 'control.settings':
    case 'control.cueFired':
      s.controlEvent(event);
      return;
    // The show clock: every view reads main's one clock.
    case 'clock.changed':
      s.clockEvent(event);
      return;
    // The people of the show: their arms, acts waiting for a second person, whether the host answers.
    case 'session.arms':
    case 'session.waiting':
    case 'host.reach':
      s.sessionEvent(event);
      return;
    // Back from an outage, or events were missed: read everything the shell shows afresh.
    case 'host.resync':
      void loadShell();
      return;
    case 'sheets.timed':
      s.timedEvent(event);
      return;
    // Share this show: the settings and the guest list, as main has them now.
    case 'share.changed':
      s.shareEvent(event);
      return;
    default:
      return;
  }
}

async function loadShell(): Promise<void> {
  const s = useMc.getState();
  const [info, connection] = await Promise.all([mc().app.info({}), mc().app.connection({}), s.loadAccounts(), s.loadBackend(), s.loadControl(), s.loadShows(), s.loadClock(), s.loadSession()]);
  if (info.ok) s.setAppInfo(info.value);
  if (connection.ok) s.setConnection(connection.value);
}

export function useShellBoot(): void {
  useEffect(() => {
    useMc.getState().setTheme(storedTheme());
    const unsubscribe = mc().events.subscribe(applyShellEvent);
    void loadShell();
    return unsubscribe;
  }, []);
  const theme = useMc((s) => s.theme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      // storage may be unavailable (private window); the theme still applies
    }
  }, [theme]);
}
