/**
 * The Live area in main: its services and the IPC handlers of shared/ipc/live.ts.
 * Built once by the composition root with the shared FeatureDeps.
 */
import type { AreaHandlers } from '../../../shared/ipc/define';
import { fail, ok } from '../../../shared/ipc/define';
import type { liveChannels } from '../../../shared/ipc/live';
import { buildPlaylistView } from '../../../shared/domain/live/playlist';
import { CHANNEL_ORIGIN_APP } from '../../../shared/api/commands/channel';
import type { FeatureDeps } from '../deps';
import { GeoStore } from './geo-store';
import { applyGeo } from './geo-service';
import { goLive } from './go-live';
import { LedgerStore } from './ledger-store';
import type { Timers } from './poller';
import { listServices } from './services-list';
import { SessionsService, safeKeyPart } from './sessions-service';
import { splitRecording } from './split-service';

export interface LiveFeature {
  handlers: AreaHandlers<typeof liveChannels>;
  /** Stops timers (polling…) when the app or a test shuts down. */
  dispose(): void;
}

export function createLiveFeature(deps: FeatureDeps, timers?: Timers): LiveFeature {
  const sessions = new SessionsService(deps, timers);
  const ledger = new LedgerStore(deps.dataDir);
  const geo = new GeoStore(deps.dataDir);
  /** Words for stored services by id, learned from the last services read (labels of Go-live rows). */
  const serviceLabels = new Map<number, string>();

  const handlers: AreaHandlers<typeof liveChannels> = {
    services: (input) => listServices(deps, input.filters, serviceLabels),
    watch: async (input) => ok(await sessions.watch(input.target, input.intervalMs, input.paused)),
    checkStatus: async () => ok(await sessions.checkNow(true)),
    dismiss: async (input) => {
      sessions.tracker.dismiss(input.key);
      sessions.publish();
      return ok(sessions.snapshot());
    },
    connect: async (input) => ok(await goLive(deps, sessions, input.connects, serviceLabels, input.requestId)),
    disconnect: async (input) => {
      const entryName = input.entry_name ?? null;
      sessions.tracker.expectDisconnect({ entryName: input.entry_name, pushServiceId: input.push_service_id, stream: input.stream });
      const r = await deps.gateway.call('pushpublish.disconnect', input);
      if (r.ok && entryName === '*') {
        sessions.tracker.disconnectedAll();
        sessions.publish();
      }
      sessions.pollSoon(500);
      if (!r.ok) return fail(r.error);
      return ok({ message: r.value.message ?? (entryName === '*' ? 'Every push on this account disconnected' : 'Disconnected'), entryName });
    },
    split: (input) => splitRecording(deps, ledger, input),
    ledger: async () => ok(await ledger.list()),
    playlist: async (input) => {
      const app = input.app ?? CHANNEL_ORIGIN_APP;
      const cacheKey = `live:playlist:${safeKeyPart(app)}/${safeKeyPart(input.stream)}/${safeKeyPart(input.appinst ?? '')}`;
      const r = await deps.gateway.call('channel.currentchannels', input, { cacheKey });
      if (!r.ok) return fail(r.error);
      const view = buildPlaylistView(r.value.playlist);
      return ok({ ...view, app, stream: input.stream, appinst: input.appinst ?? null, fetchedAt: new Date(deps.clock.now()).toISOString() });
    },
    geoLastApplied: async (input) => ok(await geo.get(deps.gateway.activeProfile().id, input)),
    geoApply: (input) => applyGeo(deps, geo, input),
  };

  return { handlers, dispose: () => sessions.dispose() };
}
