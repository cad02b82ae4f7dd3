/**
 * The attempt archive as the console shows it: what it holds, a sync's progress, and why
 * it is unavailable when it is. The attempts themselves never travel to the window.
 */
import { counted } from '../plural';

export interface ArchiveStats {
  rows: number;
  /** UTC `YYYY-MM-DD HH:MM:SS` of the oldest and newest attempt, null when empty. */
  oldest: string | null;
  newest: string | null;
  /** Attempts the service wrote no readable time for, kept with their text (not in oldest/newest). */
  timeless: number;
  /** The archive file's size on disk. */
  bytes: number;
}

/** The archive of the active account, or why there is none; and how often it syncs by itself (minutes; null: only when asked). */
export type ArchiveStatus = ({ available: true; stats: ArchiveStats } | { available: false; why: string }) & { everyMinutes: AutoSyncMinutes | null };

/** The choices of "Sync every", in minutes. */
export const AUTO_SYNC_MINUTES = [5, 15, 60] as const;
export type AutoSyncMinutes = (typeof AUTO_SYNC_MINUTES)[number];

/**
 * An account's archive settings. `windowHours`: how far before the newest archived second
 * every sync reads again, for attempts the service wrote late. `retentionDays`: how long
 * the service keeps its log; what is older cannot be read again, and a sync says so.
 */
export interface ArchiveSettings {
  windowHours: number;
  retentionDays: number;
}

export const ARCHIVE_SETTING_LIMITS = {
  windowHours: { min: 1, max: 24 * 30, default: 24 },
  retentionDays: { min: 1, max: 3650, default: 30 },
} as const;

export interface SyncProgress {
  state: 'running' | 'done' | 'cancelled' | 'failed';
  /** Attempts read from the service so far. */
  read: number;
  /** Attempts added to the archive (known when done). */
  added: number;
  /** The second the sync read from (`datetime` sent), null when it read everything. */
  since: string | null;
  /** Of the attempts added, those in seconds already archived (late), the oldest's second, and those with no time. */
  late?: number;
  lateOldest?: string | null;
  timeless?: number;
  /** The oldest second the service still keeps (its retention): anything the archive lacks before it cannot be reconciled. Null when the read did not reach past it. */
  pastRetention?: string | null;
  message: string;
}

/**
 * Why "Forget before date" waits while a sync runs: the sync's commit counts the key-days
 * again, which a forget in between would contradict. The service refuses in these words
 * and the panel says them before anyone arms it.
 */
export const FORGET_WHILE_SYNCING = 'A sync of the archive is running: forget after it ends, or cancel it first.';

/** The archive in words: "12,345 attempts, 2026-09-01 08:00 to 2026-11-28 09:12 UTC, 1.2 MB on disk." */
export function archiveWords(s: ArchiveStats): string {
  if (s.rows === 0) return `No attempts archived yet (${megabytes(s.bytes)} on disk).`;
  const noTime = s.timeless > 0 ? `, ${s.timeless.toLocaleString('en-US')} with no time` : '';
  if (s.oldest === null) return `${counted(s.rows, 'attempt')}${noTime}, ${megabytes(s.bytes)} on disk.`;
  return `${counted(s.rows, 'attempt')}, ${s.oldest.slice(0, 16)} to ${s.newest!.slice(0, 16)} UTC${noTime}, ${megabytes(s.bytes)} on disk.`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
