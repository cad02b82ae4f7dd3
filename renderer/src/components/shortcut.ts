/**
 * Keyboard shortcuts shown on the buttons they trigger (UX.md principle 6). A shortcut
 * is written the way it is shown: "F9", "Ctrl+Enter", "Alt+R".
 */
import { useEffect, useRef } from 'react';

interface ParsedShortcut {
  key: string;
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
}

export function parseShortcut(text: string): ParsedShortcut {
  const parts = text.split('+').map((p) => p.trim());
  const key = (parts.pop() ?? '').toLowerCase();
  const mods = new Set(parts.map((p) => p.toLowerCase()));
  return { key, ctrl: mods.has('ctrl'), alt: mods.has('alt'), shift: mods.has('shift'), meta: mods.has('meta') };
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>;

/** True when a key event is exactly this shortcut (modifiers must match, too). */
export function matchesShortcut(event: KeyLike, text: string): boolean {
  const s = parseShortcut(text);
  return (
    event.key.toLowerCase() === s.key &&
    event.ctrlKey === s.ctrl &&
    event.altKey === s.alt &&
    event.shiftKey === s.shift &&
    event.metaKey === s.meta
  );
}

/** The `aria-keyshortcuts` spelling of a shortcut ("Control+Enter"). */
export function ariaShortcut(text: string): string {
  return text.replace(/\bCtrl\b/g, 'Control');
}

/** Runs `handler` when the shortcut is pressed anywhere, while `enabled`. */
export function useShortcut(shortcut: string | undefined, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!shortcut || !enabled) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.repeat || !matchesShortcut(e, shortcut)) return;
      e.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcut, enabled]);
}
