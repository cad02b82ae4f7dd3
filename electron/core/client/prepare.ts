/**
 * Request preparation, in small steps: check the base URL, fill the account member,
 * validate against the catalog (which also puts members in catalog order), then build
 * and sign. No transport here: the `sign` command prepares without loading node:http.
 */
import { catalog, type CommandName, type CommandParams } from '../../../shared/api/catalog';
import type { ApiFailure } from '../../../shared/api/failures';
import type { JsonValue, Serialization } from '../../../shared/api/serialize';
import { type SignedRequest, signRequest } from '../signing/sign';
import type { BaseUrlCheck } from '../../../shared/domain/base-url';
import { formatPath, invalidRequest } from './failure-text';
import { redactFailure } from './redact';

export type RequestMembers = Record<string, JsonValue | undefined>;

export type Validated = { ok: true; members: RequestMembers } | { ok: false; error: ApiFailure };

/** geoblock.update's `cdn_id` names the account again; the profile's cdn fills it when absent. */
function withAccountMember(command: CommandName, params: unknown, cdn: number): unknown {
  const member = catalog[command].accountMember;
  if (member === undefined || params === null || typeof params !== 'object' || Array.isArray(params)) return params;
  const given = params as Record<string, unknown>;
  return given[member] === undefined ? { ...given, [member]: cdn } : given;
}

/** The catalog's `sentAlso`: a member given is sent again, last, under its other name. */
function withSentAlso(command: CommandName, members: RequestMembers): RequestMembers {
  const also = catalog[command].sentAlso;
  if (also === undefined) return members;
  const out = { ...members };
  for (const [member, other] of Object.entries(also)) if (members[member] !== undefined && out[other] === undefined) out[other] = members[member];
  return out;
}

/**
 * Validates caller input with the command's request schema. The parsed object follows the
 * schema's key order, not the caller's, so the signed text is in catalog order.
 */
export function validateParams<N extends CommandName>(command: N, params: CommandParams<N>, cdn: number): Validated {
  const parsed = catalog[command].request.safeParse(withAccountMember(command, params, cdn));
  if (parsed.success) return { ok: true, members: withSentAlso(command, parsed.data as RequestMembers) };
  const issues = parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message }));
  return { ok: false, error: invalidRequest(issues) };
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

/**
 * The first steps of every call and of prepare: the base URL, then the parameters. A
 * failure is scrubbed of `secretForms` (a server never saw it, but a param may echo a key).
 */
export function validateRequest<N extends CommandName>(command: N, params: CommandParams<N>, target: BaseUrlCheck, cdn: number, secretForms: readonly string[]): Validated {
  if (!target.ok) {
    return { ok: false, error: invalidRequest([{ path: 'baseUrl', message: target.message }]) };
  }
  const valid = validateParams(command, params, cdn);
  return valid.ok ? valid : { ok: false, error: redactFailure(valid.error, secretForms) };
}

export type PrepareResult = { ok: true; body: string; signedText: string; signature: string } | { ok: false; error: ApiFailure };

/** Validates and signs without sending (the client's prepare and the `sign` command). */
export function prepareRequest<N extends CommandName>(
  command: N,
  params: CommandParams<N>,
  target: BaseUrlCheck,
  profile: SigningProfile,
  secretForms: readonly string[],
  timestampSec: number,
): PrepareResult {
  const valid = validateRequest(command, params, target, profile.cdn, secretForms);
  if (!valid.ok) return valid;
  const signed = signMembers(command, valid.members, profile, timestampSec);
  return { ok: true, body: signed.body, signedText: signed.signedText, signature: signed.signature };
}
