/**
 * What the offline cache may keep of a response: everything except the members the
 * catalog marks as secret-bearing (shared/api/secret-members.ts: stream keys, push
 * passwords, ticket passes, keys). They are dropped, not masked, so a stale screen can
 * never show or leak one.
 *
 * A push password leaves one fact behind: `password_set` (`dst_pass_set`), a boolean. The
 * stale services grid shows "password set" from it; without it every service would read
 * "no password" offline, which is wrong and sends the operator looking for a problem.
 */
import { isSecretMember } from '../../../shared/api/secret-members';

/** Credential members whose presence (never value) the screens show. */
const PRESENCE_KEPT: ReadonlySet<string> = new Set(['password', 'dst_pass']);

function isSet(v: unknown): boolean {
  return v !== null && v !== undefined && v !== '' && v !== false;
}

export function stripSecretMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSecretMembers);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (!isSecretMember(k)) out[k] = stripSecretMembers(v);
  }
  for (const [k, v] of Object.entries(value)) {
    const flag = `${k}_set`;
    if (PRESENCE_KEPT.has(k) && !Object.hasOwn(value, flag)) out[flag] = isSet(v);
  }
  return out;
}
