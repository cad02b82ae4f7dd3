/**
 * The Viewers area in main: its services and the IPC handlers of shared/ipc/viewers.ts.
 * Built once by the composition root with the shared FeatureDeps. Grid reads and ticket
 * or stream-user actions use the generic api.call channel; what lives here is the work
 * that must not ship rows to the renderer: exports of any size and the reason breakdown.
 */
import { type AreaHandlers, fail, ok } from '../../../shared/ipc/define';
import type { viewersChannels } from '../../../shared/ipc/viewers';
import type { FeatureDeps } from '../deps';
import { reasonBreakdown } from './breakdown';
import { checkExportPath } from './export-path';
import type { ViewersCall } from './export-run';
import { createExportService } from './export-service';
import { createInsightsService } from '../insights/service';
import { sharedIpData, shippedIpDataDir } from '../insights/ip-data';
import { createArchiveService } from '../archive/service';
import { createArchiveScreen } from '../archive/screen';

export interface ViewersFeature {
  handlers: AreaHandlers<typeof viewersChannels>;
  /** Stops running exports (their files stay valid CSV) when the app or a test shuts down. */
  dispose(): void;
}

export function createViewersFeature(deps: FeatureDeps): ViewersFeature {
  const call: ViewersCall = (command, params, options) => deps.gateway.call(command, params, options);
  const exports = createExportService({ call, events: deps.events, clock: deps.clock, destination: deps.exports, account: () => deps.gateway.activeProfile().id });
  const ipData = deps.ipData ?? sharedIpData(shippedIpDataDir());
  const archive = createArchiveService({ call, events: deps.events, ipData, dataDir: deps.dataDir, account: () => deps.gateway.activeProfile(), launcher: deps.archiveLauncher });
  const screen = createArchiveScreen({ archive, events: deps.events, destination: deps.exports, account: () => deps.gateway.activeProfile().id });
  const insights = createInsightsService({ call, events: deps.events, ipData, account: () => deps.gateway.activeProfile().id, fromArchive: (o) => archive.insights(o) });
  const breakdowns = new AbortController();
  /**
   * The breakdown being read. A new one supersedes it (the Attempts screen shows one, for
   * the latest search): its remaining pages would otherwise queue ahead of the next
   * search's first page, the one the operator is waiting for.
   */
  let current: AbortController | null = null;
  const breakdown = async (params: Record<string, unknown>, sample: number) => {
    current?.abort();
    const mine = new AbortController();
    current = mine;
    const stop = (): void => mine.abort();
    breakdowns.signal.addEventListener('abort', stop, { once: true });
    try {
      return await reasonBreakdown({ call, params, sample, signal: mine.signal });
    } finally {
      breakdowns.signal.removeEventListener('abort', stop);
      if (current === mine) current = null;
    }
  };
  const handlers: AreaHandlers<typeof viewersChannels> = {
    exportStart: (input) => exports.start(input),
    exportCancel: ({ id }) => exports.cancel(id),
    exports: async () => ok(exports.list()),
    checkExportPath: async ({ path, overwrite }) => {
      const r = await checkExportPath(path, overwrite, deps.exports);
      return r.ok ? ok({ path: r.path, exists: r.exists }) : fail(r.error);
    },
    insightsRun: (input) => insights.run(input),
    insightsCancel: () => insights.cancel(),
    archiveStatus: () => archive.status(),
    archiveSync: ({ rereadFrom }) => archive.sync({ rereadFrom }),
    archiveSettings: () => archive.settings(),
    archiveSetSettings: (change) => archive.setSettings(change),
    archiveCancel: () => archive.cancel(),
    archiveAutoSync: async ({ everyMinutes }) => archive.autoSync(everyMinutes),
    archiveForget: ({ before }) => archive.forget(before),
    archivePage: (input) => screen.page(input),
    archiveCount: (input) => screen.count(input),
    archiveExport: (input) => screen.exportParquet(input),
    archiveExportCancel: () => screen.cancel(),
    reasonBreakdown: async ({ params, sample }) => {
      const r = await breakdown(params, sample);
      return r.ok ? ok(r.value) : fail(r.error);
    },
  };
  return {
    handlers,
    dispose: () => {
      exports.dispose();
      insights.dispose();
      void archive.dispose();
      breakdowns.abort();
    },
  };
}
