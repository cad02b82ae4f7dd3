/**
 * IPC channels of the Viewers area. Grid reads, ticket create/revoke and stream-user
 * removal go through `api.call` (one catalog command each, audited by the gateway);
 * these channels cover what must stay in main: exports of any size, and the rejection
 * breakdown that reads many pages without shipping a row to the renderer.
 */
import { z } from 'zod';
import { catalog } from '../api/catalog';
import { ARCHIVE_SETTING_LIMITS, AUTO_SYNC_MINUTES, type ArchiveSettings, type ArchiveStatus, type AutoSyncMinutes, type SyncProgress } from '../domain/archive/types';
import type { AttemptInsights, InsightsProgress, IpDataAbout } from '../domain/insights/types';
import { DEFAULT_SHARING } from '../domain/insights/types';
import type { ExportProgress } from '../domain/viewers/export';
import type { ReasonCount } from '../domain/viewers/reasons';
import { archiveScreenChannels } from './archive-screen';
import { type ChannelSpec, channel } from './define';

/** Filters of a whole-result-set run: the command's own request minus paging (main pages). */
const searchFilters = catalog['sevu.search'].request.omit({ limit: true, seek: true });
const errorlogFilters = catalog['sevu.errorlog'].request.omit({ limit: true, seek: true });

/** A whole number of hours or days within an archive setting's limits. */
const whole = (l: { min: number; max: number }, unit: string) =>
  z.number().int(`a whole number of ${unit}`).min(l.min, `at least ${l.min} ${unit}`).max(l.max, `at most ${l.max.toLocaleString('en-US')} ${unit}`);
/** A UTC day of the attempt archive. */
const archiveDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date, YYYY-MM-DD');

const exportPath = z
  .string()
  .trim()
  .min(1, 'choose the file to write')
  .max(4096, 'the path is too long');

const exportTuning = {
  /** Rows per request (the API's limit). */
  pageSize: z.number().int().min(1, 'page size is 1 or more').max(10_000, 'page size is at most 10,000').default(1000),
  /**
   * Most requests in flight at once; bounded so the account is never flooded. Exports start
   * at one and adapt up to it (core/viewers/concurrency.ts); 1 is a sequential export.
   */
  concurrency: z.number().int().min(1, 'at least 1 request at a time').max(8, 'at most 8 requests at a time').default(8),
  /** The file exists and the operator said to replace it. */
  overwrite: z.boolean().default(false),
  path: exportPath,
};

export const exportStartInput = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('sevu.search'), params: searchFilters.default({}), ...exportTuning }),
  z.strictObject({ command: z.literal('sevu.errorlog'), params: errorlogFilters.default({}), ...exportTuning }),
]);
export type ExportStartInput = z.input<typeof exportStartInput>;

export interface ExportPathCheck {
  /** The absolute path that would be written. */
  path: string;
  exists: boolean;
}

export interface ReasonBreakdown {
  counts: ReasonCount[];
  /** Rejected attempts read to build the counts. */
  sampled: number;
  /** True when every matching rejected attempt was read (counts are exact). */
  exact: boolean;
}

export const viewersChannels = {
  exportStart: channel<ExportProgress>()(
    exportStartInput,
    'Export every matching ticket or attempt to a CSV file (paged in main, progress as events)',
    { bound: true },
  ),
  exportCancel: channel<ExportProgress>()(
    z.strictObject({ id: z.string().min(1) }),
    'Stop an export; the file keeps the rows written so far and stays a valid CSV',
  ),
  exports: channel<ExportProgress[]>()(z.strictObject({}), 'Exports of this session, newest first'),
  checkExportPath: channel<ExportPathCheck>()(
    z.strictObject({ path: exportPath, overwrite: z.boolean().default(false) }),
    'Check a typed export path: absolute, folder exists, not replacing a file unasked',
  ),
  reasonBreakdown: channel<ReasonBreakdown>()(
    z.strictObject({
      params: errorlogFilters.omit({ success: true }).default({}),
      /** Most rejected attempts to read (newest pages first); the counts say whether they are exact. */
      sample: z.number().int().min(100).max(100_000).default(20_000),
    }),
    'Count rejected attempts per reason for the current filters',
  ),
  insightsRun: channel<AttemptInsights & { about: IpDataAbout }>()(
    z.strictObject({
      params: errorlogFilters.default({}),
      /** Read from the service (with `params`), or from this machine's archive (with `range`, UTC days). */
      from: z.enum(['service', 'archive']).default('service'),
      range: z.strictObject({ fromDate: archiveDate.optional(), toDate: archiveDate.optional() }).default({}),
      rule: z.strictObject({
        maxIps: z.number().int().min(1, 'at least 1 address').max(1000, 'at most 1,000 addresses').default(DEFAULT_SHARING.maxIps),
        windowHours: z.number().positive('more than 0 hours').max(24 * 366, 'at most a year').default(DEFAULT_SHARING.windowHours),
      }).default(DEFAULT_SHARING),
    }),
    'Where matching attempts come from (country, network) and which tickets are shared; read in main, progress as events',
    { bound: true },
  ),
  insightsCancel: channel<{ cancelled: boolean }>()(z.strictObject({}), 'Stop the insights run; the tables cover the attempts read so far'),
  archiveStatus: channel<ArchiveStatus>()(z.strictObject({}), 'The attempt archive of the account: its rows, range and size, or why it is unavailable', { bound: true }),
  archiveSync: channel<SyncProgress>()(
    // `rereadFrom`: "Re-read from date", the read reaching back to that UTC day past the trailing window.
    z.strictObject({ rereadFrom: archiveDate.optional() }),
    'Add the attempts the service holds since the last sync to the archive, a trailing window (or from a date) read again and matched (progress as events)',
    { bound: true },
  ),
  archiveSettings: channel<ArchiveSettings>()(z.strictObject({}), "The account's archive settings: the trailing window every sync reads again, and the service's retention"),
  archiveSetSettings: channel<ArchiveSettings>()(
    z.strictObject({ windowHours: whole(ARCHIVE_SETTING_LIMITS.windowHours, 'hours').optional(), retentionDays: whole(ARCHIVE_SETTING_LIMITS.retentionDays, 'days').optional() }),
    "Change the account's archive settings (the others kept) and answer them all",
    { bound: true },
  ),
  archiveCancel: channel<{ cancelled: boolean }>()(z.strictObject({}), 'Stop the archive sync; the archive stays as it was'),
  archiveAutoSync: channel<{ everyMinutes: AutoSyncMinutes | null }>()(
    z.strictObject({ everyMinutes: z.literal(AUTO_SYNC_MINUTES, `one of ${AUTO_SYNC_MINUTES.join(', ')} minutes, or null for only when asked`).nullable() }),
    'Sync the archive every N minutes while the console is open and the account active (null: only when asked)',
    { bound: true },
  ),
  archiveForget: channel<{ removed: number }>()(
    z.strictObject({ before: archiveDate }),
    'Delete the archived attempts before a date (UTC) and say how many',
    { bound: true },
  ),
  ...archiveScreenChannels,
} satisfies Record<string, ChannelSpec>;

export type ViewersEvent =
  | { type: 'viewers.export'; progress: ExportProgress }
  | { type: 'viewers.insights'; progress: InsightsProgress }
  /** `profileId`: the account whose archive is syncing; a view showing another account leaves it alone. */
  | { type: 'viewers.archive'; profileId: string; progress: SyncProgress };
