/**
 * The index the known secrets are matched through: every form of every remembered value,
 * counted by how many values produce it, and found in a text in one left-to-right pass
 * whatever their number (each position is looked up by its first three characters: a bit
 * filter, then an exact index). A form of a short value matches only as a whole word, so
 * a key such as "main-stage" is scrubbed from "…/app/main-stage refused" and from a
 * member that is that value alone (`{"stream": "main-stage"}`), but a longer word that
 * merely holds it is left alone.
 */
import { secretForms } from './secret-forms';

/** Size of the first-three-characters filter: a text position whose slot is empty starts no form. */
const FILTER_BITS = 20;
const FILTER_MASK = (1 << FILTER_BITS) - 1;
const slotOf = (a: number, b: number, c: number): number => (Math.imul(Math.imul(a, 1031) + b, 1031) + c) & FILTER_MASK;
/** The exact key of a form's first three UTF-16 units (each < 2^16, so it fits a double). */
const keyOf = (a: number, b: number, c: number): number => a * 4294967296 + b * 65536 + c;

/** Letters, digits and `_`: what a whole-word form may not touch on either side. */
function isWordUnit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

export class FormIndex {
  /** Each form and how many remembered values produce it. */
  private readonly refs = new Map<string, number>();
  /** Forms that match only as a whole word (every value producing them is short). */
  private readonly wordOnly = new Set<string>();
  /** Forms by their first three characters, longest first. */
  private readonly byStart = new Map<number, string[]>();
  private readonly filter = new Uint8Array(1 << FILTER_BITS);
  /** Length of the shortest form: a shorter text (most member values) holds none. Recomputed lazily after a drop. */
  private shortestForm = Infinity;
  private shortestStale = false;

  add(value: string, wholeWord: boolean): void {
    for (const form of secretForms(value)) {
      const n = this.refs.get(form) ?? 0;
      this.refs.set(form, n + 1);
      if (!wholeWord) this.wordOnly.delete(form);
      if (n > 0) continue;
      if (wholeWord) this.wordOnly.add(form);
      const key = keyOf(form.charCodeAt(0), form.charCodeAt(1), form.charCodeAt(2));
      const list = this.byStart.get(key) ?? [];
      list.push(form);
      list.sort((a, b) => b.length - a.length);
      this.byStart.set(key, list);
      this.filter[slotOf(form.charCodeAt(0), form.charCodeAt(1), form.charCodeAt(2))]! += 1;
      if (!this.shortestStale) this.shortestForm = Math.min(this.shortestForm, form.length);
    }
  }

  drop(value: string): void {
    // A value also remembered elsewhere keeps its forms through their other references.
    for (const form of secretForms(value)) {
      const n = this.refs.get(form) ?? 0;
      if (n > 1) {
        this.refs.set(form, n - 1);
        continue;
      }
      if (n === 0) continue;
      this.refs.delete(form);
      this.wordOnly.delete(form);
      const key = keyOf(form.charCodeAt(0), form.charCodeAt(1), form.charCodeAt(2));
      const list = (this.byStart.get(key) ?? []).filter((f) => f !== form);
      if (list.length === 0) this.byStart.delete(key);
      else this.byStart.set(key, list);
      this.filter[slotOf(form.charCodeAt(0), form.charCodeAt(1), form.charCodeAt(2))]! -= 1;
      this.shortestStale = true;
    }
  }

  shortest(): number {
    if (this.shortestStale) {
      this.shortestForm = Infinity;
      for (const f of this.refs.keys()) this.shortestForm = Math.min(this.shortestForm, f.length);
      this.shortestStale = false;
    }
    return this.shortestForm;
  }

  /** The longest form starting at `i` in `text`, or undefined. */
  formAt(text: string, i: number): string | undefined {
    const a = text.charCodeAt(i);
    const b = text.charCodeAt(i + 1);
    const c = text.charCodeAt(i + 2);
    if (this.filter[slotOf(a, b, c)] === 0) return undefined;
    const list = this.byStart.get(keyOf(a, b, c));
    if (list === undefined) return undefined;
    const words = this.wordOnly.size > 0;
    for (const f of list) if (text.startsWith(f, i) && (!words || !this.wordOnly.has(f) || this.aloneAt(text, i, f.length))) return f;
    return undefined;
  }

  /**
   * A whole word: the whole text, or bounded by non-word characters. A member that is the
   * key and nothing else is scrubbed too: a key is a key wherever it stands, even where an
   * answer uses it as a name.
   */
  private aloneAt(text: string, i: number, length: number): boolean {
    return (i === 0 || !isWordUnit(text.charCodeAt(i - 1))) && (i + length >= text.length || !isWordUnit(text.charCodeAt(i + length)));
  }
}
