/**
 * One sync of the archive: reads the attempts from a trailing window before the newest
 * second archived onwards (sync-plan.ts; sevu.errorlog's `datetime`) through the export's
 * pager, stages each page in the archive process, which adds them in one transaction
 * (staging.ts). The errorlog has no row id, so the rows read again are matched as a
 * multiset of whole rows per second (reconcile.ts): a repeated sync adds nothing, attempts
 * written late are added, two identical attempts in one second stay two, attempts with no
 * time are kept. Cancelled, failed or killed (the pager's failure included: a page it
 * cannot trust), a sync adds nothing and the next one reads the span again.
 */
import type { SyncProgress } from '../../../shared/domain/archive/types';
import type { IpcError } from '../../../shared/ipc/define';
import { errorlogPages } from '../insights/errorlog-pages';
import type { IpLookup } from '../insights/ip-data';
import { INSIGHTS_PAGE } from '../insights/run';
import type { ViewersCall } from '../viewers/export-run';
import { runPager } from '../viewers/pager';
import { readArchiveSettings, writeArchiveSettings } from './archive-settings';
import { placeable } from './seconds';
import type { ArchiveSession } from './session';
import { planRead } from './sync-plan';
import { probeFilter } from './sync-probe';
import { syncText } from './sync-words';
import { SyncWriter } from './sync-writer';

export interface SyncOptions {
  archive: ArchiveSession;
  call: ViewersCall;
  ip: IpLookup;
  signal: AbortSignal;
  /** "Re-read from date": a UTC day (`YYYY-MM-DD`) the read reaches back to, past the trailing window. */
  rereadFrom?: string;
  pageSize?: number;
  concurrency?: number;
  /** Now in ms (the service's retention is counted back from it); the clock when absent. */
  now?: () => number;
  onProgress?: (p: SyncProgress) => void;
}

export type SyncOutcome = { ok: true; progress: SyncProgress } | { ok: false; error: IpcError; progress: SyncProgress };

type Found = Pick<SyncProgress, 'late' | 'lateOldest' | 'timeless'>;

export async function syncArchive(o: SyncOptions): Promise<SyncOutcome> {
  const settings = await readArchiveSettings(o.archive.dir);
  const writer = await SyncWriter.start(o.archive, o.ip);
  const plan = planRead({ since: writer.since, settings, rereadFrom: o.rereadFrom, now: (o.now ?? Date.now)() });
  let read = 0;
  /** The newest second read: where the filter is probed. */
  let newestRead = writer.since;
  const report = (state: SyncProgress['state'], added = 0, found: Found = {}): SyncProgress => {
    const p = { state, read, added, since: plan.from, ...found, pastRetention: plan.pastRetention };
    const full = { ...p, message: syncText(p, writer.since, settings.retentionDays) };
    o.onProgress?.(full);
    return full;
  };
  report('running');
  try {
    const outcome = await runPager({
      fetchPage: errorlogPages(o.call, plan.from === null ? {} : { datetime: plan.from }),
      pageSize: o.pageSize ?? INSIGHTS_PAGE,
      concurrency: o.concurrency ?? 8,
      adaptive: true,
      signal: o.signal,
      onPage: async (rows) => {
        read += rows.length;
        for (const r of rows) {
          const t = placeable(r.datetime);
          if (t !== null && (newestRead === null || t > newestRead)) newestRead = t;
        }
        await writer.add(rows);
        report('running');
      },
    });
    if (outcome.state !== 'done') {
      const progress = report(outcome.state);
      return outcome.state === 'failed' ? { ok: false, error: outcome.error ?? { kind: 'io_error', message: 'The sync failed.' }, progress } : { ok: true, progress };
    }
    if (settings.datetimeFilter === null && newestRead !== null) {
      const filter = await probeFilter(o.call, newestRead, o.signal).catch(() => null);
      if (filter !== null) await writeArchiveSettings(o.archive.dir, { datetimeFilter: filter });
    }
    const { added, late, lateOldest, timeless } = await writer.commit();
    return { ok: true, progress: report('done', added, { late, lateOldest, timeless }) };
  } finally {
    // Cancelled or failed, nothing of it is added (after a commit this does nothing).
    await writer.abort();
  }
}
