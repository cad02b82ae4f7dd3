/**
 * Where a sync reads from, and what it cannot reconcile. Every sync reads again a window
 * before the newest archived second (the account's `windowHours`), since the service's
 * edge servers write some attempts late; a "re-read from date" reaches further back. Until
 * the service's `datetime` filter is known to be inclusive (archive-settings.ts), the read
 * starts a second earlier, so an exclusive one still gives the window's first second.
 * The service keeps its log `retentionDays`: a read that reaches past that says so.
 */
import type { StoredArchiveSettings } from './archive-settings';
import { dateOnly } from './range-sql';
import { secondsOf, textOfSeconds } from './seconds';

export interface ReadPlan {
  /** The `datetime` sent; null reads everything (an empty archive). */
  from: string | null;
  /** The oldest second the service still keeps, when the read reaches before it; null otherwise. */
  pastRetention: string | null;
}

export interface PlanInput {
  /** The newest second archived, null for none. */
  since: string | null;
  settings: StoredArchiveSettings;
  /** A UTC day (`YYYY-MM-DD`) to read again from, when asked. */
  rereadFrom?: string;
  /** Now, in ms since the epoch. */
  now: number;
}

export function planRead(o: PlanInput): ReadPlan {
  if (o.since === null) return { from: null, pastRetention: null };
  let start = secondsOf(o.since) - o.settings.windowHours * 3600;
  if (o.rereadFrom !== undefined) start = Math.min(start, secondsOf(`${dateOnly(o.rereadFrom)} 00:00:00`));
  const kept = Math.floor(o.now / 1000) - o.settings.retentionDays * 86_400;
  return {
    from: textOfSeconds(o.settings.datetimeFilter === 'inclusive' ? start : start - 1),
    pastRetention: start < kept ? textOfSeconds(kept) : null,
  };
}
