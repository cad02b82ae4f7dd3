/** Hash routing (`#/<screen id>`): pure helpers, tested without a DOM. */
import type { ScreenDef } from './screen-def';

/** The screen a hash names; the first registered screen when it names none that exists. */
export function screenForHash(hash: string, screens: ScreenDef[]): ScreenDef | null {
  const id = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
  return screens.find((s) => s.id === id) ?? screens[0] ?? null;
}

export function hashFor(screen: Pick<ScreenDef, 'id'>): string {
  return `#/${screen.id}`;
}

/**
 * The digit that opens the n-th screen (0-based index) with Alt: 1…9, then 0 for the tenth,
 * as the digits run along the keyboard. Null past the tenth.
 */
function screenDigit(index: number): string | null {
  if (index < 9) return String(index + 1);
  return index === 9 ? '0' : null;
}

/** The n-th screen's shortcut as the navigation and the palette show it ("Alt+3", "Alt+0"). */
export function screenShortcut(index: number): string | undefined {
  const digit = screenDigit(index);
  return digit === null ? undefined : `Alt+${digit}`;
}

/** Alt+1…Alt+9 open the first nine screens in navigation order, Alt+0 the tenth. */
export function screenForDigit(key: string, screens: ScreenDef[]): ScreenDef | null {
  if (!/^[0-9]$/.test(key)) return null;
  return screens[key === '0' ? 9 : Number(key) - 1] ?? null;
}
