/**
 * Day-by-name pivots for the 30-day reports: each row of the wire is (day, name, value…);
 * a chart wants one datum per day with one member per name. Days of the window with no
 * row are filled with zero so every series spans the same axis.
 */

/** One chart datum: `day` plus one numeric member per series key. */
export type DayDatum = { day: string } & Record<string, number | string>;

export interface DaySeries {
  /** Series names in first-seen order (users, applications, servers). */
  names: string[];
  /**
   * The datum member of each name (same order): `s0`, `s1`… Names are not used as keys
   * because chart libraries read dots as property paths ("edge-fra-1.sandbox.test").
   */
  keys: string[];
  data: DayDatum[];
}

/** The day part of a date or datetime text ("2026-10-05 00:00:00" → "2026-10-05"). */
export function dayOf(text: string): string {
  return text.trim().slice(0, 10);
}

/**
 * Pivots rows into per-day data. `days` (the window) fixes the axis; rows outside it are
 * still kept (the server knows its window better than we do) and sorted in.
 */
export function pivotByDay<R>(
  rows: readonly R[],
  pick: { day: (r: R) => string; name: (r: R) => string; value: (r: R) => number },
  days: readonly string[] = [],
): DaySeries {
  const names: string[] = [];
  const byDay = new Map<string, Record<string, number>>();
  for (const d of days) byDay.set(d, {});
  for (const row of rows) {
    const name = pick.name(row);
    if (!names.includes(name)) names.push(name);
    const day = dayOf(pick.day(row));
    const slot = byDay.get(day) ?? {};
    slot[name] = (slot[name] ?? 0) + pick.value(row);
    byDay.set(day, slot);
  }
  const keys = names.map((_, i) => `s${i}`);
  const data = [...byDay.keys()].sort().map((day) => {
    const slot = byDay.get(day) ?? {};
    const datum: DayDatum = { day };
    names.forEach((n, i) => (datum[keys[i] as string] = slot[n] ?? 0));
    return datum;
  });
  return { names, keys, data };
}

/** Rows sorted for tables: by day, then by name. */
export function sortByDayThenName<R>(rows: readonly R[], day: (r: R) => string, name: (r: R) => string): R[] {
  return [...rows].sort((a, b) => dayOf(day(a)).localeCompare(dayOf(day(b))) || name(a).localeCompare(name(b)));
}
