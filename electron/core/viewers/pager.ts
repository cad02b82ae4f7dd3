/**
 * Reads a whole paged result set (limit/seek) with a bounded number of requests in flight
 * and hands pages to the consumer strictly in order. At most `concurrency` pages are ever
 * held at once — requested but not yet consumed — so memory depends on the page size and
 * the concurrency, never on how many rows match. The consumer is awaited, so a slow file
 * (backpressure) slows the requests down instead of piling pages up.
 *
 * The API gives no total for sevu.search, so the end is the first page shorter than
 * `limit`. Pages already requested beyond it are aborted and their rows ignored.
 */
import type { IpcError } from '../../../shared/ipc/define';

/** One page, or why it could not be read (an API failure, or nothing sent: no credentials…). */
export type PageResult<Row> = { ok: true; value: Row[] } | { ok: false; error: IpcError };

export type FetchPage<Row> = (seek: number, limit: number, signal: AbortSignal) => Promise<PageResult<Row>>;

export interface PagerOptions<Row> {
  fetchPage: FetchPage<Row>;
  pageSize: number;
  concurrency: number;
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
}

export async function runPager<Row>(o: PagerOptions<Row>): Promise<PagerOutcome> {
  const inner = new AbortController();
  const abortInner = (): void => inner.abort();
  o.signal?.addEventListener('abort', abortInner, { once: true });
  const maxPages = o.maxRows === undefined ? Infinity : Math.ceil(o.maxRows / o.pageSize);
  const inFlight = new Map<number, Promise<PageResult<Row>>>();
  let launched = 0;
  let lastPage = Infinity;
  const out: PagerOutcome = { state: 'done', pages: 0, rows: 0, complete: false, error: null };
  try {
    while (out.pages < Math.min(lastPage + 1, maxPages)) {
      for (; launched < Math.min(out.pages + o.concurrency, lastPage + 1, maxPages); launched++) {
        inFlight.set(launched, guard(o.fetchPage(launched * o.pageSize, o.pageSize, inner.signal)));
      }
      const result = await (inFlight.get(out.pages) as Promise<PageResult<Row>>);
      inFlight.delete(out.pages);
      if (isAborted(o.signal)) return { ...out, state: 'cancelled' };
      if (!result.ok) return { ...out, state: 'failed', error: result.error };
      const rows = o.maxRows === undefined ? result.value : result.value.slice(0, o.maxRows - out.rows);
      if (result.value.length < o.pageSize) lastPage = out.pages;
      await o.onPage(rows, out.pages);
      if (isAborted(o.signal)) return { ...out, state: 'cancelled' };
      out.pages += 1;
      out.rows += rows.length;
    }
    return { ...out, complete: out.pages === lastPage + 1 };
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
