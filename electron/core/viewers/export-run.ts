/**
 * One "export all matching" run: pages through sevu.search or sevu.errorlog with the
 * bounded pager and streams every row into a CSV file. Shared by the app (export
 * service) and the CLI (`master-control export`), which pass their own `call`.
 *
 * limit/seek is offset paging over a live, newest-first list with no cursor: the pager
 * checks every page against the one before (page-drift.ts), so attempts arriving during a
 * long export are stepped over, and pages that moved some other way stop the run. A run
 * that ends not complete (pages moved, or rows written differ from sevu.errorcount, read
 * once at the start) renames its file to its incomplete name (export-path.ts).
 */
import type { CommandParams, CommandResponse } from '../../../shared/api/catalog';
import type { Attempt, Ticket } from '../../../shared/api/records';
import { headerOf, toCells } from '../../../shared/domain/csv-format';
import { attemptColumns, ticketColumns } from '../../../shared/domain/viewers/columns';
import { type ExportCommand, type ExportProgress, exportMessage, rateAndEta } from '../../../shared/domain/viewers/export';
import { countParams, type AttemptParams } from '../../../shared/domain/viewers/filters';
import type { Clock, GatewayResult } from '../deps';
import { type CsvFile, markIncomplete, openCsvFile } from './csv-file';
import { notAListPage } from './list-page';
import { type FetchPage, runPager } from './pager';

type ViewersRead = 'sevu.search' | 'sevu.errorlog' | 'sevu.errorcount';

/** A client-shaped call: the gateway's `call`, or the CLI's API client (its CallResult is a GatewayResult). */
export type ViewersCall = <N extends ViewersRead>(
  command: N,
  params: CommandParams<N>,
  options?: { signal?: AbortSignal; account?: string },
) => Promise<GatewayResult<CommandResponse<N>>>;

export interface ExportRunOptions {
  id: string;
  call: ViewersCall;
  command: ExportCommand;
  /** Filters without limit/seek (the run pages itself). */
  params: Record<string, unknown>;
  /** Absolute, already checked (checkExportPath). */
  path: string;
  replace: boolean;
  pageSize: number;
  concurrency: number;
  signal: AbortSignal;
  clock: Clock;
  onProgress: (p: ExportProgress) => void;
  /** Least time between two progress reports while running. */
  progressEveryMs?: number;
}

/**
 * The service pushed back on this page: code 1000 ("larger than usual volume"), a 5xx, or
 * the client needed more than one attempt to read it. The adaptive pager sheds on it.
 */
function overloaded(r: GatewayResult<unknown>): boolean {
  if (r.ok) return r.meta.attempts > 1;
  const e = r.error;
  return (e.kind === 'http_status' && e.status >= 500) || ('code' in e && e.code === '1000') || (r.meta?.attempts ?? 1) > 1;
}

function pageFetcher(o: ExportRunOptions): FetchPage<string[]> {
  if (o.command === 'sevu.search') {
    return async (seek, limit, signal) => {
      const r = await o.call('sevu.search', { ...o.params, limit, seek }, { signal });
      const unlisted = r.ok ? notAListPage('tickets', r.value, seek) : null;
      if (unlisted !== null) return { ok: false, error: unlisted };
      return r.ok ? { ok: true, value: r.value.tickets.map((t: Ticket) => toCells(ticketColumns, t)), overloaded: overloaded(r) } : { ...r, overloaded: overloaded(r) };
    };
  }
  return async (seek, limit, signal) => {
    const r = await o.call('sevu.errorlog', { ...o.params, limit, seek }, { signal });
    const unlisted = r.ok ? notAListPage('errors', r.value, seek) : null;
    if (unlisted !== null) return { ok: false, error: unlisted };
    return r.ok ? { ok: true, value: r.value.errors.map((a: Attempt) => toCells(attemptColumns, a)), overloaded: overloaded(r) } : { ...r, overloaded: overloaded(r) };
  };
}

/** Attempts have a count (sevu.errorcount); it has no datetime member, so a date filter leaves the total unknown. */
async function totalOf(o: ExportRunOptions): Promise<number | null> {
  if (o.command !== 'sevu.errorlog' || o.params.datetime !== undefined) return null;
  const r = await o.call('sevu.errorcount', countParams(o.params as AttemptParams), { signal: o.signal });
  return r.ok ? r.value.error_count : null;
}

/** What an export request (the app's or the CLI's) asks of a run, with its checked path. */
export function runRequest(
  input: { command: ExportCommand; params: Record<string, unknown>; overwrite: boolean; pageSize: number; concurrency: number },
  path: string,
): Pick<ExportRunOptions, 'command' | 'params' | 'path' | 'replace' | 'pageSize' | 'concurrency'> {
  return { command: input.command, params: input.params, path, replace: input.overwrite, pageSize: input.pageSize, concurrency: input.concurrency };
}

export async function runExport(o: ExportRunOptions): Promise<ExportProgress> {
  const started = o.clock.now();
  const p: ExportProgress = {
    id: o.id, command: o.command, path: o.path, state: 'running', rows: 0, pages: 0, total: null,
    rowsPerSecond: 0, etaSeconds: null, startedAt: new Date(started).toISOString(), finishedAt: null, message: '', error: null,
  };
  const report = (message?: string): void => {
    Object.assign(p, rateAndEta(p.rows, o.clock.now() - started, p.total));
    if (p.state !== 'running') p.etaSeconds = p.state === 'done' ? 0 : null;
    p.message = message ?? exportMessage(p, p.error?.message);
    o.onProgress({ ...p });
  };
  let file: CsvFile;
  try {
    const header = o.command === 'sevu.search' ? headerOf(ticketColumns) : headerOf(attemptColumns);
    file = await openCsvFile(o.path, header, o.replace);
  } catch (e) {
    const message = `Could not open ${o.path} for writing (${(e as NodeJS.ErrnoException).code ?? 'error'}); nothing was exported.`;
    return finish(p, 'failed', { kind: 'io_error', message }, () => report(message), o.clock);
  }
  // The count is read beside the first pages; reaching it ends the run, and the summary
  // says rows written against it.
  const counted = totalOf(o).then((t) => { p.total = t; }, () => {});
  report();
  let lastReport = o.clock.now();
  try {
    const outcome = await runPager({
      fetchPage: pageFetcher(o),
      pageSize: o.pageSize,
      concurrency: o.concurrency,
      adaptive: true,
      signal: o.signal,
      total: () => p.total,
      onPage: async (rows) => {
        await file.write(rows);
        p.rows += rows.length;
        p.pages += 1;
        if (o.clock.now() - lastReport >= (o.progressEveryMs ?? 250)) {
          lastReport = o.clock.now();
          report();
        }
      },
    });
    await file.close();
    await counted;
    p.concurrency = outcome.concurrency;
    // A count below the rows read is wrong, not the end: the run read on to the empty page.
    const byEmptyPage = outcome.endedBy === 'empty_page' && (p.total === null || p.rows > p.total);
    p.complete = outcome.state === 'done' && (byEmptyPage || p.rows === p.total);
    if ((outcome.state === 'done' && !p.complete) || outcome.error?.kind === 'paging_drift') p.path = await markIncomplete(o.path).catch(() => o.path);
    return finish(p, outcome.state, outcome.error, report, o.clock);
  } catch (e) {
    await file.close().catch(() => {});
    return finish(p, 'failed', { kind: 'io_error', message: `Writing ${o.path} failed (${(e as NodeJS.ErrnoException).code ?? String(e)})` }, report, o.clock);
  }
}

function finish(p: ExportProgress, state: ExportProgress['state'], error: ExportProgress['error'], report: () => void, clock: Clock): ExportProgress {
  p.state = state;
  p.error = error;
  p.finishedAt = new Date(clock.now()).toISOString();
  p.complete ??= false;
  report();
  return { ...p };
}

