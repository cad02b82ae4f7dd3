/** The split shortcut: F9 unless the operator chose another key on this machine. */
import { useState } from 'react';

export const DEFAULT_SPLIT_KEY = 'F9';
const KEY = 'mc.live.splitKey';

/** Accepts a function key or a modifier combination ("Ctrl+Shift+S"); a lone letter would fire while typing. */
export function isUsableShortcut(text: string): boolean {
  const t = text.trim();
  if (/^F([1-9]|1[0-2])$/.test(t)) return true;
  return /^((Ctrl|Alt|Shift|Meta)\+)+([A-Za-z0-9]|F([1-9]|1[0-2]))$/.test(t) && /(Ctrl|Alt|Meta)\+/.test(t);
}

export function useSplitKey(): [string, (k: string) => void] {
  const [key, setKey] = useState(() => {
    const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    return saved && isUsableShortcut(saved) ? saved : DEFAULT_SPLIT_KEY;
  });
  const save = (k: string): void => {
    setKey(k);
    localStorage.setItem(KEY, k);
  };
  return [key, save];
}
