/**
 * What the audit log may keep of a call's parameters. Members that are credentials by
 * the catalog's meaning are replaced: push destination passwords (`dst_pass`,
 * `password`), a ticket's `pass` (a viewer's credential), and anything that looks like
 * our own API key, secret or signature. Then every known secret value is scrubbed from
 * what remains, as a last line of defence.
 */
import { type KnownSecrets, REDACTED } from '../events/known-secrets';

/** Member names whose values are never written to the audit log or the cache. */
export const SECRET_MEMBERS: ReadonlySet<string> = new Set([
  'dst_pass',
  'password',
  'pass',
  'passphrase',
  'api_key',
  'apiKey',
  'secret',
  'signature',
]);

export function isSecretMember(name: string): boolean {
  return SECRET_MEMBERS.has(name) || SECRET_MEMBERS.has(name.toLowerCase());
}

/** A deep copy with secret members replaced by [redacted] and known secrets scrubbed. */
export function redactParams(params: Record<string, unknown>, secrets: KnownSecrets): Record<string, unknown> {
  return secrets.scrubValue(replaceSecretMembers(params)) as Record<string, unknown>;
}

function replaceSecretMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(replaceSecretMembers);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, isSecretMember(k) && v !== null && v !== undefined ? REDACTED : replaceSecretMembers(v)]),
  );
}
