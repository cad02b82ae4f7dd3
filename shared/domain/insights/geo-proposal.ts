/**
 * From insights to a geo decision: countries chosen in the insights become the allowed set
 * the Geo screen opens with. "Allow only these" allows exactly them; "Allow only the rest"
 * allows what is allowed now minus them — the last set applied from this console, or every
 * country when all were allowed or nothing is known. Nothing is sent: Geo's Apply still arms.
 */
import { ISO_ALPHA2 } from '../live/countries';
import { type GeoApplied, type GeoTarget, effectiveCodes, normalizeCodes } from '../live/geo';

export interface GeoProposal {
  target: GeoTarget;
  mode: 'only' | 'rest';
  codes: string[];
}

/** The allowed codes the proposal stands for, against the target's last applied set (undefined while loading). */
export function proposedCodes(p: GeoProposal, last: GeoApplied | null | undefined): string[] {
  const chosen = normalizeCodes(p.codes);
  if (p.mode === 'only') return chosen;
  const base = last && last.codes !== null ? effectiveCodes(last) : [...ISO_ALPHA2];
  const out = new Set(chosen);
  return normalizeCodes(base.filter((c) => !out.has(c)));
}

/** One line for the Geo screen: what the proposal came from. */
export function proposalNote(p: GeoProposal): string {
  const list = normalizeCodes(p.codes).join(', ');
  return p.mode === 'only'
    ? `Proposed from attempt insights: allow only ${list}. Check Was / Becomes, then Apply (it arms first).`
    : `Proposed from attempt insights: block ${list} and allow the rest. Check Was / Becomes, then Apply (it arms first).`;
}
