/**
 * Reads a whole paged result set (limit/seek) with a bounded number of requests in flight
 * and hands pages to the consumer strictly in order. At most `concurrency` pages are ever
 * held at once — requested but not yet consumed — so memory depends on the page size and
 * the concurrency, never on how many rows match. The consumer is awaited, so a slow file
 * (backpressure) slows the requests down instead of piling pages up.
 *
 * Paging follows what arrives: the service may cap a page below `limit` (its maximum is
 * not public), so the next seek is where the rows received end, and a short page is not the
 * end. Pages asked ahead assume the last page's size; when a page brings another number of
 * rows, those are dropped and asked again from where the rows end. Every page after the
 * first is asked one row early and checked against the page before (page-drift.ts). The end
 * is a page holding only that row (an empty page when unchecked), or the count (`total`)
 * reached exactly; a count the rows have passed is ignored.
 *
 * `adaptive`: `concurrency` is a ceiling, and how many pages are in flight follows
 * concurrency.ts (start at one, grow while pages come back faster, shed on overload). A
 * page refused as overloaded (code 1000, 5xx) is asked again after shedding, up to
 * OVERLOAD_TRIES times: a read, so safe to resend.
 */
import type { IpcError } from '../../../shared/ipc/define';
import { DriftCheck, type SameRow, sameMembers } from './page-drift';
import { type Asked, PageRequests } from './page-requests';

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
  /** How many rows match, when known (it may become known while the run goes): reaching it ends the run. */
  total?: () => number | null;
  /** Tells two rows apart for the drift check (default: member by member); null turns the check off. */
  sameRow?: SameRow<Row> | null;
  /** Called once per page, in page order; the next page waits for it to settle. */
  onPage: (rows: Row[], pageIndex: number) => Promise<void> | void;
}

export interface PagerOutcome {
  state: 'done' | 'cancelled' | 'failed';
  pages: number;
  rows: number;
  /** True when the run reached the end (an empty page, or the count), false when maxRows cut it. */
  complete: boolean;
  /** What ended a complete run: an empty page, or the count reached. */
  endedBy: 'empty_page' | 'count' | null;
  error: IpcError | null;
  /** Pages in flight the run settled on (the limit most pages were asked at). */
  concurrency: number;
}

export async function runPager<Row>(o: PagerOptions<Row>): Promise<PagerOutcome> {
  const inner = new AbortController();
  const abortInner = (): void => inner.abort();
  o.signal?.addEventListener('abort', abortInner, { once: true });
  const now = o.now ?? (() => performance.now());
  const maxRows = o.maxRows ?? Infinity;
  const total = o.total ?? (() => null);
  /** Pages asked and not yet consumed, in seek order. */
  const ahead: Asked<Row>[] = [];
  const tries = new Map<number, number>();
  /** The size pages ahead are assumed to have: the last page's. */
  let step = o.pageSize;
  /** The last page was smaller than the one before: the end, or a cap. One page is asked until it is known which. */
  let probing = false;
  const drift = new DriftCheck<Row>(o.sameRow === null ? null : (o.sameRow ?? sameMembers));
  const requests = new PageRequests(o, inner.signal, now);
  const dropAhead = (): void => {
    for (const a of ahead.splice(0)) a.abort.abort();
  };
  const out: PagerOutcome = { state: 'done', pages: 0, rows: 0, complete: false, endedBy: null, error: null, concurrency: requests.control.limit };
  const ending = (o2: PagerOutcome): PagerOutcome => ({ ...o2, concurrency: requests.settled() });
  try {
    for (;;) {
      // A count below the rows already read is wrong (a service may cap it): read on to the end.
      const told = total();
      const known = told !== null && out.rows <= told ? told : null;
      if (known !== null && out.rows === known) return ending({ ...out, complete: true, endedBy: 'count' });
      if (out.rows >= maxRows) return ending(out);
      // Ask ahead, up to the limit, no further than the count or maxRows say rows remain.
      const until = Math.min(known ?? Infinity, maxRows) + drift.shift;
      /** Offset of the first row the next page asked brings that no page before it did. */
      let next = ahead.length === 0 ? out.rows + drift.shift : ahead[ahead.length - 1]!.seek + step;
      const limit = probing ? 1 : requests.control.limit;
      while (ahead.length < limit && (ahead.length === 0 || next < until)) {
        const early = drift.early(step, ahead.length);
        ahead.push(requests.launch(next - early, early));
        next += step - early;
      }
      const head = ahead[0]!;
      const result = await head.answer;
      if (isAborted(o.signal)) return ending({ ...out, state: 'cancelled' });
      if (!result.ok && o.adaptive === true && result.overloaded === true && (tries.get(head.seek) ?? 1) < OVERLOAD_TRIES) {
        tries.set(head.seek, (tries.get(head.seek) ?? 1) + 1);
        ahead[0] = requests.launch(head.seek, head.early); // shed already (observe); ask this page again
        continue;
      }
      ahead.shift();
      if (!result.ok) return ending({ ...out, state: 'failed', error: result.error });
      const page = result.value;
      const verdict = drift.judge(page, head.early, out.rows);
      if ('failed' in verdict) return ending({ ...out, state: 'failed', error: verdict.failed });
      if ('again' in verdict || verdict.skip > 1) dropAhead();
      if ('again' in verdict) ahead.push(requests.launch(head.seek, 1));
      if ('again' in verdict) continue;
      const skip = verdict.skip;
      const fresh = skip === 0 ? page : page.slice(skip);
      // The end: an empty page, or (checked) a page holding only the last row read.
      if (fresh.length === 0 && skip <= 1) return ending({ ...out, complete: true, endedBy: 'empty_page' });
      // Pages asked ahead assumed `step` rows here; another number means they start wrong.
      if (skip <= 1) {
        probing = page.length < step;
        if (page.length !== step) {
          dropAhead();
          step = page.length;
        }
      }
      drift.keep(page);
      if (fresh.length === 0) continue;
      const rows = fresh.length > maxRows - out.rows ? fresh.slice(0, maxRows - out.rows) : fresh;
      await o.onPage(rows, out.pages);
      if (isAborted(o.signal)) return ending({ ...out, state: 'cancelled' });
      out.pages += 1;
      out.rows += rows.length;
    }
  } finally {
    dropAhead();
    inner.abort();
    o.signal?.removeEventListener('abort', abortInner);
  }
}

/** A function, not an inline read, so TypeScript does not narrow `aborted` across awaits. */
function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}
