/**
 * The Live area as the handlers build it: main's show with what hears every read and every
 * change of a board — the follower of a sent call, the audit of what a read found, the
 * notices that end with their cause, every account's line for the views and the alert policy.
 */
import type { PushService } from '../../../shared/api/records';
import type { Board } from '../../../shared/domain/live/board';
import { BoardAudit, boardName } from '../audit/board-audit';
import type { DestinationFollower } from '../audit/follow-up';
import { createLiveFeature } from '../live/feature';
import { auditEpisodes } from '../live/reconnect-audit';
import { accountReconnectDefault } from '../live/reconnect-settings';
import { SERVICES_CACHE_KEY } from '../live/services-list';
import type { ShowSummary } from '../live/show-summary';
import type { NoticeEnds } from '../notices/notice-ends';
import type { HandlerDeps } from './handler-deps';

export interface BoardListeners {
  follower: DestinationFollower;
  boardAudit: BoardAudit;
  notices: NoticeEnds;
  shows: ShowSummary;
  /** The alert policy, told every read (a stop on purpose is taken from a read only). */
  alertReads: (profileId: string, prev: Board, next: Board) => void;
}

export function wireLive(deps: HandlerDeps, { follower, boardAudit, notices, shows, alertReads }: BoardListeners): ReturnType<typeof createLiveFeature> {
  const { profiles } = deps.accounts;
  const live = createLiveFeature(deps.features, undefined, {
    reconnectDefault: (id) => accountReconnectDefault(profiles.get(id), (home) => profiles.get(home)),
    accountName: (id) => profiles.get(id)?.name,
    episodeEnded: auditEpisodes(deps.audit, (id) => profiles.get(id)?.name ?? id, (err) => deps.accounts.log.error('audit: could not record how a reconnect ended', err)),
    geo: deps.geo,
    watches: deps.watches,
    reconnectSettings: deps.reconnectSettings,
    groups: deps.groups,
    onRead: (profileId, prev, next, cause) => {
      follower.boardRead(profileId, prev, next, cause);
      boardAudit.boardRead(profileId, prev, next);
      notices.boardChanged(profileId, next, true);
      shows.read(profileId, next, deps.features.clock.now());
      alertReads(profileId, prev, next);
    },
    lastServices: async () => {
      const cached = await deps.api.cache.get(deps.api.gateway.activeProfile().id, SERVICES_CACHE_KEY);
      return (cached?.response as { services?: PushService[] } | undefined)?.services ?? null;
    },
  });
  deps.accounts.accountData.also(live.memory);
  deps.accounts.accountData.also({ clearProfiles: async (stale) => (boardAudit.forget(stale), notices.forget(stale)) });
  deps.audit.nameDestinations((id, params) => boardName(live.boards.board(id), params));
  live.boards.listen((id, prev, next) => {
    boardAudit.boardChanged(id, prev, next);
    notices.boardChanged(id, next);
  });
  return live;
}
