/**
 * The archive screen's channels (Attempts → Archive), part of the Viewers area: a page of
 * archived attempts for the grid, and a Parquet export of what the filters match, with
 * progress as `viewers.archiveExport` events and Cancel.
 */
import { z } from 'zod';
import { ARCHIVE_PAGE_SIZES, type ArchiveExportProgress, type ArchivePage } from '../domain/archive/grid';
import { type ChannelSpec, channel } from './define';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date, YYYY-MM-DD');
/** Typed text: trimmed, no control characters (it is matched as text, never run). */
const text = (what: string) =>
  z.string().trim().max(200, `${what} is at most 200 characters`).regex(/^[^\u0000-\u001f\u007f]*$/, `${what} holds a control character`).optional();

export const archiveGridFilter = z
  .strictObject({
    key: text('the key'),
    ip: text('the address'),
    app: text('the app'),
    reason: text('the reason'),
    success: z.enum(['accepted', 'rejected']).optional(),
    fromDate: day.optional(),
    toDate: day.optional(),
  })
  .refine((f) => f.fromDate === undefined || f.toDate === undefined || f.fromDate <= f.toDate, { message: 'the From date is after the To date', path: ['toDate'] });

export const archiveScreenChannels = {
  archivePage: channel<ArchivePage>()(
    z.strictObject({
      filter: archiveGridFilter.default({}),
      page: z.number().int().min(0, 'page 0 or later'),
      pageSize: z.literal(ARCHIVE_PAGE_SIZES, `one of ${ARCHIVE_PAGE_SIZES.join(', ')} rows a page`),
      /** The newest row the first page saw; null reads from the newest now. */
      upTo: z.number().int().min(0).nullable().default(null),
    }),
    'A page of archived attempts matching the filters, newest first, and how many match',
    { bound: true },
  ),
  archiveCount: channel<{ total: number }>()(
    z.strictObject({
      filter: archiveGridFilter.default({}),
      /** The newest row the first page saw: the count is of the rows its pages show. */
      upTo: z.number().int().min(-1),
    }),
    'How many archived attempts match the filters, up to the first page\'s newest row (asked after that page is shown)',
    { bound: true },
  ),
  archiveExport: channel<ArchiveExportProgress>()(
    z.strictObject({
      filter: archiveGridFilter.default({}),
      /** The folder to make: a path the save dialog returned (app), a folder name in the export folder (web mode). */
      path: z.string().trim().min(1, 'choose the folder to write').max(4096, 'the path is too long'),
    }),
    'Write what the filters match as one zstd Parquet file per month into a new folder (progress as events)',
    { bound: true },
  ),
  archiveExportCancel: channel<{ cancelled: boolean }>()(z.strictObject({}), 'Stop the Parquet export after the month it is writing; the months written stay whole'),
} satisfies Record<string, ChannelSpec>;

export type ArchiveScreenEvent = { type: 'viewers.archiveExport'; profileId: string; progress: ArchiveExportProgress };
