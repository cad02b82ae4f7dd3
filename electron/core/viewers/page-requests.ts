/**
 * The pager's requests: each page asked with its own abort, aborted with the run, and (when
 * `adaptive`) its latency and pushback fed to the concurrency state that decides how many
 * pages are in flight (concurrency.ts).
 */
import { type ConcurrencyState, countLaunch, observe, settledLimit, startConcurrency } from './concurrency';
import type { FetchPage, PageResult } from './pager';

export interface Asked<Row> {
  seek: number;
  /** 1 when asked one row early (its first row should be the last row kept: page-drift.ts). */
  early: 0 | 1;
  answer: Promise<PageResult<Row>>;
  abort: AbortController;
}

export class PageRequests<Row> {
  control: ConcurrencyState;

  constructor(
    private readonly o: { fetchPage: FetchPage<Row>; pageSize: number; concurrency: number; adaptive?: boolean },
    private readonly run: AbortSignal,
    private readonly now: () => number,
  ) {
    this.control = o.adaptive === true ? startConcurrency(o.concurrency) : { ...startConcurrency(o.concurrency), limit: o.concurrency };
  }

  launch(seek: number, early: 0 | 1): Asked<Row> {
    const asked = this.now();
    const abort = new AbortController();
    const stop = (): void => abort.abort();
    this.run.addEventListener('abort', stop, { once: true });
    this.control = countLaunch(this.control);
    const answer = this.o.fetchPage(seek, this.o.pageSize, abort.signal).then((r) => {
      this.run.removeEventListener('abort', stop);
      if (this.o.adaptive === true && !abort.signal.aborted) this.control = observe(this.control, { at: this.now(), latencyMs: this.now() - asked, overloaded: r.overloaded === true });
      return r;
    });
    return { seek, early, answer: guard(answer), abort };
  }

  /** Pages in flight the run settled on (the limit most pages were asked at). */
  settled(): number {
    return settledLimit(this.control);
  }
}

/** Pages requested past the end may settle after we stop listening; never leave a rejection unhandled. */
function guard<T>(p: Promise<T>): Promise<T> {
  p.catch(() => {});
  return p;
}
