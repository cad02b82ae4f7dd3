/**
 * The answer's own `unreadable` mark in words: the top-level members the decoder could not
 * read (each degraded to its empty value, its raw value kept) and the null items left out
 * of a list. Said by the CLI, which shows answers whole, and beside the Tickets, Attempts
 * and Stream users grids, so a degraded answer never passes for a clean one.
 */
export function unreadableWords(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
  const mark = (value as { unreadable?: unknown }).unreadable;
  if (mark === null || typeof mark !== 'object') return null;
  const parts = Object.entries(mark as Record<string, unknown>).map(([member, raw]) => {
    const items = Array.isArray(raw) && raw.length > 0 && raw.every((i) => i === null) ? raw.length : 0;
    return items > 0 ? `${member} (${items} null ${items === 1 ? 'item' : 'items'} left out)` : `${member} (sent ${JSON.stringify(raw)?.slice(0, 60) ?? 'nothing'})`;
  });
  return parts.length === 0 ? null : `The answer had members that could not be read: ${parts.join(', ')}.`;
}
