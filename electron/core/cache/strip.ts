/**
 * What the offline cache may keep of a response: everything except members that are
 * credentials (push passwords, ticket passes, keys). They are dropped, not masked, so a
 * stale screen can never show or leak one.
 */
import { isSecretMember } from '../audit/redact';

export function stripSecretMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSecretMembers);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !isSecretMember(k))
      .map(([k, v]) => [k, stripSecretMembers(v)]),
  );
}
