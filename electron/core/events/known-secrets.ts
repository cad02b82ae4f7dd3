/**
 * The last line of defence: every secret value main has seen (API keys, signing
 * secrets, the vault passphrase, sandbox credentials, and the stream keys and passwords
 * an account's answers carry) is remembered here, and text leaving main through logs,
 * the audit log, the cache, events or error messages is scrubbed of them. Redaction by
 * member name comes first; this catches anything that slipped by (a server echoing a
 * stored service's key into a failure message).
 * Each secret is matched in every form it can travel in (secret-forms.ts).
 */
import { secretForms } from './secret-forms';

export const REDACTED = '[redacted]';

/** Shorter values are not scrubbed: they would match ordinary text (and are no secret). */
const MIN_SECRET_LENGTH = 4;
/**
 * Values learned from one account's calls and answers are kept up to this many, the
 * oldest dropped first: a hostile or huge answer cannot grow the list without bound (5,000
 * values once froze the console on a large answer). An account stores far fewer keys.
 */
export const LEARNED_PER_ACCOUNT = 1000;
/**
 * Shorter learned values are not scrubbed from text: a stream key such as "live" would
 * blank every mention of the instance "live". Member redaction still removes them by
 * name; real stream keys and passwords are longer.
 */
const MIN_LEARNED = 12;

/** Size of the first-three-characters filter: a text position whose slot is empty starts no form. */
const FILTER_BITS = 20;
const FILTER_MASK = (1 << FILTER_BITS) - 1;
const slotOf = (a: number, b: number, c: number): number => (Math.imul(Math.imul(a, 1031) + b, 1031) + c) & FILTER_MASK;
/** The exact key of a form's first three UTF-16 units (each < 2^16, so it fits a double). */
const keyOf = (a: number, b: number, c: number): number => a * 4294967296 + b * 65536 + c;

/**
 * The known secrets. Text is scanned once, left to right, whatever the number of secrets:
 * each position is looked up by its first three characters (a bit filter, then an exact
 * index), so a 31 MB answer costs one pass, not one pass per secret form.
 */
export class KnownSecrets {
  /** Each form and how many remembered values produce it. */
  private readonly refs = new Map<string, number>();
  /** Forms by their first three characters, longest first. */
  private readonly byStart = new Map<number, string[]>();
  private readonly filter = new Uint8Array(1 << FILTER_BITS);
  /** Values remembered for the whole process (credentials); never dropped. */
  private readonly pinned = new Set<string>();
  /** Values learned per account, oldest first. */
  private readonly learned = new Map<string, Set<string>>();
  /** Length of the shortest form: a shorter text (most member values) holds none. Recomputed lazily after a drop. */
  private shortestForm = Infinity;
  private shortestStale = false;

  /** Remembers a secret for good (an API key, a signing secret, a passphrase). */
  add(value: string | null | undefined): void {
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH || this.pinned.has(value)) return;
    this.pinned.add(value);
    this.addForms(value);
  }

  /**
   * Remembers a secret one account's call or answer carried (a stored service's stream
   * key, a destination password). At most LEARNED_PER_ACCOUNT per account; the oldest goes.
   */
  learn(account: string, value: string | null | undefined): void {
    if (typeof value !== 'string' || value.length < MIN_LEARNED || value.startsWith('••••')) return;
    let values = this.learned.get(account);
    if (values === undefined) this.learned.set(account, (values = new Set()));
    if (values.has(value)) {
      values.delete(value);
      values.add(value);
      return;
    }
    values.add(value);
    this.addForms(value);
    if (values.size > LEARNED_PER_ACCOUNT) {
      const oldest = values.values().next().value as string;
      values.delete(oldest);
      this.dropForms(oldest);
    }
  }

  /** How many values are learned for `account` (for the cap's test). */
  learnedCount(account: string): number {
    return this.learned.get(account)?.size ?? 0;
  }

  private addForms(value: string): void {
    for (const form of secretForms(value)) {
      const n = this.refs.get(form) ?? 0;
      this.refs.set(form, n + 1);
      if (n > 0) continue;
      const key = keyOf(form.charCodeAt(0), form.charCodeAt(1), form.charCodeAt(2));
      const list = this.byStart.get(key) ?? [];
      list.push(form);
      list.sort((a, b) => b.length - a.length);
      this.byStart.set(key, list);
      this.filter[slotOf(form.charCodeAt(0), form.charCodeAt(1), form.charCodeAt(2))]! += 1;
      if (!this.shortestStale) this.shortestForm = Math.min(this.shortestForm, form.length);
    }
  }

  private dropForms(value: string): void {
    // A value also pinned or learned elsewhere keeps its forms through their other references.
    for (const form of secretForms(value)) {
      const n = this.refs.get(form) ?? 0;
      if (n > 1) {
        this.refs.set(form, n - 1);
        continue;
      }
      if (n === 0) continue;
      this.refs.delete(form);
      const key = keyOf(form.charCodeAt(0), form.charCodeAt(1), form.charCodeAt(2));
      const list = (this.byStart.get(key) ?? []).filter((f) => f !== form);
      if (list.length === 0) this.byStart.delete(key);
      else this.byStart.set(key, list);
      this.filter[slotOf(form.charCodeAt(0), form.charCodeAt(1), form.charCodeAt(2))]! -= 1;
      this.shortestStale = true;
    }
  }

  private shortest(): number {
    if (this.shortestStale) {
      this.shortestForm = Infinity;
      for (const f of this.refs.keys()) this.shortestForm = Math.min(this.shortestForm, f.length);
      this.shortestStale = false;
    }
    return this.shortestForm;
  }

  /** The longest form starting at `i` in `text`, or undefined. */
  private formAt(text: string, i: number): string | undefined {
    const a = text.charCodeAt(i);
    const b = text.charCodeAt(i + 1);
    const c = text.charCodeAt(i + 2);
    if (this.filter[slotOf(a, b, c)] === 0) return undefined;
    const list = this.byStart.get(keyOf(a, b, c));
    if (list === undefined) return undefined;
    for (const f of list) if (text.startsWith(f, i)) return f;
    return undefined;
  }

  /** True when `text` holds any known secret. */
  containsAny(text: string): boolean {
    const shortest = this.shortest();
    if (text.length < shortest) return false;
    const end = text.length - shortest;
    for (let i = 0; i <= end; i++) if (this.formAt(text, i) !== undefined) return true;
    return false;
  }

  /** `text` with every known secret replaced by [redacted]; at each place the longest form goes, so overlaps go too. */
  scrub(text: string): string {
    const shortest = this.shortest();
    if (text.length < shortest) return text;
    const end = text.length - shortest;
    let out = '';
    let from = 0;
    for (let i = 0; i <= end; ) {
      const form = this.formAt(text, i);
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

function scrubDeep(value: unknown, scrub: (s: string) => string): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, scrub));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [scrub(k), scrubDeep(v, scrub)]));
  }
  return value;
}
