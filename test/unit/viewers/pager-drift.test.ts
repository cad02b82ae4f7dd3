/**
 * The pager's drift check (page-drift.ts) over a fake live errorlog (drifting-log.ts): a
 * read either gives the log's rows exactly, as a multiset, or fails `paging_drift` having
 * handed on only rows it read once — never a silent duplicate or loss.
 */
import { describe, expect, it } from 'vitest';
import type { Attempt } from '../../../shared/api/records';
import { errorlogPages } from '../../../electron/core/insights/errorlog-pages';
import { runPager } from '../../../electron/core/viewers/pager';
import { type DriftFaults, createDriftingLog, multiset } from './drifting-log';

async function read(f: DriftFaults, o: { pageSize?: number; concurrency?: number; adaptive?: boolean } = {}) {
  const fake = createDriftingLog(f);
  const rows: Attempt[] = [];
  const out = await runPager({ fetchPage: errorlogPages(fake.call, {}), pageSize: o.pageSize ?? 1000, concurrency: o.concurrency ?? 4, adaptive: o.adaptive ?? true, onPage: (page) => void rows.push(...page) });
  return { out, rows, fake };
}

/** Rows read once each, in the log's order, from its start: what a stopped read may have handed on. */
function isCleanPrefix(rows: Attempt[], log: Attempt[]): boolean {
  return rows.length <= log.length && rows.every((r, i) => JSON.stringify(r) === JSON.stringify(log[i]));
}

describe('runPager: paging drift', () => {
  it('a page repeated once is read again: 5,000 rows exactly (unchecked: 1,000 duplicated, 1,000 missing)', async () => {
    const { out, rows, fake } = await read({ rows: 5_000, repeat: { fromSeek: 2_000, times: 1 } });
    expect(out).toMatchObject({ state: 'done', rows: 5_000, complete: true });
    expect(multiset(rows)).toEqual(multiset(fake.original));
  });

  it('a page repeated every time it is asked: stops paging_drift at the row where it moved, with no row twice', async () => {
    const { out, rows, fake } = await read({ rows: 5_000, repeat: { fromSeek: 2_000, times: 99 } }, { concurrency: 1 });
    expect(out.state).toBe('failed');
    expect(out.error).toMatchObject({ kind: 'paging_drift', atRow: out.rows });
    expect(out.error?.message).toMatch(/^Not complete: the service's pages moved at row [\d,]+ /);
    expect(out.rows).toBeLessThan(5_000);
    expect(isCleanPrefix(rows, fake.original)).toBe(true);
  });

  it.each([1, 3, 999, 1_500])('%i attempts arriving at the top while 12,000 rows page: each of the 12,000 read once', async (arriving) => {
    const { out, rows, fake } = await read({ rows: 12_000, arrive: { afterPages: 3, rows: arriving } });
    expect(fake.log).toHaveLength(12_000 + arriving);
    if (arriving < 1000) {
      expect(out).toMatchObject({ state: 'done', rows: 12_000, complete: true });
      expect(multiset(rows)).toEqual(multiset(fake.original));
    } else {
      // More than a page moved at once: nothing explains the page, so the read stops loud.
      expect(out.error?.kind).toBe('paging_drift');
      expect(isCleanPrefix(rows, fake.original)).toBe(true);
    }
  });

  it('an empty ({}) page where rows are: asked again, all 8,000 once; empty every time: stops, not the end', async () => {
    const once = await read({ rows: 8_000, empty: { fromSeek: 5_000, times: 1 } });
    expect(once.out).toMatchObject({ state: 'done', rows: 8_000, complete: true });
    expect(multiset(once.rows)).toEqual(multiset(once.fake.original));
    const always = await read({ rows: 8_000, empty: { fromSeek: 5_000, times: 99 } });
    expect(always.out).toMatchObject({ state: 'failed', complete: false, error: { kind: 'paging_drift' } });
    expect(always.out.rows).toBeLessThan(8_000);
    expect(isCleanPrefix(always.rows, always.fake.original)).toBe(true);
  });

  it('a page short before the end: rows missing at its end are read from the next page; at its head, asked again or stopped', async () => {
    const tail = await read({ rows: 6_000, short: { fromSeek: 2_000, keep: 400, from: 'head', times: 3 } });
    expect(tail.out).toMatchObject({ state: 'done', rows: 6_000, complete: true });
    expect(multiset(tail.rows)).toEqual(multiset(tail.fake.original));
    const headOnce = await read({ rows: 6_000, short: { fromSeek: 2_000, keep: 400, from: 'tail', times: 1 } });
    expect(headOnce.out).toMatchObject({ state: 'done', rows: 6_000, complete: true });
    expect(multiset(headOnce.rows)).toEqual(multiset(headOnce.fake.original));
    const headAlways = await read({ rows: 6_000, short: { fromSeek: 2_000, keep: 400, from: 'tail', times: 99 } });
    expect(headAlways.out.error?.kind).toBe('paging_drift');
    expect(isCleanPrefix(headAlways.rows, headAlways.fake.original)).toBe(true);
  });

  it('identical attempts across a page edge stay two, and read with no drift', async () => {
    const { out, rows, fake } = await read({ rows: 3_000, twins: [999, 1_000, 1_998, 1_999] }, { concurrency: 1 });
    expect(out).toMatchObject({ state: 'done', rows: 3_000, complete: true });
    expect(multiset(rows)).toEqual(multiset(fake.original));
    expect(fake.stats.seeks).toEqual([0, 999, 1_998, 2_997, 2_999]);
  });

  it('checked, a service capping pages (300 of 1,000 asked, 4 in flight): every row once, in order', async () => {
    const fake = createDriftingLog({ rows: 4_000 });
    const pages = errorlogPages(fake.call, {});
    const rows: Attempt[] = [];
    const out = await runPager({ fetchPage: (seek, limit, signal) => pages(seek, Math.min(limit, 300), signal), pageSize: 1000, concurrency: 4, onPage: (p) => void rows.push(...p) });
    expect(out).toMatchObject({ state: 'done', rows: 4_000, complete: true });
    expect(rows.map((r) => r.key)).toEqual(fake.original.map((r) => r.key));
  });
});
