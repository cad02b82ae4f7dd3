/**
 * The attempt archive as the console shows it: what it holds, a sync's progress, and why
 * it is unavailable when it is. The attempts themselves never travel to the window.
 */

export interface ArchiveStats {
  rows: number;
  /** UTC `YYYY-MM-DD HH:MM:SS` of the oldest and newest attempt, null when empty. */
  oldest: string | null;
  newest: string | null;
  /** The archive file's size on disk. */
  bytes: number;
}

/** The archive of the active account, or why there is none; and how often it syncs by itself (minutes; null: only when asked). */
export type ArchiveStatus = ({ available: true; stats: ArchiveStats } | { available: false; why: string }) & { everyMinutes: AutoSyncMinutes | null };

/** The choices of "Sync every", in minutes. */
export const AUTO_SYNC_MINUTES = [5, 15, 60] as const;
export type AutoSyncMinutes = (typeof AUTO_SYNC_MINUTES)[number];

export interface SyncProgress {
  state: 'running' | 'done' | 'cancelled' | 'failed';
  /** Attempts read from the service so far. */
  read: number;
  /** Attempts added to the archive (known when done). */
  added: number;
  /** The second the sync read from, null on a first sync. */
  since: string | null;
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
  return `${s.rows.toLocaleString('en-US')} attempts, ${s.oldest!.slice(0, 16)} to ${s.newest!.slice(0, 16)} UTC, ${megabytes(s.bytes)} on disk.`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
