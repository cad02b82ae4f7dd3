/** Last successful reads kept by main's cache, for STALE display when the account is unreachable. */
import type { CommandResponse } from '../../../../shared/api/catalog';
import type { LiveTarget } from '../../../../shared/domain/live/sessions';
import type { IpcResult } from '../../../../shared/ipc/define';
import type { ServicesValue } from '../../../../shared/ipc/live';
import { mc } from '../../bridge/mc';
import { activeCacheKey } from './offline-state';

export const SERVICES_CACHE_KEY = 'live:services';

/** The last stream.active answer cached for this target, or null. */
export async function cachedActive(t: LiveTarget): Promise<{ response: CommandResponse<'stream.active'>; fetchedAt: string } | null> {
  const r = await mc().api.cached<CommandResponse<'stream.active'>>({ cacheKey: activeCacheKey(t.app, t.inst) });
  return r.ok && r.value !== null && Array.isArray(r.value.response.streams) ? r.value : null;
}

/** The services list from the last successful read, for STALE display when offline. */
export async function cachedServices(): Promise<ServicesValue | null> {
  const r: IpcResult<{ response: { services: ServicesValue['services'] }; fetchedAt: string } | null> = await mc().api.cached({ cacheKey: SERVICES_CACHE_KEY });
  if (!r.ok || r.value === null) return null;
  const services = (r.value.response.services ?? []).map((s) => ({ ...s, password: null, password_set: Boolean(s.password_set) }));
  return { services, fetchedAt: r.value.fetchedAt };
}
