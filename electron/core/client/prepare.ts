/**
 * Request preparation, in small steps: fill the account member, validate against the
 * catalog (which also puts members in catalog order), then build and sign.
 */
import { catalog, type CommandName, type CommandParams } from '../../../shared/api/catalog';
import type { ApiFailure } from '../../../shared/api/failures';
import type { JsonValue, Serialization } from '../../../shared/api/serialize';
import { type SignedRequest, signRequest } from '../signing/sign';
import { formatPath } from './failure-text';

export type RequestMembers = Record<string, JsonValue | undefined>;

export type Validated = { ok: true; members: RequestMembers } | { ok: false; error: ApiFailure };

/** geoblock.update's `cdn_id` names the account again; the profile's cdn fills it when absent. */
function withAccountMember(command: CommandName, params: unknown, cdn: number): unknown {
  const member = catalog[command].accountMember;
  if (member === undefined || params === null || typeof params !== 'object' || Array.isArray(params)) return params;
  const given = params as Record<string, unknown>;
  return given[member] === undefined ? { ...given, [member]: cdn } : given;
}

/**
 * Validates caller input with the command's request schema. The parsed object follows the
 * schema's key order, not the caller's, so the signed text is in catalog order.
 */
export function validateParams<N extends CommandName>(command: N, params: CommandParams<N>, cdn: number): Validated {
  const parsed = catalog[command].request.safeParse(withAccountMember(command, params, cdn));
  if (parsed.success) return { ok: true, members: parsed.data as RequestMembers };
  const issues = parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message }));
  const list = issues.map((i) => (i.path === '(body)' ? i.message : `${i.path}: ${i.message}`)).join('; ');
  return { ok: false, error: { kind: 'invalid_request', issues, message: `${command} was not sent: ${list}.` } };
}

export interface SigningProfile {
  cdn: number;
  apiKey: string;
  secret: string;
  serialization: Serialization;
}

/** Builds and signs one request for `timestampSec` (already corrected for the server clock). */
export function signMembers(command: CommandName, members: RequestMembers, profile: SigningProfile, timestampSec: number): SignedRequest {
  return signRequest({ command, cdn: profile.cdn, apiKey: profile.apiKey, timestamp: timestampSec }, members, profile.secret, profile.serialization);
}
