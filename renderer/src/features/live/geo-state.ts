/** Pure transitions of the Geo screen's selection (tested without a DOM). */
import { normalizeCodes } from '../../../../shared/domain/live/geo';

export function addCode(selected: readonly string[], code: string): string[] {
  return normalizeCodes([...selected, code]);
}

export function removeCode(selected: readonly string[], code: string): string[] {
  return selected.filter((c) => c !== code.toUpperCase());
}

export function toggleCode(selected: readonly string[], code: string): string[] {
  return selected.includes(code.toUpperCase()) ? removeCode(selected, code) : addCode(selected, code);
}

/** A typed two-letter code the list does not know can still be sent; the server's invalid_codes decides. */
export function typedCode(query: string, known: ReadonlySet<string>): string | null {
  const q = query.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(q) && !known.has(q) ? q : null;
}
