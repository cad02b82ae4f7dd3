/**
 * Dates as the service reads them: it is written in PHP and reads a ticket's expiry with
 * `strtotime`, so "+1 day", "tomorrow", "next monday 10:00", ISO 8601 and RFC 2822 all
 * name a time (a public plugin documents those forms). locutus's port of PHP's strtotime
 * reads them as PHP does; this module turns what it reads into the catalog's
 * `YYYY-MM-DD HH:MM:SS` (UTC), so the handler sees one form.
 */
import { strtotime } from 'locutus/php/datetime/strtotime';
import { formatDatetime, parseDatetime } from '../time';

/** The time `text` names, seen at `nowSec`, as `YYYY-MM-DD HH:MM:SS` (UTC); null when PHP could not read it either. */
export function phpDatetime(text: string, nowSec: number): string | null {
  const exact = parseDatetime(text.trim());
  if (exact !== null) return formatDatetime(exact);
  const t = text.trim();
  // PHP reads a time without a zone in the server's zone; the service's times are UTC. An
  // offset from now ("+1 day", "2 hours ago") names no clock time, and the port misreads
  // one with a zone added, so only the others get "UTC".
  const offsetOnly = /^(?:[+-]?\s*\d+\s*[a-z]+\s*)+(?:ago)?$/i.test(t);
  const zoned = offsetOnly || /(?:z|[+-]\d{2}:?\d{2}|\b(?:utc|gmt))$/i.test(t) ? t : `${t} UTC`;
  const sec = t === '' ? false : strtotime(zoned, nowSec);
  return sec === false ? null : formatDatetime(sec);
}
