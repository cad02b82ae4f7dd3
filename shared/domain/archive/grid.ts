/**
 * The archive screen's grid and its Parquet export, as the window sees them: a page of
 * archived attempts (read in the archive process, a page at a time, never all rows), the
 * filters it was read with, and an export's progress.
 */

/** What the grid is filtered by; every member optional. Dates are UTC days, both ends included. */
export interface ArchiveGridFilter {
  /** Part of a ticket key. */
  key?: string;
  /** The start of an address ("203.0.113." finds the network). */
  ip?: string;
  app?: string;
  /** Part of the reason, in any case. */
  reason?: string;
  success?: 'accepted' | 'rejected';
  fromDate?: string;
  toDate?: string;
}

/** One archived attempt as the grid shows it. */
export interface ArchiveRow {
  /** The archive's row number: stable while the grid pages (the row id). */
  id: number;
  /** UTC `YYYY-MM-DD HH:MM:SS`; null for an attempt the service sent with no readable time. */
  time: string | null;
  /** The service's own text of a time it could not read (shown on hover); null otherwise. */
  timeText: string | null;
  key: string;
  ip: string | null;
  country: string | null;
  /** The network's AS number. */
  asn: number | null;
  app: string | null;
  video: string | null;
  success: boolean | null;
  reason: string;
  server: string | null;
}

export interface ArchivePage {
  rows: ArchiveRow[];
  /** Rows matching the filter (up to `upTo`); null while a narrowing filter is counted apart (`viewers.archiveCount`). */
  total: number | null;
  /** The newest row number the pages read: a sync while paging adds nothing under the pointer. */
  upTo: number;
  /** Whether a row matches after this page (main read one past it): exact before the count comes. */
  more: boolean;
  page: number;
  pageSize: number;
}

/** The grid's page sizes. */
export const ARCHIVE_PAGE_SIZES = [100, 500, 1000] as const;

export interface ArchiveExportProgress {
  state: 'running' | 'done' | 'cancelled' | 'failed';
  /** The folder written. */
  dir: string;
  /** Months to write (a month of attempts with no time counts as one). */
  months: number;
  monthsDone: number;
  /** Attempts written so far. */
  rows: number;
  message: string;
}

/** "No time" in words, for the grid and its hover. */
export const NO_TIME = 'no time';
