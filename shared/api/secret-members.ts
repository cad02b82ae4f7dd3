/**
 * The catalog's secret-bearing members, declared once: every place that keeps or shows
 * data derives its redaction from this list (audit params, the read cache, responses
 * sent to the renderer, the known-secrets scrubber of logs and errors). A test walks the
 * catalog's schemas and fails when a listed command member no longer exists, or when a
 * member that looks like a credential is not listed.
 *
 * `shown` says what the renderer may get back of a value in a response:
 * - 'presence': nothing but `<member>_set` (a password);
 * - 'tail': the last 4 characters behind bullets (a stream key the grid shows masked);
 * - 'value': the value itself — a viewer ticket's `pass` is the ticket's purpose, shown
 *   and exported on request, but never kept in the audit log or the cache.
 */
export type SecretShown = 'presence' | 'tail' | 'value';

export const SECRET_MEMBERS = {
  /** push.*: the destination's stream key. */
  dst_stream: 'tail',
  /** push.*: the destination's password. */
  dst_pass: 'presence',
  /** push services as stored: the destination password. */
  password: 'presence',
  /** sevu.*: a viewer ticket's pass. */
  pass: 'value',
  /** Our own credentials, should any ever appear as a member. */
  passphrase: 'presence',
  api_key: 'presence',
  apiKey: 'presence',
  secret: 'presence',
  signature: 'presence',
} as const satisfies Record<string, SecretShown>;

export type SecretMember = keyof typeof SECRET_MEMBERS;

/** Each member by its lower-cased name: `apiKey` is a mixed-case member, so `APIKEY` must find it too. */
const BY_LOWER = new Map(Object.keys(SECRET_MEMBERS).map((m) => [m.toLowerCase(), m as SecretMember]));

/** Matched as written and in any case (a server may echo `Password`). */
export function secretMemberOf(name: string): SecretMember | null {
  if (Object.hasOwn(SECRET_MEMBERS, name)) return name as SecretMember;
  return BY_LOWER.get(name.toLowerCase()) ?? null;
}

export function isSecretMember(name: string): boolean {
  return secretMemberOf(name) !== null;
}

/** A stream key as the renderer may see it: bullets and its last 4 characters. */
export function maskTail(value: string): string {
  return value.length <= 4 ? '••••' : `••••${value.slice(-4)}`;
}
