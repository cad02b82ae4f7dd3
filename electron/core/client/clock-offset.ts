/**
 * The server clock as seen through `Date` headers. The header has one-second resolution,
 * so the offset only moves when it is clearly wrong (over 1.5 s); a 0002 answer forces a
 * correction because the server has just said our time is out of its window.
 */

/** Below this difference a new reading is within the header's own rounding. */
export const OFFSET_TOLERANCE_MS = 1500;

export interface ClockOffset {
  /** Server minus local clock, ms. */
  get(): number;
  /** Takes a `Date` header read at local time `localMs`; returns true when the offset moved. */
  observe(dateHeader: string | null, localMs: number, force?: boolean): boolean;
}

/** Server time of a `Date` header: the middle of the second it names, or null when unreadable. */
export function serverMsOf(dateHeader: string | null): number | null {
  if (dateHeader === null) return null;
  const ms = Date.parse(dateHeader);
  return Number.isFinite(ms) ? ms + 500 : null;
}

export function createClockOffset(initialMs = 0): ClockOffset {
  let offset = initialMs;
  // A Date header names a whole second, so calls in the same second bring the same text:
  // the last one read is kept rather than parsed again.
  let lastHeader: string | null = null;
  let lastServerMs: number | null = null;
  return {
    get: () => offset,
    observe(dateHeader, localMs, force = false) {
      if (dateHeader !== lastHeader) {
        lastHeader = dateHeader;
        lastServerMs = serverMsOf(dateHeader);
      }
      const server = lastServerMs;
      if (server === null) return false;
      const reading = server - localMs;
      if (!force && Math.abs(reading - offset) <= OFFSET_TOLERANCE_MS) return false;
      offset = reading;
      return true;
    },
  };
}
