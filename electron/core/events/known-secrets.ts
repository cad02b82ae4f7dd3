/**
 * The last line of defence: every secret value main has seen (API keys, signing
 * secrets, the vault passphrase, sandbox credentials) is remembered here, and text
 * leaving main through logs, the audit log, the cache or error messages is scrubbed of
 * them. Redaction by member name comes first; this catches anything that slipped by.
 * Each secret is matched in every form it can travel in: as is, JSON- or PHP-escaped
 * (a secret holding `"` or `\` looks different inside JSON text), URL- and form-encoded
 * (the wire is a form field), and base64/base64url at each byte alignment.
 */
export const REDACTED = '[redacted]';

/** Shorter values are not scrubbed: they would match ordinary text (and are no secret). */
const MIN_SECRET_LENGTH = 4;
/** Base64 pieces of shorter secrets are too short to tell from ordinary base64. */
const MIN_BASE64_SOURCE = 8;

/**
 * Base64 of the secret as it appears inside a longer encoded text: the secret can start
 * at any byte offset mod 3, and only the characters that depend on its bytes alone are
 * kept (the first and last may mix with neighbouring bytes).
 */
function base64Pieces(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const pieces: string[] = [];
  for (let shift = 0; shift < 3; shift++) {
    const padded = Buffer.concat([Buffer.alloc(shift), bytes]);
    const b64 = padded.toString('base64').slice(Math.ceil((8 * shift) / 6), Math.floor((8 * padded.length) / 6));
    pieces.push(b64, b64.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return pieces;
}

/** Every form of `value` a leak could take (deduplicated). */
export function secretForms(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  const texts = [value, json, json.replace(/\//g, '\\/')];
  const forms = new Set<string>();
  for (const t of texts) {
    forms.add(t);
    forms.add(encodeURIComponent(t));
    forms.add(new URLSearchParams({ v: t }).toString().slice(2));
  }
  if (Buffer.byteLength(value, 'utf8') >= MIN_BASE64_SOURCE) for (const piece of base64Pieces(value)) forms.add(piece);
  return [...forms].filter((f) => f.length >= MIN_SECRET_LENGTH);
}

export class KnownSecrets {
  private readonly values = new Set<string>();
  /** Length of the shortest form: a shorter text (most member values) holds none. */
  private shortest = Infinity;

  add(value: string | null | undefined): void {
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH) return;
    for (const form of secretForms(value)) {
      this.values.add(form);
      this.shortest = Math.min(this.shortest, form.length);
    }
  }

  /** True when `text` holds any known secret. */
  containsAny(text: string): boolean {
    if (text.length < this.shortest) return false;
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
