/**
 * Pure formatters for numbers, sizes, durations and times, as the operator principles ask: binary units
 * with one decimal, counts with thousands separators, `1:02:03` durations, local time
 * with the UTC value kept for hover. Formatting is fixed to en-US digits so the same
 * value always reads the same way on every desk (and in every test).
 */

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as const;
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Bytes in binary units with one decimal (1.4 GiB). Whole bytes below 1 KiB stay whole
 * ("512 B"). pretty-bytes was tried: it rounds to three significant digits ("123 GiB"),
 * which loses the decimal the operator principles ask for.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '—';
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  if (value < 1024) return `${sign}${countFormat.format(value)} B`;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KiB would print "1,024.0 KiB": step up so the unit stays below 1024.
  if (Math.round(value * 10) / 10 >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sign}${oneDecimal.format(value)} ${BYTE_UNITS[unit]}`;
}

/** A count with thousands separators: 12,345. Fractions are rounded. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '—';
  return countFormat.format(Math.round(n));
}

/** A duration in seconds as `H:MM:SS` (1:02:03, 0:00:05). Fractions of a second are dropped. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  const sign = seconds < 0 ? '-' : '';
  const total = Math.floor(Math.abs(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${sign}${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The playlist `length` member: seconds, or the spec's two special values in words. */
export function formatPlaylistLength(length: number): string {
  if (length === -1) return 'to end of file';
  if (length === -2) return 'until the live stream ends';
  return formatDuration(length);
}

/** Milliseconds as a short latency/offset figure: "142 ms", "+1.2 s", "-3.4 s". */
export function formatMs(ms: number, opts: { signed?: boolean } = {}): string {
  if (!Number.isFinite(ms)) return '—';
  const sign = opts.signed && ms > 0 ? '+' : '';
  if (Math.abs(ms) < 1000) return `${sign}${Math.round(ms)} ms`;
  return `${sign}${oneDecimal.format(ms / 1000)} s`;
}

const API_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;

/**
 * Reads a time the API or main gave us: the API's UTC `YYYY-MM-DD HH:MM:SS` text, or an
 * ISO string with a zone. The all-zero datetime ("never") and anything unreadable give null.
 */
export function parseUtc(text: string | null | undefined): Date | null {
  if (text === null || text === undefined || text === '') return null;
  const m = API_DATETIME.exec(text);
  if (m && !/[zZ]|[+-]\d{2}:?\d{2}$/.test(text.slice(19))) {
    if (m[1] === '0000') return null;
    const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The API's own UTC text for a moment: `YYYY-MM-DD HH:MM:SS` (what forms send). */
export function toApiUtc(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The same moment as the operator's local wall-clock time: `YYYY-MM-DD HH:MM:SS`. */
export function formatLocal(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The hover text for a time: its UTC value, marked so nobody mistakes it for local. */
export function formatUtcLabel(d: Date): string {
  return `${toApiUtc(d)} UTC`;
}

/**
 * Reads what an operator typed as a UTC time (forms mark such fields "UTC"). Accepts
 * `YYYY-MM-DD HH:MM[:SS]`; returns null when it is not a real date.
 */
export function parseTypedUtc(text: string): Date | null {
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?\s*$/.exec(text);
  if (!m) return null;
  const [y, mo, da, h, mi, s] = [+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, m[6] === undefined ? 0 : +m[6]];
  const d = new Date(Date.UTC(y, mo - 1, da, h, mi, s));
  const roundTrips = d.getUTCFullYear() === y && d.getUTCMonth() === mo - 1 && d.getUTCDate() === da && d.getUTCHours() === h && d.getUTCMinutes() === mi;
  return roundTrips && s < 60 ? d : null;
}

/**
 * The hover text of a value shown as "—": what the server actually sent, so a field the
 * decoder could not read (or that came empty) can still be checked by eye.
 */
export function rawValueTitle(raw: unknown): string {
  if (raw === undefined) return 'The server sent nothing for this field';
  let text: string;
  try {
    text = JSON.stringify(raw) ?? String(raw);
  } catch {
    text = String(raw);
  }
  return `The server sent: ${text.length > 200 ? `${text.slice(0, 199)}…` : text}`;
}
