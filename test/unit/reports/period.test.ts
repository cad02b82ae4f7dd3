import { describe, expect, it } from 'vitest';
import {
  WINDOW_DAYS,
  dayStartMs,
  monthOfInstant,
  parseDay,
  parseMonth,
  periodKey,
  periodLabel,
  shiftMonth,
  starttimeOf,
  windowEndingOn,
  windowFrom,
  windowReportLabel,
  windowOfPeriod,
} from '../../../shared/domain/reports/period';

describe('months', () => {
  it('sends a month as its first day', () => {
    expect(starttimeOf({ kind: 'month', month: '2026-10' })).toBe('2026-10-01');
  });

  it('finds the UTC month of an instant, not the local one', () => {
    // 2026-10-31 23:30 UTC is already November east of UTC; the API speaks UTC.
    expect(monthOfInstant(Date.UTC(2026, 9, 31, 23, 30))).toBe('2026-10');
  });

  it('steps months across year ends', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', -13)).toBe('2025-02');
  });

  it('validates month and day texts', () => {
    expect(parseMonth('2026-10')).toBe('2026-10');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-02-30')).toBeNull();
  });
});

describe('30-day windows', () => {
  it('is [start, start + 30 days) with 30 distinct days', () => {
    const w = windowFrom('2026-10-05');
    expect(w.days).toHaveLength(WINDOW_DAYS);
    expect(new Set(w.days).size).toBe(WINDOW_DAYS);
    expect(w.days[0]).toBe('2026-10-05');
    expect(w.last).toBe('2026-11-03');
    expect(w.endExclusive).toBe('2026-11-04');
  });

  it('crosses month and year ends', () => {
    expect(windowFrom('2026-12-15').last).toBe('2027-01-13');
    expect(windowFrom('2026-01-31').days.slice(0, 2)).toEqual(['2026-01-31', '2026-02-01']);
  });

  it('counts 29 February in leap years only', () => {
    expect(windowFrom('2028-02-15').days).toContain('2028-02-29');
    expect(windowFrom('2028-02-15').last).toBe('2028-03-15');
    expect(windowFrom('2026-02-15').last).toBe('2026-03-16');
  });

  it('is not stretched by daylight-saving changes (EU 29 Mar, US 8 Mar, EU 25 Oct 2026)', () => {
    for (const start of ['2026-03-20', '2026-03-01', '2026-10-20']) {
      const w = windowFrom(start);
      expect(dayStartMs(w.endExclusive) - dayStartMs(w.start)).toBe(WINDOW_DAYS * 86_400_000);
      expect(new Set(w.days).size).toBe(WINDOW_DAYS);
    }
  });

  it('sends a window start as Unix seconds of 00:00 UTC', () => {
    expect(starttimeOf({ kind: 'window', start: '2026-10-05' })).toBe(Date.UTC(2026, 9, 5) / 1000);
  });

  it('starts a month period on its first day', () => {
    expect(windowOfPeriod({ kind: 'month', month: '2026-02' }).days[0]).toBe('2026-02-01');
  });

  it('defaults to the window ending today', () => {
    const period = windowEndingOn(Date.UTC(2026, 10, 22, 2, 0));
    expect(period).toEqual({ kind: 'window', start: '2026-10-24' });
    expect(windowOfPeriod(period).last).toBe('2026-11-22');
  });

  it('labels and keys periods', () => {
    expect(periodKey({ kind: 'window', start: '2026-10-05' })).toBe('2026-10-05.30d');
    expect(periodLabel({ kind: 'month', month: '2026-10' })).toBe('October 2026');
    expect(periodLabel({ kind: 'window', start: '2026-10-05' })).toBe('5 Oct 2026 – 3 Nov 2026 (30 days, UTC)');
  });
});

describe('labels of the 30-day reports', () => {
  it('calls a month what it covers there: 30 days from the 1st, not the calendar month', () => {
    expect(windowReportLabel({ kind: 'month', month: '2026-10' })).toBe('30 days from 1 Oct 2026 (1–30 Oct, UTC)');
    expect(windowReportLabel({ kind: 'month', month: '2026-10' })).not.toContain('October');
  });

  it('names the spill into the next month (February) and the full 30-day month alike', () => {
    expect(windowReportLabel({ kind: 'month', month: '2026-02' })).toBe('30 days from 1 Feb 2026 (1 Feb – 2 Mar, UTC)');
    expect(windowReportLabel({ kind: 'month', month: '2028-02' })).toBe('30 days from 1 Feb 2028 (1 Feb – 1 Mar, UTC)');
    expect(windowReportLabel({ kind: 'month', month: '2026-11' })).toBe('30 days from 1 Nov 2026 (1–30 Nov, UTC)');
  });

  it('labels a window from a date as the window it is', () => {
    expect(windowReportLabel({ kind: 'window', start: '2026-10-05' })).toBe('5 Oct 2026 – 3 Nov 2026 (30 days, UTC)');
  });
});
