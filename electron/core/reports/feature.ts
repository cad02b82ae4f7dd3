/**
 * The Reports area in main: its services and the IPC handlers of shared/ipc/reports.ts.
 * Built once by the composition root with the shared FeatureDeps.
 */
import type { AreaHandlers } from '../../../shared/ipc/define';
import type { reportsChannels } from '../../../shared/ipc/reports';
import type { FeatureDeps } from '../deps';

export interface ReportsFeature {
  handlers: AreaHandlers<typeof reportsChannels>;
  /** Stops timers (polling…) when the app or a test shuts down. */
  dispose(): void;
}

export function createReportsFeature(_deps: FeatureDeps): ReportsFeature {
  return { handlers: {}, dispose: () => {} };
}
