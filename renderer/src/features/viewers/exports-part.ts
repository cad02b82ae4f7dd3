/**
 * "Export all matching": starts and cancels runs in main and keeps their progress, which
 * arrives as `viewers.export` events. Part of the Viewers slice. Runs belong to main, not
 * to a screen: whoever watches (a Viewers screen, on mount) first reloads the list from
 * `viewers.exports`, so leaving the screen and coming back finds a running export with
 * its progress and Cancel, and one that ended meanwhile with its outcome.
 */
import type { ExportCommand, ExportProgress } from '../../../../shared/domain/viewers/export';
import type { IpcResult } from '../../../../shared/ipc/define';
import type { ExportStartInput } from '../../../../shared/ipc/viewers';
import type { McEvent } from '../../../../shared/ipc/events';
import { mc } from '../../bridge/mc';
import { accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';

export interface ExportsPart {
  /** Newest progress per export id. */
  viewersExports: Record<string, ExportProgress>;
  /** The search each export started here was of (its filters, as a key), by export id. */
  viewersExportSearch: Record<string, string>;
  startExport(input: ExportStartInput): Promise<IpcResult<ExportProgress>>;
  cancelExport(id: string): Promise<IpcResult<ExportProgress>>;
  /** Reads main's list of this session's exports into the store. */
  loadExports(): Promise<void>;
  /** Applies an event from main; ignores other areas' events. */
  viewersEvent(event: McEvent): void;
  /** Subscribes to export progress and reloads the list; returns the unsubscribe function (screens call it on mount). */
  watchExports(): () => void;
}

/** Keeps the newest report: events can overtake a call's answer, and a reloaded list can be older than an event. */
export function withProgress(all: Record<string, ExportProgress>, p: ExportProgress): Record<string, ExportProgress> {
  const prev = all[p.id];
  if (prev !== undefined && prev.state !== 'running' && p.state === 'running') return all;
  if (prev !== undefined && prev.state === 'running' && p.state === 'running' && p.rows < prev.rows) return all;
  return { ...all, [p.id]: p };
}

/**
 * The export a grid's box shows: its running one (main allows one per grid), else its
 * newest, so an outcome stays in view until the next export replaces it.
 */
export function exportOf(all: Record<string, ExportProgress>, command: ExportCommand): ExportProgress | undefined {
  let newest: ExportProgress | undefined;
  for (const p of Object.values(all)) {
    if (p.command !== command) continue;
    if (p.state === 'running') return p;
    if (newest === undefined || p.startedAt > newest.startedAt) newest = p;
  }
  return newest;
}

/** The filters of a search as one key, whatever the order their members were set in. */
export function searchKey(params: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(params).sort().map((k) => [k, params[k]]));
}

/**
 * What the box shows: a running export always; one that ended only while the grid still
 * shows the search it exported ("Exported 5,000 rows" goes when a search of 531 replaces
 * it). An export started elsewhere (another window), whose search is not known here, stays.
 */
export function shownExport(all: Record<string, ExportProgress>, searches: Record<string, string>, command: ExportCommand, shown: Record<string, unknown> | null): ExportProgress | undefined {
  const p = exportOf(all, command);
  if (p === undefined || p.state === 'running') return p;
  const of = searches[p.id];
  return of === undefined || (shown !== null && of === searchKey(shown)) ? p : undefined;
}

export const createExportsPart: SliceCreator<ExportsPart> = (set, get, store) => {
  const keep = (p: ExportProgress): void => set({ viewersExports: withProgress(get().viewersExports, p) });
  return {
    viewersExports: {},
    viewersExportSearch: {},
    startExport: async (input) => {
      const t = await accountTurn(store);
      const r = await mc().viewers.exportStart(input, t.account);
      if (r.ok && t.current()) {
        set({ viewersExportSearch: { ...get().viewersExportSearch, [r.value.id]: searchKey(input.params ?? {}) } });
        keep(r.value);
      }
      return r;
    },
    cancelExport: async (id) => {
      const r = await mc().viewers.exportCancel({ id });
      if (r.ok) keep(r.value);
      return r;
    },
    loadExports: async () => {
      const r = await mc().viewers.exports({});
      // A failed reload keeps what the store already knows; the next event or mount tries again.
      if (r.ok) set({ viewersExports: r.value.reduce(withProgress, get().viewersExports) });
    },
    viewersEvent: (event) => {
      if (event.type === 'viewers.export') keep(event.progress);
    },
    watchExports: () => {
      // Subscribe first: an event sent while the list is on its way is then not lost.
      const unsubscribe = mc().events.subscribe((e) => get().viewersEvent(e));
      void get().loadExports();
      return unsubscribe;
    },
  };
};
