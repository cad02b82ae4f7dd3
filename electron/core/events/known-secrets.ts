/**
 * The last line of defence: every secret value main has seen (API keys, signing
 * secrets, the vault passphrase, sandbox credentials, and the stream keys and passwords
 * an account's answers carry) is remembered here, and text leaving main through logs,
 * the audit log, the cache, events or error messages is scrubbed of them. Redaction by
 * member name comes first; this catches anything that slipped by (a server echoing a
 * stored service's key into a failure message).
 * Each secret is matched in every form it can travel in (secret-forms.ts).
 */
import { FormIndex } from './form-index';

export const REDACTED = '[redacted]';

/** Shorter values are not scrubbed: they would match ordinary text (and are no secret). */
const MIN_SECRET_LENGTH = 4;
/**
 * Values learned from one account's answers are kept up to this many, the oldest dropped
 * first: a hostile or huge answer cannot grow the list without bound (5,000 values once
 * froze the console on a large answer). The keys of the account's stored destinations
 * and the secrets its own calls carried are kept apart and never dropped: no answer can
 * push them out.
 */
export const LEARNED_PER_ACCOUNT = 1000;
/**
 * A learned value shorter than this is scrubbed only as a whole word: a stream key such
 * as "main-stage" goes from "…/app/main-stage refused", yet a word that merely holds it
 * stays. Four characters is the floor of any secret.
 */
const WHOLE_WORD_BELOW = 12;

/** Where a learned value came from: an answer (capped), or a place that is never evicted. */
export type Learned = 'answer' | 'kept';

/**
 * The known secrets, matched through one index (form-index.ts): a text is scanned once,
 * left to right, whatever the number of secrets.
 */
export class KnownSecrets {
  private readonly index = new FormIndex();
  /** Values remembered for the whole process (credentials); never dropped. */
  private readonly pinned = new Set<string>();
  /** Values learned per account from answers, oldest first. */
  private readonly learned = new Map<string, Set<string>>();
  /** Values kept per account (stored destinations' keys, its calls' own secrets); never dropped. */
  private readonly kept = new Map<string, Set<string>>();

  /** Remembers a secret for good (an API key, a signing secret, a passphrase, a key the operator entered). */
  add(value: string | null | undefined): void {
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH || this.pinned.has(value)) return;
    this.pinned.add(value);
    this.index.add(value, false);
  }

  /**
   * Remembers a secret one account's call or answer carried (a stored service's stream
   * key, a destination password). From an answer, at most LEARNED_PER_ACCOUNT per account,
   * the oldest going; `kept` values stay for the process.
   */
  learn(account: string, value: string | null | undefined, from: Learned = 'answer'): void {
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH || value.startsWith('••••')) return;
    const wholeWord = value.length < WHOLE_WORD_BELOW;
    if (from === 'kept') {
      const kept = setOf(this.kept, account);
      if (!kept.has(value)) this.index.add(value, wholeWord);
      kept.add(value);
      return;
    }
    const values = setOf(this.learned, account);
    if (values.has(value)) {
      values.delete(value);
      values.add(value);
      return;
    }
    values.add(value);
    this.index.add(value, wholeWord);
    if (values.size > LEARNED_PER_ACCOUNT) {
      const oldest = values.values().next().value as string;
      values.delete(oldest);
      this.index.drop(oldest);
    }
  }

  /** How many values are learned from answers for `account` (for the cap's test). */
  learnedCount(account: string): number {
    return this.learned.get(account)?.size ?? 0;
  }

  /** True when `text` holds any known secret. */
  containsAny(text: string): boolean {
    const shortest = this.index.shortest();
    if (text.length < shortest) return false;
    const end = text.length - shortest;
    for (let i = 0; i <= end; i++) if (this.index.formAt(text, i) !== undefined) return true;
    return false;
  }

  /** `text` with every known secret replaced by [redacted]; at each place the longest form goes, so overlaps go too. */
  scrub(text: string): string {
    const shortest = this.index.shortest();
    if (text.length < shortest) return text;
    const end = text.length - shortest;
    let out = '';
    let from = 0;
    for (let i = 0; i <= end; ) {
      const form = this.index.formAt(text, i);
      if (form === undefined) {
        i++;
        continue;
      }
      out += text.slice(from, i) + REDACTED;
      i += form.length;
      from = i;
    }
    return from === 0 ? text : out + text.slice(from);
  }

  /** A deep copy of a JSON-like value with every string scrubbed (keys too). */
  scrubValue<T>(value: T): T {
    return scrubDeep(value, (s) => this.scrub(s)) as T;
  }
}

function setOf(map: Map<string, Set<string>>, account: string): Set<string> {
  let set = map.get(account);
  if (set === undefined) map.set(account, (set = new Set()));
  return set;
}

function scrubDeep(value: unknown, scrub: (s: string) => string): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, scrub));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [scrub(k), scrubDeep(v, scrub)]));
  }
  return value;
}
