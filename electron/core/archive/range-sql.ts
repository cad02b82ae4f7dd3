/** The archive's date filters as SQL: UTC days, both ends included. */
import type { DateRange } from './protocol';

/** A `YYYY-MM-DD` date, refused otherwise: it is spliced into SQL as a literal. */
export function dateOnly(d: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new Error(`not a date (YYYY-MM-DD): ${d}`);
  return d;
}

export function rangeWhere(range: DateRange): string {
  const parts: string[] = [];
  if (range.fromDate !== undefined) parts.push(`t >= TIMESTAMPTZ '${dateOnly(range.fromDate)} 00:00:00+00'`);
  if (range.toDate !== undefined) parts.push(`t < TIMESTAMPTZ '${dateOnly(range.toDate)} 00:00:00+00' + INTERVAL 1 DAY`);
  return parts.length === 0 ? 'TRUE' : parts.join(' AND ');
}
