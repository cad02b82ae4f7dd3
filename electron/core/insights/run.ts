/**
 * One insights run: pages through sevu.errorlog for the filters with the export engine's
 * pager (bounded pages in flight, adaptive, overload retries) and feeds each page to the
 * tally, so memory depends on the distinct addresses and keys, never on how many attempts
 * match. Shared by the app (insights service) and the CLI (`master-control insights`).
 */
import type { AttemptInsights, InsightsProgress, SharingRule } from '../../../shared/domain/insights/types';
import type { IpcError } from '../../../shared/ipc/define';
import { countParams, type AttemptParams } from '../../../shared/domain/viewers/filters';
import type { ViewersCall } from '../viewers/export-run';
import { type PagerOutcome, runPager } from '../viewers/pager';
import { countReason, driftReason } from '../../../shared/domain/viewers/not-complete';
import type { IpLookup } from './ip-data';
import { type InsightsTally, createTally } from './tally';
import { errorlogPages } from './errorlog-pages';
import { nounFor } from '../../../shared/domain/plural';

/**
 * Rows per request. Larger than the export's 1,000: nothing is written per page, so the
 * per-request cost (signing, round trip, the service's paging) is most of the run; 5,000
 * read 300,000 sandbox attempts in 9–12 s against 15–16 s at 1,000 on a loaded machine.
 * At most `concurrency` pages are held, so memory stays bounded (8 × 5,000 decoded rows).
 */
export const INSIGHTS_PAGE = 5000;

export interface InsightsRunOptions {
  id: string;
  call: ViewersCall;
  /** errorlog filters without limit/seek. */
  params: Record<string, unknown>;
  rule: SharingRule;
  ip: IpLookup;
  signal: AbortSignal;
  pageSize?: number;
  concurrency?: number;
  onProgress?: (p: InsightsProgress) => void;
  /** Least ms between two running reports. */
  progressEveryMs?: number;
}

export type InsightsOutcome = { ok: true; value: AttemptInsights; progress: InsightsProgress } | { ok: false; error: IpcError; progress: InsightsProgress };

/** Reports a run's progress (to `onProgress`) and returns it: attempts tallied so far, of `total` when known. */
export function insightsReporter(o: Pick<InsightsRunOptions, 'id' | 'onProgress'>, tally: InsightsTally, total: () => number | null): (state: InsightsProgress['state']) => InsightsProgress {
  return (state) => {
    const p = { id: o.id, state, attempts: tally.attempts, total: state === 'done' ? tally.attempts : total(), message: '' };
    p.message = progressText(state, p.attempts, p.total);
    o.onProgress?.(p);
    return p;
  };
}

function progressText(state: InsightsProgress['state'], attempts: number, total: number | null): string {
  const read = `${attempts.toLocaleString('en-US')}${total === null ? '' : ` of ${total.toLocaleString('en-US')}`} ${nounFor(total ?? attempts, 'attempt')}`;
  if (state === 'running') return `Reading ${read}…`;
  if (state === 'done') return `Read ${read}.`;
  if (state === 'cancelled') return `Cancelled after ${read}; the tables cover those only.`;
  return `Stopped after ${read}.`;
}

export async function runInsights(o: InsightsRunOptions): Promise<InsightsOutcome> {
  const tally = createTally(o.ip, o.rule);
  let total: number | null = null;
  // No total with a date filter: sevu.errorcount has no datetime member.
  const counted = o.params.datetime !== undefined
    ? Promise.resolve()
    : o.call('sevu.errorcount', countParams(o.params as AttemptParams), { signal: o.signal }).then((r) => { if (r.ok) total = r.value.error_count; }, () => {});
  const report = insightsReporter(o, tally, () => total);
  report('running');
  let last = performance.now();
  const outcome = await runPager({
    fetchPage: errorlogPages(o.call, o.params),
    pageSize: o.pageSize ?? INSIGHTS_PAGE,
    concurrency: o.concurrency ?? 8,
    adaptive: true,
    signal: o.signal,
    onPage: (rows) => {
      for (const a of rows) tally.add(a);
      if (performance.now() - last >= (o.progressEveryMs ?? 250)) {
        last = performance.now();
        report('running');
      }
    },
  });
  await counted;
  const progress = report(outcome.state);
  const drift = outcome.error?.kind === 'paging_drift' ? outcome.error : null;
  if (outcome.state === 'failed' && drift === null) return { ok: false, error: outcome.error ?? { kind: 'io_error', message: 'The insights run failed.' }, progress };
  const notComplete = drift !== null ? driftReason(drift.atRow) : outcome.state === 'done' ? countDisagrees(tally.attempts, total, outcome.endedBy) : null;
  const value = tally.result(outcome.state === 'done' && notComplete === null);
  return { ok: true, value: notComplete === null ? value : { ...value, notComplete }, progress };
}

/**
 * The attempts read against the service's count, as the export judges its rows: they agree,
 * or an empty page ended a run the count fell short of (a count a service caps); else why not.
 */
function countDisagrees(attempts: number, total: number | null, endedBy: PagerOutcome['endedBy']): string | null {
  if (total === null || attempts === total || (endedBy === 'empty_page' && attempts > total)) return null;
  return countReason(attempts, total, 'read');
}
