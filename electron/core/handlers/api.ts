/** The `api` area: any catalog command on the active account, and the offline cache. */
import type { CommandName } from '../../../shared/api/catalog';
import type { apiChannels } from '../../../shared/ipc/api';
import { type AreaHandlers, fail, ok } from '../../../shared/ipc/define';
import type { ReadCache } from '../cache/store';
import type { Clock, CommandGateway } from '../deps';

export interface ApiHandlerDeps {
  gateway: CommandGateway;
  cache: ReadCache;
  clock: Clock;
}

export function createApiHandlers(deps: ApiHandlerDeps): AreaHandlers<typeof apiChannels> {
  return {
    call: async ({ command, params, cacheKey }) => {
      // params are checked against the command's catalog schema by the client: a bad one
      // comes back as invalid_request with nothing sent.
      const result = await deps.gateway.call(command as CommandName, params as never, { cacheKey });
      if (!result.ok) return fail(result.error);
      return ok({ response: result.value, meta: result.meta, fetchedAt: new Date(deps.clock.now()).toISOString() });
    },
    cached: async ({ cacheKey }) => ok(await deps.cache.get(deps.gateway.activeProfile().id, cacheKey)),
  };
}
