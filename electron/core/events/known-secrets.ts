/**
 * The last line of defence: every secret value main has seen (API keys, signing
 * secrets, the vault passphrase, sandbox credentials) is remembered here, and text
 * leaving main through logs, the audit log, the cache or error messages is scrubbed of
 * them. Redaction by member name comes first; this catches anything that slipped by.
 */
export const REDACTED = '[redacted]';

/** Shorter values are not scrubbed: they would match ordinary text (and are no secret). */
const MIN_SECRET_LENGTH = 4;

export class KnownSecrets {
  private readonly values = new Set<string>();

  add(value: string | null | undefined): void {
    if (typeof value === 'string' && value.length >= MIN_SECRET_LENGTH) this.values.add(value);
  }

  /** True when `text` holds any known secret. */
  containsAny(text: string): boolean {
    for (const v of this.values) if (text.includes(v)) return true;
    return false;
  }

  /** `text` with every known secret replaced by [redacted]; longest first so overlaps go too. */
  scrub(text: string): string {
    if (this.values.size === 0) return text;
    let out = text;
    for (const v of [...this.values].sort((a, b) => b.length - a.length)) {
      if (out.includes(v)) out = out.split(v).join(REDACTED);
    }
    return out;
  }

  /** A deep copy of a JSON-like value with every string scrubbed (keys too). */
  scrubValue<T>(value: T): T {
    return scrubDeep(value, (s) => this.scrub(s)) as T;
  }
}

function scrubDeep(value: unknown, scrub: (s: string) => string): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, scrub));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [scrub(k), scrubDeep(v, scrub)]));
  }
  return value;
}
