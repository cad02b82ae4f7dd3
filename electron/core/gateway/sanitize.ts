/**
 * Responses leave main without secrets: a stored push service's `password` (and any
 * `dst_pass`) becomes null with `<member>_set` telling whether one exists, so the UI
 * can say "password set" without ever holding it. Known secrets are scrubbed last.
 */
import type { KnownSecrets } from '../events/known-secrets';

const MASKED_MEMBERS = ['password', 'dst_pass'] as const;

function mask(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mask);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = mask(v);
  for (const member of MASKED_MEMBERS) {
    if (member in out) {
      const held = out[member];
      out[member] = null;
      out[`${member}_set`] = typeof held === 'string' ? held.length > 0 : held !== null && held !== undefined;
    }
  }
  return out;
}

/** A copy of a decoded response that is safe to send to the renderer and the cache. */
export function sanitizeResponse<T>(response: T, secrets: KnownSecrets): T {
  // One pass over the text first. A member name appears as `"name":` only as a real key (in
  // a string value its quotes are escaped), so most answers — every export page — need no
  // copy at all: decoded responses are fresh objects nobody else holds.
  const text = JSON.stringify(response) ?? '';
  if (!MASKED_MEMBERS.some((m) => text.includes(`"${m}":`)) && !secrets.containsAny(text)) return response;
  const masked = mask(response);
  return (secrets.containsAny(JSON.stringify(masked)) ? secrets.scrubValue(masked) : masked) as T;
}
