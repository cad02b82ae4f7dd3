/**
 * "Not complete" in words: the one place that says why a paged read (an export, insights,
 * the archive's sync) does not hold every matching row, read by main, the renderer and the
 * command line alike, so each failure kind has one phrasing wherever it shows.
 */
import { counted } from '../plural';

const n = (v: number): string => v.toLocaleString('en-US');

/** The pages moved under the run: at `atRow` (0-based) the rows were not where the page before ended. */
export function driftReason(atRow: number): string {
  return `the service's pages moved at row ${n(atRow + 1)} (a page repeated or overlapped the one before, came short or empty, or rows shifted while it paged)`;
}

/** The rows read disagree with the service's count. `verb`: what the run did with them. */
export function countReason(rows: number, counted: number, verb: 'written' | 'read'): string {
  return `${n(rows)} ${verb} of ${n(counted)} counted (attempts may have come or gone while it ran)`;
}

/** The sentence every incomplete run starts with. */
export function notComplete(reason: string): string {
  return `Not complete: ${reason}.`;
}

/** The Attempts insights' closing words: how many were read, and why the tables may not cover all. */
export function insightsDone(r: { attempts: number; complete: boolean; notComplete?: string }, source: string | null = null): string {
  const read = `${counted(r.attempts, 'attempt')} read${source === null ? '' : ` from ${source}`}`;
  if (r.complete) return `${read}.`;
  if (r.notComplete !== undefined) return `${read}. ${notComplete(`${r.notComplete}; the tables cover those only`)}`;
  return `${read} (cancelled: the tables cover those only).`;
}
