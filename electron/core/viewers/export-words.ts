/** What an export reports in words: a progress line for people, a JSON summary for scripts (the CLI). */
import type { ExportProgress } from '../../../shared/domain/viewers/export';

const n = (v: number): string => Math.round(v).toLocaleString('en-US');

/** Seconds as m:ss or h:mm:ss (operator principles, durations). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

export function progressLine(p: ExportProgress): string {
  if (p.state !== 'running') return p.message;
  const of = p.total === null ? '' : ` of ${n(p.total)}`;
  const left = p.etaSeconds === null ? '' : ` · about ${clockText(p.etaSeconds)} left`;
  return `${n(p.rows)}${of} rows · ${n(p.pages)} pages · ${n(p.rowsPerSecond)} rows/s${left}`;
}

export interface ExportSummary {
  state: ExportProgress['state'];
  command: ExportProgress['command'];
  path: string;
  rows: number;
  /** Rows the service counted (sevu.errorcount), or null when it has no count. */
  rows_counted: number | null;
  pages: number;
  seconds: number;
  rows_per_second: number;
  complete: boolean;
  message: string;
  error_kind: string | null;
  /** Pages in flight the adaptive pager settled on. */
  concurrency: number | null;
}

export function summaryOf(p: ExportProgress): ExportSummary {
  const seconds = p.finishedAt === null ? 0 : (Date.parse(p.finishedAt) - Date.parse(p.startedAt)) / 1000;
  return {
    state: p.state,
    command: p.command,
    path: p.path,
    rows: p.rows,
    rows_counted: p.total,
    pages: p.pages,
    seconds,
    rows_per_second: Math.round(p.rowsPerSecond),
    complete: p.state === 'done' && p.complete === true,
    message: p.message,
    error_kind: p.error?.kind ?? null,
    concurrency: p.concurrency ?? null,
  };
}
