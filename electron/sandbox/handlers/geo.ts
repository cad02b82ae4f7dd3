/** geoblock.update: ISO 3166-1 alpha-2 codes applied, unknown ones answered in invalid_codes. */
import { findApp } from '../account';
import { geoTarget, splitCodes } from '../state/geo';
import { GENERAL, type Handler, fail, ok } from './reply';

/** Where preGeo leaves the codes it took out (the HTTP layer strips unknown members later). */
const REJECTED = '__rejected_geo_codes';

/**
 * Codes that are not two letters would fail the catalog check and lose the whole request;
 * the service instead answers them in invalid_codes, so they are taken out first.
 */
export function preGeo(raw: Record<string, unknown>): void {
  if (!Array.isArray(raw.geo_codes)) return;
  const bad = raw.geo_codes.filter((c) => typeof c !== 'string' || !/^\s*[A-Za-z]{2}\s*$/.test(c));
  raw.geo_codes = raw.geo_codes.filter((c) => !bad.includes(c));
  raw[REJECTED] = bad.map(String);
}

export const geoblockUpdate: Handler<'geoblock.update'> = (req, { state }, raw) => {
  // cdn_id names the account a second time (the spec's name); the common cdn already passed.
  if (req.cdn_id !== undefined && req.cdn_id !== state.credentials.cdn) return fail(GENERAL.auth.message, GENERAL.auth.code);
  if (findApp(state.apps, req.app) === undefined) return fail(`Application not found: ${req.app}`);
  const target = geoTarget(req.app, req.stream);
  const early = Array.isArray(raw[REJECTED]) ? (raw[REJECTED] as string[]) : [];
  const { valid, invalid } = splitCodes(req.geo_codes ?? []);
  const invalid_codes = [...early, ...invalid];
  if (valid.length === 0 && invalid_codes.length > 0) {
    // Never turn "only bad codes" into "allow all": nothing changes.
    return ok(`${target}: no valid geo code given; nothing changed`, { invalid_codes });
  }
  state.geo.set(target, valid.length === 0 ? null : valid);
  const said = valid.length === 0 ? 'all countries allowed' : `allowed ${valid.join(', ')}`;
  return ok(`${target}: ${said}`, { invalid_codes });
};
