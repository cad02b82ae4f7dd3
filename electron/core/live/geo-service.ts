/** geoblock.update, remembering what was applied per account and target (the API cannot read it back). */
import type { CommandParams } from '../../../shared/api/catalog';
import { type GeoApplied, normalizeCodes } from '../../../shared/domain/live/geo';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { GeoApplyValue } from '../../../shared/ipc/live';
import type { FeatureDeps } from '../deps';
import { boundAccount } from '../ipc/bound-account';
import type { GeoStore } from './geo-store';

export async function applyGeo(deps: FeatureDeps, store: GeoStore, params: CommandParams<'geoblock.update'>): Promise<IpcResult<GeoApplyValue>> {
  // The baseline is the account's the call was bound to, whatever is active when the answer comes.
  const profileId = boundAccount() ?? deps.gateway.activeProfile().id;
  const r = await deps.gateway.call('geoblock.update', params);
  if (!r.ok) return fail(r.error);
  const applied: GeoApplied = {
    codes: params.geo_codes === undefined ? null : normalizeCodes(params.geo_codes),
    at: new Date(deps.clock.now()).toISOString(),
    invalidCodes: normalizeCodes(r.value.invalid_codes),
  };
  const message = r.value.message ?? (applied.codes === null ? 'Allowed from everywhere' : `Allowed codes set (${applied.codes.length})`);
  try {
    await store.set(profileId, { app: params.app, stream: params.stream }, applied);
  } catch (err) {
    // Applied on the server; only the local baseline for the next preview is missing.
    return ok({ applied, message: `${message} (not remembered locally: ${err instanceof Error ? err.message : String(err)})` });
  }
  return ok({ applied, message });
}
