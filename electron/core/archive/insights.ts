/**
 * Insights over the archive: the same tally as over the service (insights/tally.ts), fed
 * the archived attempts of a date range in the service's own order (newest first), so the
 * tables are the service's tables for the attempts the archive holds. Only the members the
 * tally reads leave the archive. The archive names the shared keys from its key-days, so the
 * tally follows the windows of those keys alone.
 */
import type { Attempt } from '../../../shared/api/records';
import type { InsightsProgress, SharingRule } from '../../../shared/domain/insights/types';
import type { IpLookup } from '../insights/ip-data';
import { type InsightsOutcome, insightsReporter } from '../insights/run';
import { createTally } from '../insights/tally';
import type { DateRange, ServiceColumns, ServiceMember } from './protocol';
import { type ArchiveSession, type OpenOptions, openArchive } from './session';

export interface ArchiveInsightsOptions {
  id: string;
  range: DateRange;
  rule: SharingRule;
  ip: IpLookup;
  signal: AbortSignal;
  onProgress?: (p: InsightsProgress) => void;
}

/** The members the tally reads; the others are not read from the archive at all. */
const TALLIED = ['key', 'datetime', 'ip', 'success', 'reason'] as const satisfies readonly ServiceMember[];

function* attemptsOf(c: Pick<ServiceColumns, (typeof TALLIED)[number]>): Generator<Attempt> {
  for (let i = 0; i < c.key.length; i += 1) {
    yield {
      key: c.key[i]!, datetime: c.datetime[i]!, ip: c.ip[i]!, success: c.success[i]!, reason: c.reason[i]!,
      video: null, app: null, appinst: null, pageurl: null, refurl: null, server_ip: null,
    };
  }
}

/** An archive that could not open, as an insights outcome: a failure value with its reason. */
export function unavailableOutcome(id: string, e: unknown): InsightsOutcome {
  const message = `The archive is ${(e as Error).message}.`;
  return { ok: false, error: { kind: 'io_error', message }, progress: { id, state: 'failed', attempts: 0, total: null, message } };
}

/** Opens the archive in `dir` for one run and closes it after; an archive that cannot open is an io_error with its reason. */
export async function insightsFromArchive(dir: string, o: ArchiveInsightsOptions, open: OpenOptions = {}): Promise<InsightsOutcome> {
  let archive: ArchiveSession;
  try {
    archive = await openArchive(dir, open);
  } catch (e) {
    return unavailableOutcome(o.id, e);
  }
  try {
    return await archiveInsights(archive, o);
  } finally {
    await archive.close();
  }
}

/** The tables over an archive already open (the app's archive service keeps one per account). */
export async function archiveInsights(archive: ArchiveSession, o: ArchiveInsightsOptions): Promise<InsightsOutcome> {
  // Which keys were shared comes from the key-days; the attempts then give those keys' details.
  const { keys } = await archive.request({ op: 'sharedKeys', range: o.range, rule: o.rule });
  const tally = createTally(o.ip, o.rule, keys === null ? null : new Set(keys));
  const report = insightsReporter(o, tally, () => null);
  report('running');
  const { cursor } = await archive.request({ op: 'readOpen', range: o.range, members: TALLIED });
  for (;;) {
    if (o.signal.aborted) return { ok: true, value: tally.result(false), progress: report('cancelled') };
    const { rows } = await archive.request({ op: 'readNext', cursor });
    if (rows === null) break;
    for (const a of attemptsOf(rows as Pick<ServiceColumns, (typeof TALLIED)[number]>)) tally.add(a);
    report('running');
  }
  return { ok: true, value: tally.result(true), progress: report('done') };
}
