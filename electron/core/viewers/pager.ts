/**
 * Reads a whole paged result set (limit/seek) with a bounded number of requests in flight
 * and hands pages to the consumer strictly in order. At most `concurrency` pages are ever
 * held at once — requested but not yet consumed — so memory depends on the page size and
 * the concurrency, never on how many rows match. The consumer is awaited, so a slow file
 * (backpressure) slows the requests down instead of piling pages up.
 *
 * The API gives no total for sevu.search, so the end is the first page shorter than
 * `limit`. Pages already requested beyond it are aborted and their rows ignored.
 *
 * `adaptive`: `concurrency` is a ceiling, and how many pages are in flight follows
 * concurrency.ts (start at one, grow while pages come back faster, shed on overload). A
 * page refused as overloaded (code 1000, 5xx) is asked again after shedding, up to
 * OVERLOAD_TRIES times: a read, so safe to resend.
 */
import type { IpcError } from '../../../shared/ipc/define';
import { type ConcurrencyState, countLaunch, observe, settledLimit, startConcurrency } from './concurrency';

/**
 * One page, or why it could not be read (an API failure, or nothing sent: no credentials…).
 * `overloaded`: the service pushed back (code 1000, a 5xx, or the page needed retries).
 */
export type PageResult<Row> = { ok: true; value: Row[]; overloaded?: boolean } | { ok: false; error: IpcError; overloaded?: boolean };

const OVERLOAD_TRIES = 3;

export type FetchPage<Row> = (seek: number, limit: number, signal: AbortSignal) => Promise<PageResult<Row>>;

export interface PagerOptions<Row> {
  fetchPage: FetchPage<Row>;
  pageSize: number;
  concurrency: number;
  /** Adapt the pages in flight between 1 and `concurrency` (exports); fixed at `concurrency` otherwise. */
  adaptive?: boolean;
  /** Monotonic ms for latency samples (tests pass their own). */
  now?: () => number;
  /** Aborting stops new requests, aborts those in flight and ends with `cancelled`. */
  signal?: AbortSignal;
  /** Stop after this many rows (the breakdown's sample); unlimited when absent. */
  maxRows?: number;
  /** Called once per page, in page order; the next page waits for it to settle. */
  onPage: (rows: Row[], pageIndex: number) => Promise<void> | void;
}

export interface PagerOutcome {
  state: 'done' | 'cancelled' | 'failed';
  pages: number;
  rows: number;
  /** True when the last page read was short (the result set ended), false when maxRows cut it. */
  complete: boolean;
  error: IpcError | null;
  /** Pages in flight the run settled on (the limit most pages were asked at). */
  concurrency: number;
}

export async function runPager<Row>(o: PagerOptions<Row>): Promise<PagerOutcome> {
  const inner = new AbortController();
  const abortInner = (): void => inner.abort();
  o.signal?.addEventListener('abort', abortInner, { once: true });
  const now = o.now ?? (() => performance.now());
  const maxPages = o.maxRows === undefined ? Infinity : Math.ceil(o.maxRows / o.pageSize);
  const inFlight = new Map<number, Promise<PageResult<Row>>>();
  const tries = new Map<number, number>();
  let control: ConcurrencyState = o.adaptive === true ? startConcurrency(o.concurrency) : { ...startConcurrency(o.concurrency), limit: o.concurrency };
  const launch = (page: number): void => {
    const asked = now();
    control = countLaunch(control);
    const answer = o.fetchPage(page * o.pageSize, o.pageSize, inner.signal).then((r) => {
      if (o.adaptive === true && !inner.signal.aborted) control = observe(control, { at: now(), latencyMs: now() - asked, overloaded: r.overloaded === true });
      return r;
    });
    inFlight.set(page, guard(answer));
  };
  let nextPage = 0;
  let lastPage = Infinity;
  const out: PagerOutcome = { state: 'done', pages: 0, rows: 0, complete: false, error: null, concurrency: control.limit };
  const ending = (o2: PagerOutcome): PagerOutcome => ({ ...o2, concurrency: settledLimit(control) });
  try {
    while (out.pages < Math.min(lastPage + 1, maxPages)) {
      for (; nextPage < Math.min(out.pages + control.limit, lastPage + 1, maxPages); nextPage++) launch(nextPage);
      const result = await (inFlight.get(out.pages) as Promise<PageResult<Row>>);
      inFlight.delete(out.pages);
      if (isAborted(o.signal)) return ending({ ...out, state: 'cancelled' });
      if (!result.ok && o.adaptive === true && result.overloaded === true && (tries.get(out.pages) ?? 1) < OVERLOAD_TRIES) {
        tries.set(out.pages, (tries.get(out.pages) ?? 1) + 1);
        launch(out.pages); // shed already (observe); ask this page again
        continue;
      }
      if (!result.ok) return ending({ ...out, state: 'failed', error: result.error });
      const rows = o.maxRows === undefined ? result.value : result.value.slice(0, o.maxRows - out.rows);
      if (result.value.length < o.pageSize) lastPage = out.pages;
      await o.onPage(rows, out.pages);
      if (isAborted(o.signal)) return ending({ ...out, state: 'cancelled' });
      out.pages += 1;
      out.rows += rows.length;
    }
    return ending({ ...out, complete: out.pages === lastPage + 1 });
  } finally {
    inner.abort();
    o.signal?.removeEventListener('abort', abortInner);
  }
}

/** Pages requested past the end may settle after we stop listening; never leave a rejection unhandled. */
function guard<T>(p: Promise<T>): Promise<T> {
  p.catch(() => {});
  return p;
}

/** A function, not an inline read, so TypeScript does not narrow `aborted` across awaits. */
function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}
