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
import type { PerAccountStore } from '../profiles/account-data';
import type { LiveFeature, LiveSources } from './live-sources';
import { GeoStore } from './geo-store';
import { applyGeo } from './geo-service';
import { goLive } from './go-live';
import { operatorDisconnect } from './operator-disconnect';
import { LedgerStore } from './ledger-store';
import { systemTimers, type Timers } from './poller';
import { listServices, maskService, serviceLabel } from './services-list';
import type { PushServiceView } from '../../../shared/ipc/live';
import { SessionsService } from './sessions-service';
import { safeKeyPart } from './account-show';
import { splitRecording } from './split-service';
import { Reconnects } from './reconnects';
import { retry } from './retry';
import { WatchStore } from './watch-store';
import { GroupStore } from './group-store';
import { createGroupHandlers } from './groups';

export type { LiveFeature, LiveSources } from './live-sources';

function boardService(s: PushServiceView) {
  return { key: `svc:${s.push_service_id}`, label: serviceLabel(s), pushServiceId: s.push_service_id, app: s.app || null, stream: s.stream || null };
}

export function createLiveFeature(deps: FeatureDeps, timers?: Timers, sources: LiveSources = {}): LiveFeature {
  const sessions = new SessionsService(deps, timers, sources.onRead, sources.watches ?? new WatchStore(deps.dataDir), sources.rand, sources.accountName);
  // The show resumes at start: every account's saved watch is read at once.
  void sessions.resume().catch(() => undefined);
  const reconnects = new Reconnects(deps, sessions, timers ?? systemTimers, { accountDefault: sources.reconnectDefault, onEnded: sources.episodeEnded, store: sources.reconnectSettings });
  void reconnects.resume().catch(() => undefined);
  const ledger = new LedgerStore(deps.dataDir);
  const geo = sources.geo ?? new GeoStore(deps.dataDir);
  const { lastServices } = sources;

  const handlers: AreaHandlers<typeof liveChannels> = {
    services: async (input) => {
      const r = await listServices(deps, input.filters);
      const filtered = input.filters !== undefined && input.filters.length > 0;
      const known = r.ok ? r.value.services : filtered ? null : ((await lastServices?.())?.map(maskService) ?? null);
      // Every stored service is a destination of the board (OFF until something runs).
      if (known) sessions.dispatch({ type: 'services', at: deps.clock.now(), services: known.map(boardService) });
      return r;
    },
    watch: async (input) => ok(await sessions.watch(input.target, input.intervalMs)),
    view: async (input) => {
      if (input.state === 'gone') sessions.views.leave(input.viewId);
      else sessions.views.report(input.viewId, input.state === 'visible');
      return ok(null);
    },
    select: async (input) => {
      sessions.select(input.ids, sessions.callAccount());
      return ok(sessions.snapshot());
    },
    retry: (input) => retry(deps, sessions, input.key),
    reconnect: async (input) => {
      await reconnects.setEnabled(sessions.callAccount(), input.key, input.enabled);
      return ok({ key: input.key, enabled: input.enabled });
    },
    checkStatus: async () => ok(await sessions.checkNow()),
    connect: async (input) => ok(await goLive(deps, sessions, input.connects)),
    disconnect: async (input) => {
      const entryName = input.entry_name ?? null;
      // Every operator's disconnect comes through here (Retry's own of a held push does not): it ends the tries first.
      const r = await operatorDisconnect(deps, sessions, reconnects, input);
      if (!r.ok) return fail(r.error);
      return ok({ message: r.value.message ?? (entryName === '*' ? 'Every push on this account disconnected' : 'Disconnected'), entryName });
    },
    split: (input) => splitRecording(deps, ledger, input),
    // The active account's splits only (a rehearsal mirror is an account of its own): the
    // history across accounts is Activity's, filtered by account.
    ledger: async () => {
      const active = deps.gateway.activeProfile().id;
      return ok((await ledger.list()).filter((r) => r.profileId === active));
    },
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

  const groups = createGroupHandlers(deps, sessions, sources.groups ?? new GroupStore(deps.dataDir), reconnects);
  const memory: PerAccountStore = {
    clearProfiles: async (stale) => {
      reconnects.forget(stale);
      sessions.forget(stale);
      await sessions.boards.clearProfiles(stale);
      sessions.publish();
    },
  };
  return { handlers, groups, memory, boards: sessions.boards, readFacts: (a) => sessions.readFacts(a), dispose: () => (reconnects.dispose(), sessions.dispose()), accountSwitched: () => void sessions.accountSwitched().catch(() => undefined) };
}
