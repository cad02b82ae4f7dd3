/** Pure transitions of the Geo screen's selection (tested without a DOM). */
import { type GeoApplied, effectiveCodes, normalizeCodes } from '../../../../shared/domain/live/geo';
import { setWords } from '../../../../shared/domain/live/geo-set-words';

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
 * the previous target's codes never carry over into this one's apply.
 * `last` undefined = still loading, null = nothing applied from this console yet.
 */
export function startingSelection(last: GeoApplied | null | undefined): string[] {
  return last ? effectiveCodes(last) : [];
}

/**
 * The left pane's words about the target's last applied set — read again after every
 * apply, so it always says what this console last sent (and where the selection began).
 */
export function lastAppliedNote(last: GeoApplied | null | undefined, targetLabel: string, loadFailed = false): string {
  if (loadFailed) return `The last set applied to ${targetLabel} could not be read — the selection starts empty.`;
  if (last === undefined) return `Reading the last set applied to ${targetLabel}…`;
  if (last === null) return `Nothing was applied to ${targetLabel} from this console yet — the selection starts empty.`;
  if (last.codes === null) return `Last applied to ${targetLabel}: all countries allowed.`;
  return `Last applied to ${targetLabel}: ${setWords(effectiveCodes(last)).allowed} allowed.`;
}

/** The Apply button's label for the selected set. */
export function applyLabel(codes: readonly string[]): string {
  const w = setWords(codes);
  return w.byExclusion ? `Apply: allow ${w.allowed}` : `Apply ${w.count} allowed ${w.count === 1 ? 'country' : 'countries'}`;
}

/** An armed apply's consequence, worded for the button (operator principles: the consequence in words). */
export function applyConsequence(codes: readonly string[], targetLabel: string): string {
  const w = setWords(codes);
  return w.byExclusion
    ? `Press again to allow ${w.allowed} on ${targetLabel} — ${w.blocked} blocked`
    : `Press again to allow only ${w.count} ${w.count === 1 ? 'country' : 'countries'} on ${targetLabel} — every other country is blocked`;
}

/** Was/Becomes of an armed action: `next` null = Allow all. The same two lines for both buttons. */
export function wasBecomes(last: GeoApplied | null | undefined, next: readonly string[] | null): { was: string; becomes: string } {
  const was = !last ? 'Was: unknown — nothing was applied from this console yet.' : last.codes === null ? 'Was: all countries allowed.' : `Was: ${setWords(effectiveCodes(last)).allowed} allowed.`;
  if (next === null) return { was, becomes: 'Becomes: all countries allowed.' };
  const w = setWords(next);
  return { was, becomes: `Becomes: ${w.allowed} allowed; ${w.blocked} blocked.` };
}
