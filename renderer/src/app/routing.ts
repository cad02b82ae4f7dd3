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

/** Alt+1…Alt+9 open the n-th screen in navigation order. */
export function screenForDigit(key: string, screens: ScreenDef[]): ScreenDef | null {
  if (!/^[1-9]$/.test(key)) return null;
  return screens[Number(key) - 1] ?? null;
}
