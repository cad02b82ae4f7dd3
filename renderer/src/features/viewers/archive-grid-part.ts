/**
 * Attempts → Archive: the grid of archived attempts (a page at a time from main, keyed by
 * the archive's row number, the count of matches in its position line), its filters, and
 * "Export to Parquet" with progress from `viewers.archiveExport` events and Cancel. The
 * pages after the first read up to the first page's newest row, so a sync while paging
 * moves nothing under the pointer; Search reads afresh. A narrowing filter's count is asked
 * after its first page is shown (counting it tests the filter over every row), "counting…" till then. Part of the Viewers slice.
 */
import { ARCHIVE_PAGE_SIZES, type ArchiveExportProgress, type ArchiveGridFilter, type ArchivePage } from '../../../../shared/domain/archive/grid';
import type { IpcError } from '../../../../shared/ipc/define';
import type { McEvent } from '../../../../shared/ipc/events';
import { mc } from '../../bridge/mc';
import { type AccountTurn, accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';

export type ArchivePageSize = (typeof ARCHIVE_PAGE_SIZES)[number];

export interface ArchiveGridState {
  /** As typed; read on Search. */
  filter: ArchiveGridFilter;
  pageSize: ArchivePageSize;
  shown: ArchivePage | null;
  /** The filter the shown page was read with (paging keeps it). */
  shownFilter: ArchiveGridFilter;
  pending: boolean;
  /** The shown page's matches are being counted (a narrowing filter's count comes after its first page). */
  counting: boolean;
  error: IpcError | null;
}

export interface ArchiveExportState {
  path: string;
  progress: ArchiveExportProgress | null;
  error: IpcError | null;
}

export interface ArchiveGridPart {
  viewersArchiveGrid: ArchiveGridState;
  viewersArchiveExport: ArchiveExportState;
  setArchiveGridFilter(p: Partial<ArchiveGridFilter>): void;
  searchArchiveGrid(): Promise<void>;
  pageArchiveGrid(direction: 'next' | 'prev'): Promise<void>;
  setArchivePageSize(n: ArchivePageSize): Promise<void>;
  setArchiveExportPath(path: string): void;
  startArchiveExport(): Promise<void>;
  cancelArchiveExport(): Promise<void>;
  archiveExportEvent(event: McEvent): void;
  /** Insights from the archive over the filters' days (the archive answers insights by UTC days only). */
  archiveInsights(): Promise<void>;
}

export function freshArchiveGrid(): Pick<ArchiveGridPart, 'viewersArchiveGrid' | 'viewersArchiveExport'> {
  return {
    viewersArchiveGrid: { filter: {}, pageSize: 100, shown: null, shownFilter: {}, pending: false, counting: false, error: null },
    viewersArchiveExport: { path: '', progress: null, error: null },
  };
}

/** Whether Next has a page to show: main read one row past the page, so exact while the count is pending. */
export const archiveHasMore = (shown: ArchivePage | null): boolean => shown !== null && shown.more;

/** Empty text is no filter: the service-side schema refuses nothing the operator cleared. */
export function cleanFilter(f: ArchiveGridFilter): ArchiveGridFilter {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && (typeof v !== 'string' || v.trim() !== ''))) as ArchiveGridFilter;
}

export const createArchiveGridPart: SliceCreator<ArchiveGridPart> = (set, get, store) => {
  const grid = (p: Partial<ArchiveGridState>): void => set({ viewersArchiveGrid: { ...get().viewersArchiveGrid, ...p } });
  const exp = (p: Partial<ArchiveExportState>): void => set({ viewersArchiveExport: { ...get().viewersArchiveExport, ...p } });
  const read = async (filter: ArchiveGridFilter, page: number, upTo: number | null): Promise<void> => {
    const t = await accountTurn(store);
    grid({ pending: true });
    const r = await mc().viewers.archivePage({ filter, page, pageSize: get().viewersArchiveGrid.pageSize, upTo }, t.account);
    if (!t.current()) return;
    if (!r.ok) return grid({ pending: false, error: r.error });
    grid({ pending: false, error: null, shown: r.value, shownFilter: filter, counting: r.value.total === null });
    if (r.value.total === null) await count(filter, r.value.upTo, t);
  };
  /** The shown filter's count, asked once its first page is shown; a newer page or search keeps its own. */
  const count = async (filter: ArchiveGridFilter, upTo: number, t: AccountTurn): Promise<void> => {
    const r = await mc().viewers.archiveCount({ filter, upTo }, t.account);
    const g = get().viewersArchiveGrid;
    if (!t.current() || g.shown === null || g.shown.upTo !== upTo || g.shownFilter !== filter) return;
    grid(r.ok ? { counting: false, shown: { ...g.shown, total: r.value.total } } : { counting: false, error: r.error });
  };
  return {
    ...freshArchiveGrid(),
    setArchiveGridFilter: (p) => grid({ filter: { ...get().viewersArchiveGrid.filter, ...p } }),
    searchArchiveGrid: () => read(cleanFilter(get().viewersArchiveGrid.filter), 0, null),
    pageArchiveGrid: async (direction) => {
      const g = get().viewersArchiveGrid;
      if (g.shown === null) return;
      const page = Math.max(0, g.shown.page + (direction === 'next' ? 1 : -1));
      await read(g.shownFilter, page, g.shown.upTo);
    },
    setArchivePageSize: async (n) => {
      grid({ pageSize: n });
      await read(get().viewersArchiveGrid.shownFilter, 0, get().viewersArchiveGrid.shown?.upTo ?? null);
    },
    setArchiveExportPath: (path) => exp({ path, error: null }),
    startArchiveExport: async () => {
      const t = await accountTurn(store);
      const { path } = get().viewersArchiveExport;
      exp({ error: null, progress: null });
      const r = await mc().viewers.archiveExport({ filter: get().viewersArchiveGrid.shownFilter, path }, t.account);
      if (!t.current()) return;
      exp(r.ok ? { progress: r.value } : { error: r.error });
    },
    cancelArchiveExport: async () => {
      await mc().viewers.archiveExportCancel({});
    },
    archiveInsights: async () => {
      const f = cleanFilter(get().viewersArchiveGrid.filter);
      get().setInsightsSource({ from: 'archive', fromDate: f.fromDate ?? '', toDate: f.toDate ?? '' });
      await get().runInsights();
    },
    archiveExportEvent: (event) => {
      const shown = get().accountScope.profileId;
      if (event.type !== 'viewers.archiveExport' || (shown !== null && event.profileId !== shown)) return;
      exp({ progress: event.progress });
    },
  };
};
