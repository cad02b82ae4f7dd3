/**
 * From insights to a geo decision: countries chosen in the insights become the allowed set
 * the Geo screen opens with. "Allow only these" allows exactly them; "Allow only the rest"
 * allows every country but them, as its words say — never what happens to be allowed now
 * minus them, which would quietly keep an earlier block. Nothing is sent: Geo's Apply still arms.
 */
import { ISO_ALPHA2 } from '../live/countries';
import { type GeoTarget, normalizeCodes } from '../live/geo';

export interface GeoProposal {
  target: GeoTarget;
  mode: 'only' | 'rest';
  codes: string[];
}

/** The allowed codes the proposal stands for: exactly the countries its decision names, or every other one. */
export function proposedCodes(p: GeoProposal): string[] {
  const chosen = normalizeCodes(p.codes);
  if (p.mode === 'only') return chosen;
  const out = new Set(chosen);
  return normalizeCodes(ISO_ALPHA2.filter((c) => !out.has(c)));
}

/** One line for the Geo screen: what the proposal came from. */
export function proposalNote(p: GeoProposal): string {
  const list = normalizeCodes(p.codes).join(', ');
  return p.mode === 'only'
    ? `Proposed from attempt insights: allow only ${list}. Check Was / Becomes, then Apply (it arms first).`
    : `Proposed from attempt insights: block ${list} and allow the rest. Check Was / Becomes, then Apply (it arms first).`;
}
