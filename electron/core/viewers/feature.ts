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

export interface ViewersFeature {
  handlers: AreaHandlers<typeof viewersChannels>;
  /** Stops running exports (their files stay valid CSV) when the app or a test shuts down. */
  dispose(): void;
}

export function createViewersFeature(deps: FeatureDeps): ViewersFeature {
  const call: ViewersCall = (command, params, options) => deps.gateway.call(command, params, options);
  const exports = createExportService({ call, events: deps.events, clock: deps.clock, destination: deps.exports });
  const breakdowns = new AbortController();
  const handlers: AreaHandlers<typeof viewersChannels> = {
    exportStart: (input) => exports.start(input),
    exportCancel: ({ id }) => exports.cancel(id),
    exports: async () => ok(exports.list()),
    checkExportPath: async ({ path, overwrite }) => {
      const r = await checkExportPath(path, overwrite, deps.exports);
      return r.ok ? ok({ path: r.path, exists: r.exists }) : fail(r.error);
    },
    reasonBreakdown: async ({ params, sample }) => {
      const r = await reasonBreakdown({ call, params, sample, signal: breakdowns.signal });
      return r.ok ? ok(r.value) : fail(r.error);
    },
  };
  return {
    handlers,
    dispose: () => {
      exports.dispose();
      breakdowns.abort();
    },
  };
}
