/** Stored push services for the grid: passwords masked here too (defence in depth), labelled as board destinations. */
import type { z } from 'zod';
import type { pushServiceFilter } from '../../../shared/api/commands/push';
import type { PushService } from '../../../shared/api/records';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { PushServiceView, ServicesValue } from '../../../shared/ipc/live';
import type { FeatureDeps } from '../deps';

export const SERVICES_CACHE_KEY = 'live:services';

export function maskService(s: PushService & { password_set?: unknown }): PushServiceView {
  const passwordSet = s.password_set === true || (typeof s.password === 'string' && s.password !== '');
  return { ...s, password: null, password_set: passwordSet };
}

export function serviceLabel(s: Pick<PushService, 'push_service_id' | 'service_name' | 'dst_host' | 'dst_app'>): string {
  const where = [s.service_name, s.dst_host].filter((x) => x).join(' → ');
  return where ? `#${s.push_service_id} ${where}` : `service #${s.push_service_id}`;
}

export async function listServices(
  deps: FeatureDeps,
  filters: Array<z.output<ReturnType<typeof pushServiceFilter>>> | undefined,
): Promise<IpcResult<ServicesValue>> {
  const filtered = filters !== undefined && filters.length > 0;
  // Only the unfiltered list is cached: it is what the screen shows when it opens offline.
  const r = await deps.gateway.call('pushpublish.services', filtered ? { filters } : {}, filtered ? {} : { cacheKey: SERVICES_CACHE_KEY });
  if (!r.ok) return fail(r.error);
  const services = r.value.services.map(maskService);
  return ok({ services, fetchedAt: new Date(deps.clock.now()).toISOString() });
}
