/**
 * The Live area in main: its services and the IPC handlers of shared/ipc/live.ts.
 * Built once by the composition root with the shared FeatureDeps.
 */
import type { AreaHandlers } from '../../../shared/ipc/define';
import type { liveChannels } from '../../../shared/ipc/live';
import type { FeatureDeps } from '../deps';

export interface LiveFeature {
  handlers: AreaHandlers<typeof liveChannels>;
  /** Stops timers (polling…) when the app or a test shuts down. */
  dispose(): void;
}

export function createLiveFeature(_deps: FeatureDeps): LiveFeature {
  return { handlers: {}, dispose: () => {} };
}
