/**
 * Responses leave main without secrets, as the catalog's marks say
 * (shared/api/secret-members.ts): a password becomes null with `<member>_set` telling
 * whether one exists, so the UI can say "password set" without ever holding it; a
 * destination stream key becomes bullets and its last 4 characters. Known secrets are
 * scrubbed last.
 */
import { SECRET_MEMBERS, maskTail, secretMemberOf } from '../../../shared/api/secret-members';
import type { KnownSecrets } from '../events/known-secrets';

/** Members whose value never leaves main as sent (shown as presence or as a tail). */
const MASKED_MEMBERS = Object.entries(SECRET_MEMBERS).filter(([, shown]) => shown !== 'value').map(([name]) => name.toLowerCase());

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
  // One pass over the text first. A member name appears as `"name":` only as a real key (in
  // a string value its quotes are escaped), so most answers — every export page — need no
  // copy at all: decoded responses are fresh objects nobody else holds.
  // Lower-cased, as secretMemberOf matches names (a server may echo `Password`).
  const text = JSON.stringify(response) ?? '';
  const lower = text.toLowerCase();
  if (!MASKED_MEMBERS.some((m) => lower.includes(`"${m}":`)) && !secrets.containsAny(text)) return response;
  const masked = mask(response);
  return (secrets.containsAny(JSON.stringify(masked)) ? secrets.scrubValue(masked) : masked) as T;
}
