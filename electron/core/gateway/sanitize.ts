/**
 * Responses leave main without secrets, as the catalog's marks say
 * (shared/api/secret-members.ts): a password becomes null with `<member>_set` telling
 * whether one exists, so the UI can say "password set" without ever holding it; a
 * destination stream key becomes bullets and its last 4 characters. Every masked value is
 * learned as a secret of the account that answered (a stored service's key is only ever
 * seen in answers), so a server echoing it into any other text — a push's failure message,
 * a name — is scrubbed here and in every later answer, message and log line.
 */
import { SECRET_MEMBERS, maskTail, secretMemberOf } from '../../../shared/api/secret-members';
import type { KnownSecrets } from '../events/known-secrets';

/** The answer that lists the account's stored destinations: their keys are kept, never evicted by later answers. */
const STORED_DESTINATIONS = 'pushpublish.services';

/**
 * Member names whose masking is remembered, at most. The API's answers have a few hundred
 * member names in all; past that the names are the caller's own (a JSON export's keys), and
 * they are decided afresh rather than kept for the process's life.
 */
const MASKED_NAMES_KEPT = 10_000;
/** Whether a member name is masked (shown as presence or as a tail), by name as sent; names repeat in every row, so the answer is kept. */
const maskedByName = new Map<string, boolean>();

/** How many member names are remembered now (for the bound's test). */
export const maskedNamesKept = (): number => maskedByName.size;
function isMasked(name: string): boolean {
  let masked = maskedByName.get(name);
  if (masked === undefined) {
    const secret = secretMemberOf(name);
    masked = secret !== null && SECRET_MEMBERS[secret] !== 'value';
    if (maskedByName.size < MASKED_NAMES_KEPT) maskedByName.set(name, masked);
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

type Learn = (value: string) => void;

function shownValue(member: string, held: unknown, out: Record<string, unknown>, learn: Learn): unknown {
  const secret = secretMemberOf(member);
  if (secret === null || SECRET_MEMBERS[secret] === 'value') return held;
  if (typeof held === 'string') learn(held);
  if (SECRET_MEMBERS[secret] === 'tail') return typeof held === 'string' && held !== '' ? maskTail(held) : held;
  out[`${member}_set`] = typeof held === 'string' ? held.length > 0 : held !== null && held !== undefined && held !== false;
  return null;
}

function mask(value: unknown, learn: Learn): unknown {
  if (Array.isArray(value)) return value.map((v) => mask(v, learn));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = shownValue(k, mask(v, learn), out, learn);
  return out;
}

/**
 * A copy of a decoded response of `account` to `command` that is safe to send to the
 * renderer and the cache; its masked values are learned as that account's secrets (none
 * when `account` is null).
 */
export function sanitizeResponse<T>(response: T, secrets: KnownSecrets, account: string | null, command?: string): T {
  // Most answers — every export page — hold nothing to mask: decoded responses are fresh
  // objects nobody else holds, so they leave as they are, uncopied.
  if (!needsWork(response, secrets)) return response;
  const from = command === STORED_DESTINATIONS ? 'kept' : 'answer';
  // Learned before the scrub below, so the same answer's other members lose the key too.
  const masked = mask(response, account === null ? () => {} : (v) => secrets.learn(account, v, from));
  return (secrets.containsAny(JSON.stringify(masked)) ? secrets.scrubValue(masked) : masked) as T;
}
