/** Wire forms of times: the service speaks UTC `YYYY-MM-DD HH:MM:SS`. */
export const NEVER = '0000-00-00 00:00:00';

export interface Clock {
  /** Milliseconds since the Unix epoch, the sandbox's own "now". */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** Unix seconds → `YYYY-MM-DD HH:MM:SS` (UTC). */
export function formatDatetime(unixSec: number): string {
  const d = new Date(unixSec * 1000);
  return `${formatDate(unixSec)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Unix seconds → `YYYY-MM-DD` (UTC). */
export function formatDate(unixSec: number): string {
  const d = new Date(unixSec * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `YYYY-MM-DD HH:MM:SS` (UTC) → Unix seconds, or null when it is not one. */
export function parseDatetime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/** Start of the UTC day holding `unixSec`. */
export function dayStart(unixSec: number): number {
  return Math.floor(unixSec / 86400) * 86400;
}

export const DAY_SEC = 86400;
