/**
 * What the audit log may keep of a call's parameters: every member the catalog marks as
 * secret-bearing (shared/api/secret-members.ts: stream keys, passwords, ticket passes,
 * our own key and secret) is replaced, then every known secret value is scrubbed from
 * what remains, in any of its encoded forms, as a last line of defence.
 */
import { SECRET_MEMBERS, isSecretMember, secretMemberOf } from '../../../shared/api/secret-members';
import { type KnownSecrets, REDACTED } from '../events/known-secrets';

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

/**
 * Remembers the values of a validated call's secret-bearing members (a destination stream
 * key or password) as known secrets of its account, so a server echoing one into a
 * message, an error or a log line is scrubbed too. They are the operator's own (entered or
 * sent on purpose), so no answer can evict them. A ticket's `pass` is not: it is shown to
 * the operator by design.
 */
export function rememberSecretMembers(value: unknown, secrets: KnownSecrets, account: string): void {
  if (Array.isArray(value)) return value.forEach((v) => rememberSecretMembers(v, secrets, account));
  if (value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    const member = secretMemberOf(k);
    if (member !== null && SECRET_MEMBERS[member] !== 'value' && typeof v === 'string') secrets.learn(account, v, 'kept');
    else rememberSecretMembers(v, secrets, account);
  }
}
