/**
 * How a source puts entries into the palette: while the calling component is mounted,
 * its items are listed; they update in place (armed, renamed, unavailable) and leave when
 * it unmounts. `run` is always the caller's latest, so a registration never goes stale.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { PaletteGroup, PaletteItem } from './palette-entry';
import { usePaletteRegistry } from './palette-registry';

let nextSeq = 0;

/** Registers `items` under `group` (null registers nothing) — the hook every source uses, run sheets too. */
export function usePaletteEntries(group: PaletteGroup, items: readonly PaletteItem[] | null): void {
  const key = useId();
  const [seq] = useState(() => nextSeq++);
  const latest = useRef(items);
  latest.current = items;
  // Only what the palette shows decides whether the registration changes (run is read through the ref).
  const shown = items === null ? null : JSON.stringify(items.map(({ run: _run, ...rest }) => rest));
  useEffect(() => {
    const now = latest.current;
    if (now === null) return;
    const { put } = usePaletteRegistry.getState();
    put(key, { group, seq, items: now.map((item, i) => ({ ...item, run: () => latest.current?.[i]?.run() })) });
    return () => put(key, null);
  }, [key, group, seq, shown]);
}

/** One action of the mounted screen (null: none now). */
export function usePaletteAction(item: PaletteItem | null): void {
  usePaletteEntries('action', item === null ? null : [item]);
}

/**
 * How a button says it belongs in the palette: `true` (under its own label), another
 * label, or a label with the reason it cannot be used now.
 */
export type PaletteMark = true | string | { label: string; unavailable: string | null };

/** The palette item of a button, or null when the button is not marked. */
export function markedItem(mark: PaletteMark | undefined, label: string, rest: Omit<PaletteItem, 'label'>): PaletteItem | null {
  if (mark === undefined) return null;
  if (mark === true) return { ...rest, label };
  if (typeof mark === 'string') return { ...rest, label: mark };
  return { ...rest, label: mark.label, unavailable: mark.unavailable ?? rest.unavailable };
}
