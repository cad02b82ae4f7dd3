/**
 * Rejection reasons for the Attempts screen's chart. sevu.errorcount has no reason
 * member, so counts come from reading rejected attempts (success = 0) page by page
 * — in main, tallied as they arrive, never shipped to the renderer. Reading
 * stops at `sample` rows; the answer says whether the counts are exact or a sample.
 */
import { tallyReasons } from '../../../shared/domain/viewers/reasons';
import type { IpcError } from '../../../shared/ipc/define';
import type { ReasonBreakdown } from '../../../shared/ipc/viewers';
import type { ViewersCall } from './export-run';
import { notAListPage } from './list-page';
import { runPager } from './pager';

/**
 * Small pages: a grid page asked while the breakdown reads waits behind at most one of
 * them, and in web mode with the in-process sandbox that wait is the page's whole cost
 * (serving and decoding 1,000 rows holds the one thread for ~100 ms on a busy machine).
 */
export const BREAKDOWN_PAGE = 250;

export interface BreakdownOptions {
  call: ViewersCall;
  /** errorlog filters (no success: the breakdown is of rejections). */
  params: Record<string, unknown>;
  sample: number;
  pageSize?: number;
  concurrency?: number;
  signal?: AbortSignal;
}

export async function reasonBreakdown(o: BreakdownOptions): Promise<{ ok: true; value: ReasonBreakdown } | { ok: false; error: IpcError }> {
  const reasons: string[] = [];
  const outcome = await runPager({
    fetchPage: async (seek, limit, signal) => {
      const r = await o.call('sevu.errorlog', { ...o.params, success: 0, limit, seek }, { signal });
      const unlisted = r.ok ? notAListPage('errors', r.value, seek) : null;
      if (unlisted !== null) return { ok: false, error: unlisted };
      return r.ok ? { ...r, value: r.value.errors.map((a) => a.reason) } : r;
    },
    pageSize: o.pageSize ?? BREAKDOWN_PAGE,
    // One at a time: a background figure, so a grid page waits behind one of its pages at most.
    concurrency: o.concurrency ?? 1,
    maxRows: o.sample,
    signal: o.signal,
    onPage: (page) => {
      for (const reason of page) reasons.push(reason);
    },
  });
  if (outcome.state === 'failed' && outcome.error !== null) return { ok: false, error: outcome.error };
  if (outcome.state === 'cancelled') return { ok: false, error: { kind: 'cancelled', message: 'The reason breakdown was cancelled.' } };
  return { ok: true, value: { counts: tallyReasons(reasons), sampled: outcome.rows, exact: outcome.complete } };
}
