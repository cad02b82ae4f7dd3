/**
 * Report periods in the spec's `starttime` forms: a month (`usage.data` reports one
 * month; sent as the first day, "2026-10-01") or a date that starts a 30-day window
 * (`sqldb.usage`, `video.cdnhits`, `video.servers`; sent as the Unix time of that day's
 * 00:00 UTC). All calendar arithmetic is in UTC, so local daylight-saving changes can
 * never stretch or shrink a window.
 */

export const WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A month "YYYY-MM" or a 30-day window starting on "YYYY-MM-DD". */
export type ReportPeriod = { kind: 'month'; month: string } | { kind: 'window'; start: string };

/** "YYYY-MM-DD" of a UTC instant. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC month "YYYY-MM" containing an instant (the default month is the current one). */
export function monthOfInstant(ms: number): string {
  return utcDay(ms).slice(0, 7);
}

/** Validates "YYYY-MM"; null when it is not a real month. */
export function parseMonth(text: string): string | null {
  const t = text.trim();
  return MONTH.test(t) ? t : null;
}

/** Validates "YYYY-MM-DD" as a real calendar day (rejects 2026-02-30); null otherwise. */
export function parseDay(text: string): string | null {
  const m = DAY.exec(text.trim());
  if (m === null) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return utcDay(ms) === text.trim() ? text.trim() : null;
}

/** Midnight UTC of a "YYYY-MM-DD" day, in ms. */
export function dayStartMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The first day of a month: what usage.data is sent as `starttime`. */
export function monthStartDay(month: string): string {
  return `${month}-01`;
}

/** The month `delta` months after (or before) a "YYYY-MM" month. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return utcDay(Date.UTC(y, m - 1 + delta, 1)).slice(0, 7);
}

export interface DayWindow {
  /** First day, inclusive. */
  start: string;
  /** Day after the last day: the window is [start, endExclusive). */
  endExclusive: string;
  /** Last day, inclusive (for labels). */
  last: string;
  /** Every day of the window, in order. */
  days: string[];
}

/** The 30-day window [start, start + 30 days) of a "YYYY-MM-DD" day, in UTC days. */
export function windowFrom(start: string): DayWindow {
  const first = dayStartMs(start);
  const days = Array.from({ length: WINDOW_DAYS }, (_, i) => utcDay(first + i * DAY_MS));
  return { start, endExclusive: utcDay(first + WINDOW_DAYS * DAY_MS), last: days[WINDOW_DAYS - 1] ?? start, days };
}

/** The window a period covers for the 30-day reports (a month starts on its first day). */
export function windowOfPeriod(period: ReportPeriod): DayWindow {
  return windowFrom(period.kind === 'month' ? monthStartDay(period.month) : period.start);
}

/** The 30-day window that ends today (UTC): the default for the 30-day reports. */
export function windowEndingOn(todayMs: number): ReportPeriod {
  return { kind: 'window', start: utcDay(todayMs - (WINDOW_DAYS - 1) * DAY_MS) };
}

/**
 * `starttime` as sent: a month as its first day's date text, a window start as the Unix
 * seconds of its 00:00 UTC (spec: "an int Unix timestamp starting a 30-day period").
 */
export function starttimeOf(period: ReportPeriod): string | number {
  return period.kind === 'month' ? monthStartDay(period.month) : dayStartMs(period.start) / 1000;
}

/** A short, stable text for cache keys: "2026-10" or "2026-10-05.30d". */
export function periodKey(period: ReportPeriod): string {
  return period.kind === 'month' ? period.month : `${period.start}.${WINDOW_DAYS}d`;
}

const dayText = (d: string, parts: Intl.DateTimeFormatOptions): string =>
  new Date(dayStartMs(d)).toLocaleDateString('en-GB', { ...parts, timeZone: 'UTC' });

/** "October 2026" or "5 Oct 2026 – 3 Nov 2026 (30 days, UTC)": the label of usage.data's month. */
export function periodLabel(period: ReportPeriod): string {
  if (period.kind === 'month') return dayText(monthStartDay(period.month), { month: 'long', year: 'numeric' });
  const w = windowOfPeriod(period);
  const fmt = (d: string) => dayText(d, { day: 'numeric', month: 'short', year: 'numeric' });
  return `${fmt(w.start)} – ${fmt(w.last)} (${WINDOW_DAYS} days, UTC)`;
}

/**
 * The label of a period on the 30-day reports (sqldb, CDN hits, servers). A month there
 * is 30 days from its 1st — the 31st is never asked for, and February runs into March —
 * so it is never called "October 2026": "30 days from 1 Oct 2026 (1–30 Oct, UTC)".
 */
export function windowReportLabel(period: ReportPeriod): string {
  if (period.kind === 'window') return periodLabel(period);
  const w = windowOfPeriod(period);
  const sameMonth = w.start.slice(0, 7) === w.last.slice(0, 7);
  const span = sameMonth
    ? `${dayText(w.start, { day: 'numeric' })}–${dayText(w.last, { day: 'numeric', month: 'short' })}`
    : `${dayText(w.start, { day: 'numeric', month: 'short' })} – ${dayText(w.last, { day: 'numeric', month: 'short' })}`;
  return `${WINDOW_DAYS} days from ${dayText(w.start, { day: 'numeric', month: 'short', year: 'numeric' })} (${span}, UTC)`;
}
