/**
 * The shell: account bar on top (notices in its tray), navigation on the left, the current
 * screen, and the status bar. Screens come from the registry (only those that exist).
 */
import { useCallback, useEffect, useState } from 'react';
import { EmptyState } from '../components/EmptyState';
import { useLiveAppWide } from '../features/live/use-live-events';
import { AccountBar } from './AccountBar';
import { HostReach } from '../features/session/HostReach';
import { Announcer } from './Announcer';
import { useShellBoot } from './boot';
import { useMc } from '../stores/store';
import { useGlobalKeys } from './global-keys';
import { Nav } from './Nav';
import { PaletteHost } from './palette/PaletteHost';
import { screenForHash } from './routing';
import { ScreenHost } from './ScreenHost';
import type { ScreenDef } from './screen-def';
import { screens as registered } from './screens';
import { ShortcutList } from './ShortcutList';
import { StatusBar } from './StatusBar';
import { SwitchDialog } from './SwitchDialog';

function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const on = (): void => setHash(window.location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return hash;
}

export function App({ screens = registered }: { screens?: ScreenDef[] }) {
  useShellBoot();
  const [help, setHelp] = useState(false);
  const openHelp = useCallback(() => setHelp(true), []);
  useGlobalKeys(screens, openHelp);
  // Main owns the show: follow it whatever screen is shown, and tell main whether this window is looking.
  useLiveAppWide();
  const current = screenForHash(useHash(), screens);
  useEffect(() => {
    document.title = current ? `${current.navLabel} — Master Control` : 'Master Control';
    // Another screen: the notice tray's list does not stay over it.
    useMc.getState().setTrayOpen(false);
  }, [current]);
  return (
    <div className="mc-shell">
      <AccountBar />
      <div className="mc-shell__middle">
        <Nav screens={screens} currentId={current?.id ?? null} />
        <main className="mc-main" id="main">
          <HostReach />
          {current ? (
            <ScreenHost screen={current} />
          ) : (
            <div className="mc-screen">
              <h1>Master Control</h1>
              <EmptyState title="No screens are installed in this build." action="Rebuild the console with its feature screens." />
            </div>
          )}
        </main>
      </div>
      <StatusBar />
      {help ? <ShortcutList onClose={() => setHelp(false)} /> : null}
      <PaletteHost screens={screens} current={current} openHelp={openHelp} />
      <SwitchDialog />
      <Announcer />
    </div>
  );
}
