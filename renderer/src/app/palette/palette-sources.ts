/**
 * The console's own palette sources: every screen, every account and the shell's own
 * commands. Screen actions register themselves where their buttons are (use-palette.ts).
 */
import { useEffect, useMemo } from 'react';
import type { ProfileView } from '../../../../shared/domain/profile';
import { SHORTCUTS } from '../../components/shortcut';
import { useNow } from '../../components/use-now';
import { activeProfile } from '../../features/accounts/accounts-state';
import { otherShows, staleWords } from '../../features/live/show-words';
import { sheetEntries } from '../../features/sheets/slice';
import { useMc } from '../../stores/store';
import { hashFor, screenShortcut } from '../routing';
import type { ScreenDef } from '../screen-def';
import { usePaletteEntries } from './use-palette';

export function useScreenEntries(screens: ScreenDef[], currentId: string | null): void {
  usePaletteEntries(
    'screen',
    screens.map((s, i) => ({
      label: s.navLabel,
      detail: s.id === currentId ? 'current screen' : undefined,
      // The same keys the navigation shows (Alt+1…9, Alt+0: SHORTCUTS.screens).
      shortcut: screenShortcut(i),
      run: () => {
        window.location.hash = hashFor(s);
      },
    })),
  );
}

/**
 * Choosing an account asks the one switch question every path asks (stores/switch-slice.ts).
 * Each other account's entry names its show as the switch and the status bar do
 * ("2 LIVE · 1 RECONNECTING", STALE once unread too long: features/live/show-words.ts).
 */
export function useAccountEntries(choose: (p: ProfileView) => void): void {
  const list = useMc((s) => s.accounts);
  const active = activeProfile(list);
  const shows = otherShows(useMc((s) => s.shows), list?.profiles ?? [], active?.id ?? null, useNow());
  usePaletteEntries(
    'account',
    list === null
      ? null
      : list.profiles.map((p) => {
          const show = shows.find((o) => o.profileId === p.id);
          const words = [p.builtIn ? 'sandbox' : null, p.id === active?.id ? 'active account' : null, show ? `${show.counts}${staleWords(show)}` : null];
          return { label: p.name, detail: words.filter(Boolean).join(', ') || undefined, run: () => choose(p) };
        }),
  );
}

export function useConsoleEntries(openHelp: () => void): void {
  const theme = useMc((s) => s.theme);
  const setTheme = useMc((s) => s.setTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  usePaletteEntries('console', [
    { label: 'Keyboard shortcuts', shortcut: SHORTCUTS.help.keys, run: openHelp },
    { label: `Switch to ${next} theme`, run: () => setTheme(next) },
  ]);
}

/**
 * Every saved run sheet: choosing one opens the Run sheets screen on it. The list is read
 * when it is not yet known (at start and after an account switch forgets it).
 */
export function useSheetEntries(): void {
  const list = useMc((s) => s.sheets.list);
  const sheets = useMemo(() => sheetEntries({ sheets: { list } }), [list]);
  const unknown = list === null;
  useEffect(() => {
    if (unknown) void useMc.getState().loadSheets();
  }, [unknown]);
  usePaletteEntries(
    'sheet',
    sheets.map((s) => ({
      label: s.name,
      detail: `run sheet for ${s.accountName}`,
      run: () => {
        window.location.hash = hashFor({ id: 'sheets' });
        void useMc.getState().openSheet(s.id);
      },
    })),
  );
}
