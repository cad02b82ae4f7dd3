/**
 * Keys that work on every screen (UX.md principle 6): Esc disarms everything, `/` focuses
 * the current grid's filter, Alt+1…9 and Alt+0 open a screen, `?` lists every shortcut. Typing in a
 * field is never hijacked. The keys are SHORTCUTS' (components/shortcut.ts).
 */
import { useEffect } from 'react';
import { SHORTCUTS } from '../components/shortcut';
import { useMc } from '../stores/store';
import { hashFor, screenForDigit } from './routing';
import type { ScreenDef } from './screen-def';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The filter of the grid that holds focus, else the first grid filter on the screen. */
export function focusGridFilter(): boolean {
  const active = document.activeElement;
  const inGrid = active instanceof Element ? active.closest('.mc-grid')?.querySelector<HTMLInputElement>('[data-grid-filter]') : null;
  const target = inGrid ?? document.querySelector<HTMLInputElement>('main [data-grid-filter]');
  if (!target) return false;
  target.focus();
  target.select();
  return true;
}

export function useGlobalKeys(screens: ScreenDef[], openHelp: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === SHORTCUTS.help.keys && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
        e.preventDefault();
        openHelp();
        return;
      }
      if (e.key === SHORTCUTS.disarm.keys) {
        useMc.getState().disarmAll();
        // Esc also leaves a text field, so the keys that do not work while typing (/, ?) are one press away.
        if (isTyping(e.target) && e.target instanceof HTMLElement && !e.target.closest('dialog')) e.target.blur();
        return;
      }
      if (e.key === SHORTCUTS.filter.keys && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
        if (focusGridFilter()) e.preventDefault();
        return;
      }
      if (e.altKey && !e.ctrlKey && !e.metaKey) {
        const screen = screenForDigit(/^Digit([0-9])$/.exec(e.code)?.[1] ?? e.key, screens);
        if (screen) {
          e.preventDefault();
          window.location.hash = hashFor(screen);
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [screens, openHelp]);
}
