/**
 * Responses leave main without secrets, as the catalog's marks say
 * (shared/api/secret-members.ts): a password becomes null with `<member>_set` telling
 * whether one exists, so the UI can say "password set" without ever holding it; a
 * destination stream key becomes bullets and its last 4 characters. Known secrets are
 * scrubbed last.
 */
import { SECRET_MEMBERS, maskTail, secretMemberOf } from '../../../shared/api/secret-members';
import type { KnownSecrets } from '../events/known-secrets';

/** Whether a member name is masked (shown as presence or as a tail), by name as sent; names repeat in every row, so the answer is kept. */
const maskedByName = new Map<string, boolean>();
function isMasked(name: string): boolean {
  let masked = maskedByName.get(name);
  if (masked === undefined) {
    const secret = secretMemberOf(name);
    masked = secret !== null && SECRET_MEMBERS[secret] !== 'value';
    if (maskedByName.size < 10_000) maskedByName.set(name, masked);
  }
  return masked;
}

/**
 * True when a value holds a masked member or a known secret anywhere (a key or a string).
 * One walk, no copy, no text: an export page of 1,000 rows is checked in ~1 ms where
 * stringifying and lower-casing it took ~40.
 */
function needsWork(value: unknown, secrets: KnownSecrets): boolean {
  if (typeof value === 'string') return secrets.containsAny(value);
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const v of value) if (needsWork(v, secrets)) return true;
    return false;
  }
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue;
    if (isMasked(k) || secrets.containsAny(k) || needsWork((value as Record<string, unknown>)[k], secrets)) return true;
  }
  return false;
}

function shownValue(member: string, held: unknown, out: Record<string, unknown>): unknown {
  const secret = secretMemberOf(member);
  if (secret === null || SECRET_MEMBERS[secret] === 'value') return held;
  if (SECRET_MEMBERS[secret] === 'tail') return typeof held === 'string' && held !== '' ? maskTail(held) : held;
  out[`${member}_set`] = typeof held === 'string' ? held.length > 0 : held !== null && held !== undefined && held !== false;
  return null;
}

function mask(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mask);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = shownValue(k, mask(v), out);
  return out;
}

/** A copy of a decoded response that is safe to send to the renderer and the cache. */
export function sanitizeResponse<T>(response: T, secrets: KnownSecrets): T {
  // Most answers — every export page — hold nothing to mask: decoded responses are fresh
  // objects nobody else holds, so they leave as they are, uncopied.
  if (!needsWork(response, secrets)) return response;
  const masked = mask(response);
  return (secrets.containsAny(JSON.stringify(masked)) ? secrets.scrubValue(masked) : masked) as T;
}
