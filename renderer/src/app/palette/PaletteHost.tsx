/**
 * The command palette's place in the shell: Ctrl+K (Cmd+K on macOS) opens and closes it,
 * the console's own sources register here, and an account chosen in it switches through
 * the same question as every other path (stores/switch-slice.ts). The palette's code loads on first open.
 */
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { SHORTCUTS, parseShortcut } from '../../components/shortcut';
import { useMc } from '../../stores/store';
import type { ScreenDef } from '../screen-def';
import { useAccountEntries, useConsoleEntries, useScreenEntries, useSheetEntries } from './palette-sources';

const Palette = lazy(() => import('./Palette'));
const PALETTE_KEY = parseShortcut(SHORTCUTS.palette.keys).key;

/** Ctrl+K or Cmd+K, also while typing in a field (it is a modified key, never text). */
function isPaletteKey(e: KeyboardEvent): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === PALETTE_KEY;
}

export function PaletteHost({ screens, current, openHelp }: { screens: ScreenDef[]; current: ScreenDef | null; openHelp: () => void }) {
  const [open, setOpen] = useState(false);
  const askSwitch = useMc((s) => s.askSwitch);
  useScreenEntries(screens, current?.id ?? null);
  useAccountEntries((p) => void askSwitch(p.id));
  useConsoleEntries(openHelp);
  useSheetEntries();
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.repeat || !isPaletteKey(e)) return;
      e.preventDefault();
      setOpen((o) => !o);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  // What was chosen runs after the palette has unmounted and put the focus back (Palette.tsx).
  const after = useRef<(() => void) | null>(null);
  const close = useCallback((then?: () => void) => {
    after.current = then ?? null;
    setOpen(false);
  }, []);
  useEffect(() => {
    const run = open ? null : after.current;
    after.current = null;
    run?.();
  }, [open]);
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <Palette screenName={current?.navLabel ?? null} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
