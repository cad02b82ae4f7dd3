/**
 * An "export all matching" run as every side sees it: main emits it as progress events,
 * the renderer shows it, the CLI prints it. Figures only — never a row, never a secret.
 */
import type { IpcError } from '../../ipc/define';
import { countReason, notComplete } from './not-complete';

export const EXPORT_COMMANDS = ['sevu.search', 'sevu.errorlog'] as const;
export type ExportCommand = (typeof EXPORT_COMMANDS)[number];

export type ExportState = 'running' | 'done' | 'cancelled' | 'failed';

export interface ExportProgress {
  id: string;
  command: ExportCommand;
  /** Absolute path of the CSV file being written. */
  path: string;
  state: ExportState;
  rows: number;
  pages: number;
  /** Rows expected (sevu.errorcount for attempts), or null when the API has no total. */
  total: number | null;
  rowsPerSecond: number;
  /** Seconds left at the current rate, or null when there is no total or no rate yet. */
  etaSeconds: number | null;
  startedAt: string;
  finishedAt: string | null;
  /** What happened, in words: where the file is and whether it holds everything. */
  message: string;
  error: IpcError | null;
  /** Pages in flight the adaptive pager settled on; set when the run ends. */
  concurrency?: number;
  /**
   * Set when the run ends: true only when the rows written agree with the count, or no count
   * exists and an empty page ended the run (a short page is not the end: a service may cap pages).
   */
  complete?: boolean;
}

/** Rate and time left from what has been written so far. */
export function rateAndEta(rows: number, elapsedMs: number, total: number | null): { rowsPerSecond: number; etaSeconds: number | null } {
  const rowsPerSecond = elapsedMs > 0 ? (rows * 1000) / elapsedMs : 0;
  if (total === null || rowsPerSecond <= 0) return { rowsPerSecond, etaSeconds: null };
  return { rowsPerSecond, etaSeconds: Math.max(0, (total - rows) / rowsPerSecond) };
}

/** Rows written against rows counted: "complete" when they agree, or an empty page ended a run with no count or one below the rows (said as a warning). */
function completeness(p: Pick<ExportProgress, 'rows' | 'total' | 'complete'>): string {
  const n = (v: number): string => v.toLocaleString('en-US');
  if (p.total === null) return p.complete === true ? 'Complete: the service has no count; an empty page ended it.' : 'Not known to be complete: the service has no count and no empty page ended it.';
  if (p.complete === true && p.rows > p.total) return `Complete: an empty page ended it. Warning: the service counted ${n(p.total)}, fewer than the ${n(p.rows)} written.`;
  if (p.complete === true) return `Complete: ${n(p.rows)} written of ${n(p.total)} counted.`;
  return notComplete(countReason(p.rows, p.total, 'written'));
}

/** The closing sentence of an export, saying whether the file is complete. */
export function exportMessage(p: Pick<ExportProgress, 'state' | 'rows' | 'pages' | 'path' | 'total' | 'complete'> & { error?: IpcError | null }, reason?: string): string {
  const rows = `${p.rows.toLocaleString('en-US')} row${p.rows === 1 ? '' : 's'}`;
  switch (p.state) {
    case 'running':
      return `Exporting to ${p.path}: ${rows} written so far.`;
    case 'done':
      return `Exported ${rows} in ${p.pages.toLocaleString('en-US')} page${p.pages === 1 ? '' : 's'} to ${p.path}. ${completeness(p)}`;
    case 'cancelled':
      return `Cancelled. ${p.path} is a valid CSV file holding the first ${rows} only — not everything that matches.`;
    case 'failed':
      // The pages moved under it: its words already say "Not complete" and why.
      if (p.error?.kind === 'paging_drift') return `${p.error.message} ${p.path} is a valid CSV file holding the ${rows} read before it.`;
      return `Stopped: ${reason ?? 'the export failed'}. ${p.path} is a valid CSV file holding the first ${rows} only.`;
  }
}
