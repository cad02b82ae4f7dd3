/**
 * Attempts → Archive in main: the grid's pages and the Parquet export of what its filters
 * match, over the active account's archive process (service.ts opens it). An export writes
 * a month at a time (grid.ts), says after each how far it is (`viewers.archiveExport`), and
 * a Cancel stops it after the month it is writing: the months written stay whole files.
 */
import { dirname } from 'node:path';
import type { ArchiveExportProgress, ArchiveGridFilter, ArchivePage, ArchiveRow } from '../../../shared/domain/archive/grid';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { EventSink } from '../deps';
import { ensurePrivateDir } from '../fs/private-dir';
import type { ExportDestination } from '../viewers/export-path';
import { parquetFolder } from './export-dir';
import { monthFolder } from './parquet';
import type { GridColumns } from './grid';
import type { ArchiveService } from './service';

export interface ArchiveScreenDeps {
  archive: Pick<ArchiveService, 'session'>;
  events: EventSink;
  destination: ExportDestination;
  account: () => string;
}

const count = (n: number): string => n.toLocaleString('en-US');
const unavailable = (e: unknown) => fail({ kind: 'io_error', message: `The archive is ${(e as Error).message}.` });

/** Columns back to rows. */
function rowsOf(c: GridColumns): ArchiveRow[] {
  return c.id.map((id, i) => ({
    id, time: c.time[i]!, timeText: c.timeText[i]!, key: c.key[i]!, ip: c.ip[i]!, country: c.country[i]!, asn: c.asn[i]!,
    app: c.app[i]!, video: c.video[i]!, success: c.success[i]!, reason: c.reason[i]!, server: c.server[i]!,
  }));
}

export function createArchiveScreen(deps: ArchiveScreenDeps) {
  let exporting: AbortController | null = null;
  const page = async (input: { filter: ArchiveGridFilter; page: number; pageSize: number; upTo: number | null }): Promise<IpcResult<ArchivePage>> => {
    try {
      const archive = await deps.archive.session();
      const r = await archive.request({ op: 'gridPage', filter: input.filter, offset: input.page * input.pageSize, limit: input.pageSize, upTo: input.upTo });
      return ok({ rows: rowsOf(r.rows), total: r.total, upTo: r.upTo, more: r.more, page: input.page, pageSize: input.pageSize });
    } catch (e) {
      return unavailable(e);
    }
  };
  const countMatches = async (input: { filter: ArchiveGridFilter; upTo: number }): Promise<IpcResult<{ total: number }>> => {
    try {
      const archive = await deps.archive.session();
      return ok(await archive.request({ op: 'gridCount', filter: input.filter, upTo: input.upTo }));
    } catch (e) {
      return unavailable(e);
    }
  };
  const exportParquet = async (input: { filter: ArchiveGridFilter; path: string }): Promise<IpcResult<ArchiveExportProgress>> => {
    if (exporting !== null) return fail({ kind: 'conflict', message: 'A Parquet export is already running: wait for it or cancel it.' });
    const target = await parquetFolder(input.path, deps.destination);
    if (!target.ok) return fail(target.error);
    const controller = new AbortController();
    exporting = controller;
    const profileId = deps.account();
    const progress: ArchiveExportProgress = { state: 'running', dir: target.path, months: 0, monthsDone: 0, rows: 0, message: 'Counting the months to write…' };
    const tell = (p: Partial<ArchiveExportProgress>): ArchiveExportProgress => {
      Object.assign(progress, p);
      deps.events.emit({ type: 'viewers.archiveExport', profileId, progress: { ...progress } });
      return { ...progress };
    };
    try {
      const archive = await deps.archive.session();
      await ensurePrivateDir(dirname(target.path));
      const { months } = await archive.request({ op: 'gridMonths', filter: input.filter });
      tell({ months: months.length, message: `Writing ${months.length} months to ${target.path}…` });
      for (const m of months) {
        if (controller.signal.aborted) {
          return ok(tell({ state: 'cancelled', message: `Cancelled: ${progress.monthsDone} of ${months.length} months written to ${target.path} (${count(progress.rows)} attempts), each whole; the rest not written.` }));
        }
        const done = await archive.request({ op: 'exportMonth', dir: target.path, filter: input.filter, month: m.month });
        tell({ monthsDone: progress.monthsDone + 1, rows: progress.rows + done.rows, message: `Wrote ${monthFolder(done.month)} (${count(done.rows)} attempts): ${progress.monthsDone + 1} of ${months.length} months.` });
      }
      const words = months.length === 0 ? 'No attempts match these filters: nothing written.' : `Complete: ${count(progress.rows)} attempts in ${months.length} month files under ${target.path}.`;
      return ok(tell({ state: 'done', message: words }));
    } catch (e) {
      tell({ state: 'failed', message: `Not complete: ${(e as Error).message}. ${progress.monthsDone} of ${progress.months} months written.` });
      return unavailable(e);
    } finally {
      exporting = null;
    }
  };
  return {
    page,
    count: countMatches,
    exportParquet,
    cancel: async (): Promise<IpcResult<{ cancelled: boolean }>> => {
      exporting?.abort();
      return ok({ cancelled: exporting !== null });
    },
  };
}
