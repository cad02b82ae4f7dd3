import { describe, expect, it, vi } from 'vitest';
import { runPager, type PageResult } from '../../../electron/core/viewers/pager';

/** A busy two-core machine may take seconds for what is usually instant; the condition is what counts. */
const PATIENT = { timeout: 10_000 };
/**
 * The page arithmetic below (seeks, page counts, where a failure lands) is that of pages
 * asked edge to edge: the drift check, which asks each page one row early, is off here and
 * has its own tests (pager-drift.test.ts), which also repeat the mode-free ones checked.
 */
const PLAIN = { sameRow: null };

/** Pages of a list of numbers, with a delay and a record of concurrency. */
function numbers(total: number, delayMs = 2) {
  const stats = { inFlight: 0, maxInFlight: 0, seeks: [] as number[], aborted: 0 };
  const fetchPage = async (seek: number, limit: number, signal: AbortSignal): Promise<PageResult<number>> => {
    stats.seeks.push(seek);
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    await new Promise((r) => setTimeout(r, delayMs + ((seek / limit) % 3)));
    stats.inFlight -= 1;
    if (signal.aborted) {
      stats.aborted += 1;
      return { ok: false, error: { kind: 'cancelled', message: 'cancelled' } };
    }
    return { ok: true, value: Array.from({ length: Math.max(0, Math.min(limit, total - seek)) }, (_, i) => seek + i) };
  };
  return { fetchPage, stats };
}

describe('runPager', () => {
  it('reads every row once, in order, with at most `concurrency` requests in flight', async () => {
    const { fetchPage, stats } = numbers(1_037);
    const seen: number[] = [];
    const out = await runPager({ ...PLAIN, fetchPage, pageSize: 50, concurrency: 3, onPage: (rows) => void seen.push(...rows) });
    expect(out).toMatchObject({ state: 'done', rows: 1_037, pages: 21, complete: true, endedBy: 'empty_page', error: null });
    expect(seen).toEqual(Array.from({ length: 1_037 }, (_, i) => i));
    expect(stats.maxInFlight).toBe(3);
  });

  it('stops at an empty page when the total is a multiple of the page size', async () => {
    const { fetchPage } = numbers(200);
    const out = await runPager({ ...PLAIN, fetchPage, pageSize: 50, concurrency: 2, onPage: () => {} });
    expect(out).toMatchObject({ state: 'done', rows: 200, pages: 4, complete: true });
  });

  it('a short page is not the end: the next seek is the rows received, and an empty page ends it', async () => {
    const { fetchPage, stats } = numbers(120);
    const out = await runPager({ ...PLAIN, fetchPage, pageSize: 50, concurrency: 1, onPage: () => {} });
    expect(stats.seeks).toEqual([0, 50, 100, 120]);
    expect(out).toMatchObject({ rows: 120, pages: 3, complete: true, endedBy: 'empty_page' });
  });

  it.each([1, 4])('a service that caps pages below the limit (30 of 100 asked, concurrency %i): every row once, in order', async (concurrency) => {
    const { fetchPage, stats } = numbers(1_000, 1);
    const capped = (seek: number, limit: number, signal: AbortSignal) => fetchPage(seek, Math.min(limit, 30), signal);
    const seen: number[] = [];
    const out = await runPager({ ...PLAIN, fetchPage: capped, pageSize: 100, concurrency, adaptive: true, onPage: (rows) => void seen.push(...rows) });
    expect(seen).toEqual(Array.from({ length: 1_000 }, (_, i) => i));
    expect(out).toMatchObject({ state: 'done', rows: 1_000, pages: 34, complete: true, endedBy: 'empty_page' });
    // Every page was asked where the rows received end (the last, 10 rows at 990, ends at 1,000).
    expect(stats.seeks.filter((s) => s % 30 !== 0 && s !== 1_000)).toEqual([]);
  });

  it('stops when the count is reached, without asking for an empty page', async () => {
    const { fetchPage, stats } = numbers(250);
    const out = await runPager({ ...PLAIN, fetchPage, pageSize: 100, concurrency: 1, total: () => 250, onPage: () => {} });
    expect(out).toMatchObject({ rows: 250, pages: 3, complete: true, endedBy: 'count' });
    expect(stats.seeks).toEqual([0, 100, 200]);
  });

  it('holds no more than `concurrency` pages while the consumer is slow (flat memory)', async () => {
    const { fetchPage, stats } = numbers(10_000, 0);
    let maxAhead = 0;
    let consumed = 0;
    await runPager({
      ...PLAIN,
      fetchPage,
      pageSize: 100,
      concurrency: 4,
      onPage: async () => {
        // Requested but not yet consumed = pages held in memory or on their way.
        maxAhead = Math.max(maxAhead, stats.seeks.length - consumed);
        await new Promise((r) => setTimeout(r, 1));
        consumed += 1;
      },
    });
    expect(maxAhead).toBeLessThanOrEqual(4);
    expect(consumed).toBe(100);
  });

  it('cancels: stops asking, aborts requests in flight, reports what was consumed', async () => {
    const { fetchPage, stats } = numbers(100_000, 3);
    const controller = new AbortController();
    let rows = 0;
    const out = await runPager({
      ...PLAIN,
      fetchPage,
      pageSize: 100,
      concurrency: 4,
      signal: controller.signal,
      onPage: (page, index) => {
        rows += page.length;
        if (index === 4) controller.abort();
      },
    });
    expect(out.state).toBe('cancelled');
    expect(out.pages).toBe(4);
    expect(rows).toBe(500);
    expect(stats.seeks.length).toBeLessThanOrEqual(5 + 4);
    // The requests still in flight at the cancel have settled: each saw its abort.
    await vi.waitFor(() => expect(stats.inFlight).toBe(0), PATIENT);
    expect(stats.aborted).toBeGreaterThan(0);
  });

  it('stops at the first failed page with its error, after consuming the pages before it', async () => {
    const { fetchPage } = numbers(1_000);
    const failing = async (seek: number, limit: number, signal: AbortSignal): Promise<PageResult<number>> =>
      seek === 300 ? { ok: false, error: { kind: 'timeout', phase: 'response', message: 'No answer within 30 s' } } : fetchPage(seek, limit, signal);
    const out = await runPager({ ...PLAIN, fetchPage: failing, pageSize: 100, concurrency: 3, onPage: () => {} });
    expect(out).toMatchObject({ state: 'failed', pages: 3, rows: 300, error: { kind: 'timeout' } });
  });

  it('stops at maxRows and says the result set was not read to its end', async () => {
    const { fetchPage } = numbers(10_000);
    const out = await runPager({ ...PLAIN, fetchPage, pageSize: 100, concurrency: 4, maxRows: 250, onPage: () => {} });
    expect(out).toMatchObject({ state: 'done', rows: 250, pages: 3, complete: false });
  });

  it('adaptive: reads every row in order, never past its ceiling, and says what it settled on', async () => {
    const { fetchPage, stats } = numbers(3_000, 1);
    const seen: number[] = [];
    const out = await runPager({ ...PLAIN, fetchPage, pageSize: 50, concurrency: 3, adaptive: true, onPage: (rows) => void seen.push(...rows) });
    expect(out).toMatchObject({ state: 'done', rows: 3_000, complete: true });
    expect(seen).toEqual(Array.from({ length: 3_000 }, (_, i) => i));
    expect(stats.maxInFlight).toBeLessThanOrEqual(3);
    expect(out.concurrency).toBeGreaterThanOrEqual(1);
    expect(out.concurrency).toBeLessThanOrEqual(3);
  });

  it('adaptive: asks a page refused as overloaded again (a read), and fails after the third refusal', async () => {
    const { fetchPage } = numbers(1_000, 0);
    const refusals = new Map<number, number>();
    const busy = (times: number) => async (seek: number, limit: number, signal: AbortSignal): Promise<PageResult<number>> => {
      const n = refusals.get(seek) ?? 0;
      if (seek === 300 && n < times) {
        refusals.set(seek, n + 1);
        return { ok: false, overloaded: true, error: { kind: 'api_failure', code: '1000', message: 'busy', serverMessage: null } };
      }
      return fetchPage(seek, limit, signal);
    };
    const seen: number[] = [];
    const out = await runPager({ ...PLAIN, fetchPage: busy(2), pageSize: 100, concurrency: 4, adaptive: true, onPage: (rows) => void seen.push(...rows) });
    expect(out).toMatchObject({ state: 'done', rows: 1_000 });
    expect(seen).toEqual(Array.from({ length: 1_000 }, (_, i) => i));
    refusals.clear();
    const failed = await runPager({ ...PLAIN, fetchPage: busy(3), pageSize: 100, concurrency: 4, adaptive: true, onPage: () => {} });
    expect(failed).toMatchObject({ state: 'failed', rows: 300, error: { kind: 'api_failure', code: '1000' } });
    // The fixed pager does not resend: it fails at the first refusal.
    refusals.clear();
    const fixed = await runPager({ ...PLAIN, fetchPage: busy(1), pageSize: 100, concurrency: 4, onPage: () => {} });
    expect(fixed).toMatchObject({ state: 'failed', rows: 300 });
  });
});
