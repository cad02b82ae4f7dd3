/**
 * Keyboard shortcuts shown on the buttons they trigger (operator principle 6). A shortcut
 * is written the way it is shown: "F9", "Ctrl+Enter", "Alt+R".
 */
import { useEffect, useRef } from 'react';

/**
 * Every shortcut of the console, once: the buttons and key handlers take their keys from
 * here, and the `?` list shows exactly this table — they cannot disagree.
 */
export const SHORTCUTS = {
  help: { keys: '?', what: 'Show this list of shortcuts' },
  palette: { keys: 'Ctrl+K', what: "Command palette: every screen, this screen's actions, sheets and accounts, fuzzy-searched (Cmd+K on macOS)" },
  disarm: { keys: 'Escape', what: 'Disarm every armed action; leave a text field; close this list' },
  filter: { keys: '/', what: "Focus the current grid's filter (on Live: the destination board's); ↓ from there moves into the grid or the board" },
  screens: { keys: 'Alt+1…9, Alt+0', what: "Open a screen (in the order of the navigation; Alt+0 is the tenth) with focus on its first control" },
  grid: { keys: 'Arrow keys', what: 'Move inside a grid (each grid is one Tab stop)' },
  gridSelect: { keys: 'Space', what: 'Live: select or clear the focused destination for Go live (↑/↓ move between the board rows, Enter opens a row\'s details)' },
  rowDisconnect: { keys: 'Delete', what: "Live: arm the focused destination's Disconnect; Delete or Enter again fires it" },
  copy: { keys: 'Ctrl+C', what: 'Copy the focused grid cell' },
  watch: { keys: 'Alt+W', what: 'Live: watch the application/instance entered (goes to the Application field while it is empty)' },
  goLive: { keys: 'Alt+G', what: 'Live: Go live with the selected services' },
  checkStatus: { keys: 'Alt+S', what: "Live: check the status of every destination of the account" },
  disconnectAll: { keys: 'Alt+D', what: 'Live: Disconnect all — the first press arms, the second fires' },
  ledger: { keys: 'Alt+L', what: 'Live: open the split ledger (and go to it), or fold it again' },
  split: { keys: 'F9', what: 'Live: split the recording of the F9 target stream (key can be changed in the split options)' },
  sheetGo: { keys: 'F10', what: 'Run sheets: GO — fire the standby cue; a destructive cue arms first (key can be changed in the run view)' },
  sheetSkip: { keys: 'Alt+N', what: 'Run sheets: skip the standby cue (nothing is sent)' },
  sheetBack: { keys: 'Alt+B', what: 'Run sheets: move standby back one cue' },
  sheetJump: { keys: 'Alt+J', what: 'Run sheets: jump — type the cue number, then Enter' },
  cueMove: { keys: 'Alt+ArrowUp', what: 'Run sheets: move the focused cue up (Alt+ArrowDown: down)' },
} as const;

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
