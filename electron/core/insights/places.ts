/**
 * Counts of attempts in one place (a country or a network): accepted, rejected and by
 * reason, and the row they become, share of all attempts included.
 */
import type { Attempt } from '../../../shared/api/records';
import type { ReasonTally } from '../../../shared/domain/insights/types';

export interface Place {
  attempts: number;
  accepted: number;
  rejected: number;
  reasons: Map<string, number>;
}

export const newPlace = (): Place => ({ attempts: 0, accepted: 0, rejected: 0, reasons: new Map() });

export function count(place: Place, a: Attempt): void {
  place.attempts += 1;
  if (a.success) place.accepted += 1;
  else place.rejected += 1;
  place.reasons.set(a.reason, (place.reasons.get(a.reason) ?? 0) + 1);
}

function reasonsOf(place: Place): ReasonTally[] {
  return [...place.reasons].map(([reason, n]) => ({ reason, count: n })).sort((x, y) => y.count - x.count || x.reason.localeCompare(y.reason));
}

/** The place's row; its share is of `attempts`, all the tally has seen. */
export function placeRow(p: Place, attempts: number) {
  return { attempts: p.attempts, accepted: p.accepted, rejected: p.rejected, share: attempts === 0 ? 0 : p.attempts / attempts, reasons: reasonsOf(p) };
}
