/**
 * The one request/answer protocol between the console and its archive process (child.ts).
 * Every request carries an id; the child answers each once, in any order, with the value or
 * why it failed. A sync's rows travel as CSV files the console writes in the sync's folder
 * (sync-files.ts), which DuckDB reads natively; rows read back travel as columns, one array
 * per member.
 */
import type { ArchiveStats } from '../../../shared/domain/archive/types';
import type { ArchiveGridFilter } from '../../../shared/domain/archive/grid';
import type { SharingRule } from '../../../shared/domain/insights/types';
import type { GridColumns, GridPageRequest } from './grid';
import type { Least, SyncBatch } from './sync-files';

/** Attempts as the service sends them (decoded). */
export interface ServiceColumns {
  key: string[];
  /** UTC `YYYY-MM-DD HH:MM:SS`, as the service writes it. */
  datetime: string[];
  ip: (string | null)[];
  video: (string | null)[];
  app: (string | null)[];
  appinst: (string | null)[];
  pageurl: (string | null)[];
  refurl: (string | null)[];
  success: (boolean | null)[];
  reason: string[];
  server_ip: (string | null)[];
}

export type ServiceMember = keyof ServiceColumns;


export interface MonthCount {
  /** `YYYY-MM`, null for the attempts with no time. */
  month: string | null;
  rows: number;
}

/** A date range, UTC `YYYY-MM-DD`, both ends included; either may be absent. */
export interface DateRange {
  fromDate?: string;
  toDate?: string;
}

export type ArchiveRequest =
  | { op: 'stats' }
  /** Starts a sync (its own transaction), answers the newest second archived (the sync reads from it) and the folder for its files. */
  | { op: 'syncStart' }
  /** A batch written to the sync's folder: answered once the archive has started reading it. */
  | { op: 'stage'; batch: SyncBatch }
  /** Adds what was staged, the rows re-read (the boundary file: its rows, the least numbers they use) matched as a multiset, and commits. */
  | { op: 'syncCommit'; boundaryRows: number; least: Least }
  /** Ends the sync under way adding nothing (cancelled, or the read failed). */
  | { op: 'syncAbort' }
  /** Members: which of the service's members to read (insights need five of them). */
  | { op: 'readOpen'; range: DateRange; members: readonly ServiceMember[] }
  | { op: 'readNext'; cursor: number }
  /** The keys the sharing rule finds shared in the range, read from the key-days rather than the attempts. */
  | { op: 'sharedKeys'; range: DateRange; rule: SharingRule }
  | { op: 'exportParquet'; dir: string; range: DateRange }
  /** The archive screen: a page of the grid, the months its export writes, one month written (grid.ts). */
  | ({ op: 'gridPage' } & GridPageRequest)
  | { op: 'gridCount'; filter: ArchiveGridFilter; upTo: number }
  | { op: 'gridMonths'; filter: ArchiveGridFilter }
  | { op: 'exportMonth'; dir: string; filter: ArchiveGridFilter; month: string | null }
  | { op: 'forgetBefore'; date: string }
  | { op: 'close' };

export interface ArchiveAnswers {
  stats: ArchiveStats;
  syncStart: { since: string | null; dir: string };
  stage: { reading: number };
  /** Rows added; of them, those the re-read found: late ones (the oldest's second) and ones with no time. */
  syncCommit: { added: number; late: number; lateOldest: string | null; timeless: number };
  syncAbort: { aborted: boolean };
  readOpen: { cursor: number };
  /** The next rows of the cursor, newest first; null when it has no more (and is closed). */
  readNext: { rows: Partial<ServiceColumns> | null };
  /** Null when the key-days cannot say (a window other than a UTC day). */
  sharedKeys: { keys: string[] | null };
  exportParquet: { months: MonthCount[] };
  gridPage: { rows: GridColumns; total: number | null; upTo: number; more: boolean };
  gridCount: { total: number };
  gridMonths: { months: Array<{ month: string | null; rows: number }> };
  exportMonth: MonthCount;
  forgetBefore: { removed: number };
  close: { closed: true };
}

export interface ArchiveEnvelope {
  id: number;
  request: ArchiveRequest;
}

export type ArchiveReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** The child's first message: the archive is open, or why it cannot be. */
export type ArchiveHello = { hello: true; ok: true } | { hello: true; ok: false; message: string };
