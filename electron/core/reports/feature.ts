/**
 * The Reports area in main. Reports are plain catalog reads: the renderer's slice calls
 * them through the generic `api.call` channel with a cache key (the gateway validates,
 * signs, caches the decoded answer for offline display), and shapes them with the pure
 * functions in shared/domain/reports — so the area needs no channels of its own and no
 * main-side state. Kept as the seam the composition root builds, should one be needed.
 */
import type { AreaHandlers } from '../../../shared/ipc/define';
import type { reportsChannels } from '../../../shared/ipc/reports';
import type { FeatureDeps } from '../deps';

export interface ReportsFeature {
  handlers: AreaHandlers<typeof reportsChannels>;
  /** Nothing to stop: the area keeps no timers or files. */
  dispose(): void;
}

export function createReportsFeature(_deps: FeatureDeps): ReportsFeature {
  return { handlers: {}, dispose: () => {} };
}
