/**
 * "Export all matching": starts and cancels runs in main and keeps their progress, which
 * arrives as `viewers.export` events. Part of the Viewers slice.
 */
import type { ExportProgress } from '../../../../shared/domain/viewers/export';
import type { IpcResult } from '../../../../shared/ipc/define';
import type { ExportStartInput } from '../../../../shared/ipc/viewers';
import type { McEvent } from '../../../../shared/ipc/events';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';

export interface ExportsPart {
  /** Newest progress per export id. */
  viewersExports: Record<string, ExportProgress>;
  startExport(input: ExportStartInput): Promise<IpcResult<ExportProgress>>;
  cancelExport(id: string): Promise<IpcResult<ExportProgress>>;
  /** Applies an event from main; ignores other areas' events. */
  viewersEvent(event: McEvent): void;
  /** Subscribes to export progress; returns the unsubscribe function (screens call it on mount). */
  watchExports(): () => void;
}

/** Keeps the newest report: events can overtake a call's answer. */
export function withProgress(all: Record<string, ExportProgress>, p: ExportProgress): Record<string, ExportProgress> {
  const prev = all[p.id];
  if (prev !== undefined && prev.state !== 'running' && p.state === 'running') return all;
  if (prev !== undefined && prev.state === 'running' && p.state === 'running' && p.rows < prev.rows) return all;
  return { ...all, [p.id]: p };
}

export const createExportsPart: SliceCreator<ExportsPart> = (set, get) => ({
  viewersExports: {},
  startExport: async (input) => {
    const r = await mc().viewers.exportStart(input);
    if (r.ok) set({ viewersExports: withProgress(get().viewersExports, r.value) });
    return r;
  },
  cancelExport: async (id) => {
    const r = await mc().viewers.exportCancel({ id });
    if (r.ok) set({ viewersExports: withProgress(get().viewersExports, r.value) });
    return r;
  },
  viewersEvent: (event) => {
    if (event.type === 'viewers.export') set({ viewersExports: withProgress(get().viewersExports, event.progress) });
  },
  watchExports: () => mc().events.subscribe((e) => get().viewersEvent(e)),
});
