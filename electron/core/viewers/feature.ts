/**
 * The Viewers area in main: its services and the IPC handlers of shared/ipc/viewers.ts.
 * Built once by the composition root with the shared FeatureDeps.
 */
import type { AreaHandlers } from '../../../shared/ipc/define';
import type { viewersChannels } from '../../../shared/ipc/viewers';
import type { FeatureDeps } from '../deps';

export interface ViewersFeature {
  handlers: AreaHandlers<typeof viewersChannels>;
  /** Stops timers (polling…) when the app or a test shuts down. */
  dispose(): void;
}

export function createViewersFeature(_deps: FeatureDeps): ViewersFeature {
  return { handlers: {}, dispose: () => {} };
}
