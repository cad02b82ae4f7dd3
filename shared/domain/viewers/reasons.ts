/**
 * Attempt reasons as the screens show them: a tone for the coloured tag, plus the word
 * itself (colour is never the only signal). Unknown reasons keep the server's text.
 */
import { ATTEMPT_REASONS, type AttemptReason } from '../../api/records';

export type ReasonTone = 'ok' | 'failed' | 'warning' | 'neutral';

const TONES: Record<AttemptReason, ReasonTone> = {
  Success: 'ok',
  'Invalid Auth Token': 'failed',
  'Wrong Application': 'failed',
  'Not authorized for that video': 'failed',
  'Invalid IP Address': 'failed',
  'Expiration date surpassed': 'warning',
  'Exceeded max views': 'warning',
};

export function isKnownReason(reason: string): reason is AttemptReason {
  return (ATTEMPT_REASONS as readonly string[]).includes(reason);
}

export function reasonTone(reason: string): ReasonTone {
  return isKnownReason(reason) ? TONES[reason] : 'neutral';
}

/** The rejection reasons (every reason except Success), in the spec's order. */
export const REJECTION_REASONS = ATTEMPT_REASONS.filter((r) => r !== 'Success');

export interface ReasonCount {
  reason: string;
  count: number;
}

/** Tallies reasons of rejected attempts (Success is not a rejection and is skipped); spec reasons first in spec order, then others by count. */
export function tallyReasons(reasons: Iterable<string>): ReasonCount[] {
  const counts = new Map<string, number>();
  for (const r of reasons) if (r !== 'Success') counts.set(r, (counts.get(r) ?? 0) + 1);
  const known = REJECTION_REASONS.map((reason) => ({ reason, count: counts.get(reason) ?? 0 }));
  const others = [...counts.entries()]
    .filter(([r]) => !isKnownReason(r))
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count);
  return [...known, ...others];
}
