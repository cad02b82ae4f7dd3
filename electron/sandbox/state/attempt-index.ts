/**
 * One index per attempt filter in use: the ascending row numbers that match it, built by
 * one scan the first time the filter is asked for and extended as rows are appended. A
 * page is then a slice counted from the end (newest first), so paging costs O(limit)
 * whatever `seek` is, and a count is the list's length. The few most recent filters are
 * kept; an export or a grid asks for one filter many times in a row.
 */
import { type AttemptFilter, type AttemptMatcher, attemptMatcher, indexName } from './attempt-filter';
import type { AttemptStore } from './attempts';

const KEEP = 16;

/** A growable list of row numbers. */
export class RowList {
  rows = new Int32Array(256);
  length = 0;

  push(i: number): void {
    if (this.length === this.rows.length) {
      const bigger = new Int32Array(this.rows.length * 2);
      bigger.set(this.rows);
      this.rows = bigger;
    }
    this.rows[this.length++] = i;
  }

  at(k: number): number {
    return this.rows[k]!;
  }
}

interface Entry {
  matcher: AttemptMatcher;
  list: RowList;
}

export class AttemptIndexes {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly store: AttemptStore) {}

  /** The rows matching the equality part of `f`, oldest first; null when none can match. */
  rowsOf(f: AttemptFilter): RowList | null {
    const name = indexName(f);
    const hit = this.entries.get(name);
    if (hit !== undefined) {
      // Most recently used last, so the first entry is the one to drop.
      this.entries.delete(name);
      this.entries.set(name, hit);
      return hit.list;
    }
    const matcher = attemptMatcher(this.store, f);
    if (matcher === null) return null;
    const list = new RowList();
    const { match } = matcher;
    for (let i = 0; i < this.store.size; i += 1) if (match(i)) list.push(i);
    this.entries.set(name, { matcher, list });
    if (this.entries.size > KEEP) this.entries.delete(this.entries.keys().next().value!);
    return list;
  }

  /** Row `i` was appended; `newText` when it interned a text no row had before. */
  added(i: number, newText: boolean): void {
    for (const [name, e] of this.entries) {
      if (newText && e.matcher.partial) this.entries.delete(name);
      else if (e.matcher.match(i)) e.list.push(i);
    }
  }
}
