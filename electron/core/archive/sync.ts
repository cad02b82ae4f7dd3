/**
 * One sync of the archive: reads the attempts from the newest second archived onwards
 * (sevu.errorlog's `datetime`, on or after) through the export's pager, stages each page
 * in the archive process, which adds them in one transaction (staging.ts). The errorlog has
 * no row id, so the archive matches the rows of that overlapping second as a multiset: a
 * repeated sync adds nothing, two identical attempts in one second stay two. Cancelled,
 * failed or killed, a sync adds nothing and the next one reads the span again.
 */
import type { SyncProgress } from '../../../shared/domain/archive/types';
import type { IpcError } from '../../../shared/ipc/define';
import { errorlogPages } from '../insights/errorlog-pages';
import type { IpLookup } from '../insights/ip-data';
import { INSIGHTS_PAGE } from '../insights/run';
import type { ViewersCall } from '../viewers/export-run';
import { runPager } from '../viewers/pager';
import type { ArchiveSession } from './session';
import { SyncWriter } from './sync-writer';

export interface SyncOptions {
  archive: ArchiveSession;
  call: ViewersCall;
  ip: IpLookup;
  signal: AbortSignal;
  pageSize?: number;
  concurrency?: number;
  onProgress?: (p: SyncProgress) => void;
}

export type SyncOutcome = { ok: true; progress: SyncProgress } | { ok: false; error: IpcError; progress: SyncProgress };

function syncText(p: Omit<SyncProgress, 'message'>): string {
  const read = `${p.read.toLocaleString('en-US')} attempts`;
  if (p.state === 'running') return `Reading ${read}${p.since === null ? '' : ` since ${p.since} UTC`}…`;
  if (p.state === 'done') return `Read ${read}; ${p.added.toLocaleString('en-US')} new in the archive.`;
  if (p.state === 'cancelled') return `Cancelled after ${read}; the archive is as it was.`;
  return `Stopped after ${read}; the archive is as it was.`;
}

export async function syncArchive(o: SyncOptions): Promise<SyncOutcome> {
  const writer = await SyncWriter.start(o.archive, o.ip);
  const { since } = writer;
  let read = 0;
  const report = (state: SyncProgress['state'], added = 0): SyncProgress => {
    const p = { state, read, added, since };
    const full = { ...p, message: syncText(p) };
    o.onProgress?.(full);
    return full;
  };
  report('running');
  try {
    const outcome = await runPager({
      fetchPage: errorlogPages(o.call, since === null ? {} : { datetime: since }),
      pageSize: o.pageSize ?? INSIGHTS_PAGE,
      concurrency: o.concurrency ?? 8,
      adaptive: true,
      signal: o.signal,
      onPage: async (rows) => {
        read += rows.length;
        await writer.add(rows);
        report('running');
      },
    });
    if (outcome.state !== 'done') {
      const progress = report(outcome.state);
      return outcome.state === 'failed' ? { ok: false, error: outcome.error ?? { kind: 'io_error', message: 'The sync failed.' }, progress } : { ok: true, progress };
    }
    return { ok: true, progress: report('done', await writer.commit()) };
  } finally {
    // Cancelled or failed, nothing of it is added (after a commit this does nothing).
    await writer.abort();
  }
}
