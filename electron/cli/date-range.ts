/** `--from-date` / `--to-date` (UTC days, both included) as the archive's DateRange, for every command that reads the archive. */
import type { DateRange } from '../core/archive/protocol';
import { UsageError } from './account-flags';

export const DATE_RANGE_OPTIONS = {
  'from-date': { type: 'string' },
  'to-date': { type: 'string' },
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function dateRangeOf(values: { 'from-date'?: string; 'to-date'?: string }): DateRange {
  const range: DateRange = {};
  for (const [flag, member] of [['from-date', 'fromDate'], ['to-date', 'toDate']] as const) {
    const v = values[flag];
    if (v === undefined) continue;
    if (!DATE.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) throw new UsageError(`--${flag} is a date, YYYY-MM-DD`);
    range[member] = v;
  }
  return range;
}
