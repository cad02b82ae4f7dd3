/** Pure transitions of the Geo screen's selection (tested without a DOM). */
import { type GeoApplied, effectiveCodes, normalizeCodes } from '../../../../shared/domain/live/geo';

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

/**
 * Where the selection starts when a target is chosen: that target's last applied set, so
 * the previous target's codes never carry over into this one's apply — and words saying so.
 * `last` undefined = still loading, null = nothing applied from this console yet.
 */
export function startingSelection(last: GeoApplied | null | undefined, targetLabel: string, loadFailed = false): { codes: string[]; note: string } {
  if (loadFailed) return { codes: [], note: `The last set applied to ${targetLabel} could not be read — the selection starts empty.` };
  if (last === undefined) return { codes: [], note: `Reading the last set applied to ${targetLabel}…` };
  if (last === null) return { codes: [], note: `Nothing was applied to ${targetLabel} from this console yet — the selection starts empty.` };
  if (last.codes === null) return { codes: [], note: `${cap(targetLabel)} was last set to allow all countries — the selection starts empty.` };
  const codes = effectiveCodes(last);
  return { codes, note: `The selection starts from the set last applied to ${targetLabel}: ${codes.join(', ') || 'none'}.` };
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
