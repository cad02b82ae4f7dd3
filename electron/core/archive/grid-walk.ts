/**
 * The grid's pages newest first without ordering every match: from where the last page
 * ended (its last row's time and row number, kept per filter), one time window at a time
 * down from there, each window's matches ordered alone, widening the window until the page
 * fills; the rows with no time after every timed one, by row number. A page read so is
 * the same rows in the same order as `ORDER BY t DESC NULLS LAST, rowid` with its offset:
 * each window is a span of times, so rows of one second never straddle two windows, and
 * the cursor's `(t = last AND rowid > last)` keeps a second's rows that the page cut.
 * A window only tests the filter on its own rows (the time is tested first, as the scan
 * reads it, and skips whole row groups: syncs write in time order), so the first page of
 * a filter over 10 M rows reads the newest slice, not all of them.
 */
import type { DuckDBConnection } from '@duckdb/node-api';

/** Where a page ended: its last row's time (micros since the epoch; null: a row with no time) and row number. */
export interface GridCursor {
  t: bigint | null;
  id: number;
}

/** The first window is to hold this many times the page's rows (all rows, unfiltered); each window after is this many times wider. */
const WIDEN = 8;

/** The timed rows' span in micros and how many there are: the first window's width comes from their density. */
interface TimeSpan {
  lo: bigint;
  hi: bigint;
  rows: number;
}

const at = (micros: bigint): string => `make_timestamptz(${micros})`;
const SECOND = 1_000_000n;
const floorSecond = (micros: bigint): bigint => micros - (((micros % SECOND) + SECOND) % SECOND);

async function timeSpan(db: DuckDBConnection): Promise<TimeSpan | null> {
  const r = (await db.runAndReadAll('SELECT epoch_us(min(t))::BIGINT, epoch_us(max(t))::BIGINT, count(t)::BIGINT FROM attempts')).getRows()[0]!;
  if (r[0] === null) return null;
  return { lo: BigInt(r[0] as bigint), hi: BigInt(r[1] as bigint), rows: Number(r[2]) };
}

/** Rows as the page reads them: (row number, time as micros or null). */
export type Picked = Array<[number, bigint | null]>;

export const pickedOf = (rows: unknown[][]): Picked => rows.map((r) => [Number(r[0]), r[1] === null ? null : BigInt(r[1] as bigint)]);

/** Up to `limit` timed matches after `after` (none: from the newest), newest first, window by window. */
async function timedRows(db: DuckDBConnection, where: string, after: GridCursor | null, limit: number, span: TimeSpan): Promise<Picked> {
  const out: Picked = [];
  let top = after?.t ?? span.hi;
  let below = after?.t != null ? `(t < ${at(after.t)} OR (t = ${at(after.t)} AND rowid > ${after.id}))` : 't IS NOT NULL';
  const perMicro = span.rows / Number(span.hi - span.lo + 1n);
  let width = BigInt(Math.max(1, Math.ceil((limit * WIDEN) / perMicro)));
  for (;;) {
    // On a whole second (the service's times are seconds), so a window's edge meets its rows' times.
    const lo = floorSecond(top - width);
    const last = lo <= span.lo;
    const bottom = last ? '' : ` AND t >= ${at(lo)}`;
    // DuckDB pushes every test into its scan and may test a key's part before the time;
    // behind CASE the filter is tested on the window's rows alone (4 times faster over 10 M).
    const window = `${below}${bottom}`;
    const r = await db.runAndReadAll(
      `SELECT rowid::BIGINT, epoch_us(t)::BIGINT FROM attempts WHERE ${window} AND CASE WHEN ${window} THEN ${where} ELSE false END ORDER BY t DESC, rowid LIMIT ${limit - out.length}`,
    );
    const got = r.getRows().length;
    out.push(...pickedOf(r.getRows()));
    if (last || out.length >= limit) return out;
    // The next window is every time below this one's: its lowest second was read whole. Its
    // width from the matches this one held (twice what would fill the page at that rate),
    // at least WIDEN times this one's: a window costs a scan of the times, however few match.
    below = `t < ${at(lo)}`;
    top = lo;
    const enough = got === 0 ? 0n : (width * BigInt(2 * (limit - out.length))) / BigInt(got);
    width = enough > width * BigInt(WIDEN) ? enough : width * BigInt(WIDEN);
  }
}

/** The page of `limit` matches after `after` (null: the first page), as row numbers and times, in the grid's order. */
export async function walkPage(db: DuckDBConnection, where: string, after: GridCursor | null, limit: number): Promise<Picked> {
  const span = await timeSpan(db);
  const timed = after !== null && after.t === null ? [] : span === null ? [] : await timedRows(db, where, after, limit, span);
  if (timed.length >= limit) return timed;
  const from = after !== null && after.t === null ? ` AND rowid > ${after.id}` : '';
  const r = await db.runAndReadAll(`SELECT rowid::BIGINT, NULL::BIGINT FROM attempts WHERE ${where} AND t IS NULL${from} ORDER BY rowid LIMIT ${limit - timed.length}`);
  return [...timed, ...pickedOf(r.getRows())];
}

/** Where the page ending at `picked`'s last row leaves the next page; null when it read nothing. */
export const cursorAfter = (picked: Picked): GridCursor | null => {
  const last = picked.at(-1);
  return last === undefined ? null : { t: last[1], id: last[0] };
};

/** What paging one filter keeps between pages: its count and where each page read so far ended (by offset). */
export interface GridMemo {
  known(where: string): number | null;
  keep(where: string, total: number): void;
  cursorAt(where: string, offset: number): GridCursor | undefined;
  keepCursor(where: string, offset: number, cursor: GridCursor): void;
}

/** A memo of the last filter paged; another filter starts it afresh (the archive process pages one grid). */
export function gridMemo(): GridMemo {
  let kept: { where: string; total: number | null; cursors: Map<number, GridCursor> } | null = null;
  const of = (where: string) => {
    if (kept?.where !== where) kept = { where, total: null, cursors: new Map() };
    return kept;
  };
  return {
    known: (where) => (kept?.where === where ? kept.total : null),
    keep: (where, total) => {
      of(where).total = total;
    },
    cursorAt: (where, offset) => (kept?.where === where ? kept.cursors.get(offset) : undefined),
    keepCursor: (where, offset, cursor) => {
      of(where).cursors.set(offset, cursor);
    },
  };
}
