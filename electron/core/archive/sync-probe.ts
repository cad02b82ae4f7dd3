/**
 * Whether the service's `datetime` filter is inclusive ("on or after", as the spec says)
 * or exclusive: one row asked at a second known to hold attempts (the newest the sync
 * read). A row of that second: inclusive. No row: exclusive. A newer row (written since)
 * says nothing; the next sync asks again.
 */
import type { ViewersCall } from '../viewers/export-run';
import type { DatetimeFilter } from './archive-settings';
import { placeable } from './seconds';

export async function probeFilter(call: ViewersCall, second: string, signal: AbortSignal): Promise<DatetimeFilter | null> {
  const r = await call('sevu.errorlog', { datetime: second, limit: 1, seek: 0 }, { signal });
  if (!r.ok || !Array.isArray(r.value.errors)) return null;
  const first = r.value.errors[0];
  if (first === undefined) return 'exclusive';
  return placeable(first.datetime) === second ? 'inclusive' : null;
}
