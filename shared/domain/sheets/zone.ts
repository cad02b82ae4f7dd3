/**
 * Local wall-clock times in an IANA time zone, resolved to instants with the runtime's own Intl
 * (full ICU ships with Node and Electron), no date library. Two documented rules at a
 * daylight-saving change:
 * - a wall time that does not exist (the hour skipped in spring) is read with the offset before the
 *   change, so it lands as far past the change as it was past the skipped start: 01:30 on the
 *   morning London skips 01:00–02:00 is 02:30 summer time;
 * - a wall time that happens twice (the hour repeated in autumn) is its first occurrence (summer time).
 */
export interface Wall { y: number; mo: number; d: number; h: number; mi: number; s: number }

const formats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(zone, f);
  }
  return f;
}

/** The zone this process runs in (TZ, else the system's). */
export function localZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** True for a zone name Intl knows. */
export function isZone(zone: string): boolean {
  try {
    format(zone);
    return true;
  } catch {
    return false;
  }
}

export function wallAt(instant: number, zone: string): Wall {
  const parts: Record<string, number> = {};
  for (const p of format(zone).formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { y: parts.year!, mo: parts.month!, d: parts.day!, h: parts.hour! % 24, mi: parts.minute!, s: parts.second! };
}

const asUtc = (w: Wall) => Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s);

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
export function offsetAt(instant: number, zone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return asUtc(wallAt(whole, zone)) - whole;
}

const DAY = 86_400_000;

/** The instant of a local wall time (rules above). */
export function instantOf(wall: Wall, zone: string): number {
  const naive = asUtc(wall);
  const before = naive - offsetAt(naive - DAY, zone);
  const after = naive - offsetAt(naive + DAY, zone);
  const valid = [before, after].filter((t) => asUtc(wallAt(t, zone)) === naive);
  if (valid.length > 0) return Math.min(...valid);
  return before; // skipped: read with the offset before the change
}

/** The calendar day `days` after a wall's day (same time of day). */
export function addDays(wall: Wall, days: number): Wall {
  const t = new Date(Date.UTC(wall.y, wall.mo - 1, wall.d + days));
  return { ...wall, y: t.getUTCFullYear(), mo: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** "HH:MM[:SS]" to hours, minutes, seconds. */
export function parseClock(at: string): { h: number; mi: number; s: number } {
  const [h, mi, s] = at.split(':').map(Number);
  return { h: h!, mi: mi!, s: s ?? 0 };
}

/** The first instant at or after `from` whose local wall time is `at` (the next day when today's has passed). */
export function firstAtOrAfter(from: number, at: string, zone: string): number {
  const day = wallAt(from, zone);
  const time = parseClock(at);
  for (let shift = 0; shift < 3; shift += 1) {
    const t = instantOf({ ...addDays(day, shift), ...time }, zone);
    if (t >= from) return t;
  }
  return instantOf({ ...addDays(day, 1), ...time }, zone);
}

const two = (v: number) => String(v).padStart(2, '0');
const hms = (w: Wall) => `${two(w.h)}:${two(w.mi)}:${two(w.s)}`;

/** "19:00:00 (18:00:00 UTC)": an instant in local time and UTC, as every timed cue is shown. */
export function clockWords(instant: number, zone: string): string {
  return `${hms(wallAt(instant, zone))} (${hms(wallAt(instant, 'UTC'))} UTC)`;
}

/** "19:00:00": an instant's local time of day. */
export function localClock(instant: number, zone: string): string {
  return hms(wallAt(instant, zone));
}
