/**
 * Keys that work on every screen (operator principle 6): Esc disarms everything, `/` focuses
 * the current grid's filter, Alt+1…9 and Alt+0 open a screen with focus on its first
 * control, `?` lists every shortcut. Typing in a field is never hijacked. The keys are
 * SHORTCUTS' (components/shortcut.ts).
 */
import { useEffect } from 'react';
import { SHORTCUTS } from '../components/shortcut';
import { useMc } from '../stores/store';
import { hashFor, screenForDigit } from './routing';
import type { ScreenDef } from './screen-def';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // A checkbox or radio takes no text: `/` and `?` work from there as from a button.
  if (target instanceof HTMLInputElement && ['checkbox', 'radio', 'button', 'submit'].includes(target.type)) return false;
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

const CONTROLS = 'input:not([type=hidden]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/** The first control of the screen a Tab would reach: enabled, shown, not inactive. */
function firstControl(main: Element): HTMLElement | null {
  for (const el of main.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (el.matches(':disabled, [aria-disabled=true], [tabindex="-1"]') || el.closest('[hidden], details:not([open]) > :not(summary)')) continue;
    if (el.getClientRects().length > 0) return el;
  }
  return null;
}

/** Puts focus on the first control of the screen named `name` once it is drawn (its code may still be loading). */
function focusScreen(name: string, framesLeft = 300): void {
  const main = document.querySelector('main');
  const heading = main?.querySelector('h1')?.textContent?.trim() ?? '';
  const first = main && heading.startsWith(name) ? firstControl(main) : null;
  if (first) first.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusScreen(name, framesLeft - 1));
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
        useMc.getState().setTrayOpen(false);
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
          focusScreen(screen.navLabel);
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [screens, openHelp]);
}
