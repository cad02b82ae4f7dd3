/**
 * Fuzzy ranking and keyboard movement of the palette, pure (tested in
 * test/renderer/app/palette-search.test.ts). The scoring is fuzzysort's: it ranks word
 * starts and runs of letters the way people type abbreviations ("dall" → Disconnect all).
 */
import fuzzysort from 'fuzzysort';
import { PALETTE_GROUPS, type PaletteEntry } from './palette-entry';

/** Words beside the label (kind, detail) count, but a hit in the label itself ranks first. */
const SIDE_WEIGHT = 0.5;

const sideWords = (e: PaletteEntry): string => `${PALETTE_GROUPS[e.group].word} ${e.detail ?? ''}`;

/**
 * The entries that match `query`, best first; every entry in list order when the query is
 * empty. Equal scores keep list order, so the same query always lists the same way.
 */
export function rankEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const q = query.trim();
  if (q === '') return [...entries];
  const order = new Map(entries.map((e, i) => [e.id, i]));
  const hits = fuzzysort.go(q, entries, {
    keys: [(e) => e.label, sideWords],
    threshold: 0,
    limit: 0,
    scoreFn: (r) => Math.max(r[0]?.score ?? 0, (r[1]?.score ?? 0) * SIDE_WEIGHT),
  });
  return [...hits]
    .sort((a, b) => b.score - a.score || (order.get(a.obj.id) ?? 0) - (order.get(b.obj.id) ?? 0))
    .map((h) => h.obj);
}

/** The active row after ↑/↓ (wrapping), Home or End; -1 when nothing is listed. */
export function moveActive(active: number, key: 'up' | 'down' | 'first' | 'last', count: number): number {
  if (count === 0) return -1;
  if (key === 'first') return 0;
  if (key === 'last') return count - 1;
  const from = active < 0 || active >= count ? (key === 'down' ? -1 : 0) : active;
  return (from + (key === 'down' ? 1 : count - 1)) % count;
}
