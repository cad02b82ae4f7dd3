/**
 * Ticket-use attempts in column arrays: a million rows cost ~40 MB. Texts are interned in
 * one StringTable; the key column points at interned key texts, so a ticket's pass is
 * looked up through its key. Pages and counts go through one index per filter in use
 * (attempt-index.ts), so a page costs O(limit) however deep `seek` is, and the loopback
 * export figures measure the client rather than the sandbox.
 */
import { ATTEMPT_REASONS, type AttemptReason } from '../../../shared/api/records';
import { StringTable, intToIp, ipToInt } from './strings';
import { formatDatetime } from '../time';
import { type AttemptFilter, SUCCESS_REASON, matchesAll } from './attempt-filter';
import { AttemptIndexes, type RowList } from './attempt-index';

export type { AttemptFilter } from './attempt-filter';

export interface AttemptRow {
  key: string;
  datetime: string;
  ip: string;
  video: string;
  app: string;
  appinst: string;
  pageurl: string;
  refurl: string;
  success: string;
  reason: string;
  server_ip: string;
}

/** One attempt as column values: ids from `strings`, reason as its ATTEMPT_REASONS index. */
export type AttemptIds = Record<TextColumn | 'time' | 'ip' | 'ipText' | 'reason', number>;

export interface AttemptInput {
  key: string;
  time: number;
  ip: string;
  video: string;
  app: string;
  appinst: string;
  pageurl: string;
  refurl: string;
  reason: AttemptReason;
  serverIp: string;
}


const TEXT_COLUMNS = ['key', 'video', 'app', 'appinst', 'pageurl', 'refurl', 'server'] as const;
type TextColumn = (typeof TEXT_COLUMNS)[number];

export class AttemptStore {
  readonly strings = new StringTable();
  size = 0;
  time: Uint32Array;
  ip: Uint32Array;
  /** Non-IPv4 addresses are interned; ip holds 0 and ipText the id+1 (0 = IPv4). */
  ipText: Int32Array;
  reason: Uint8Array;
  text: Record<TextColumn, Int32Array>;
  /** Rows read (tested by a filter or turned into a row): the tests' measure of O(limit) paging. */
  scanned = 0;
  /** True while every row is at or after the one before: `since` is then a binary search. */
  private timeSorted = true;
  private readonly indexes = new AttemptIndexes(this);

  constructor(capacity = 1024) {
    this.time = new Uint32Array(capacity);
    this.ip = new Uint32Array(capacity);
    this.ipText = new Int32Array(capacity);
    this.reason = new Uint8Array(capacity);
    this.text = Object.fromEntries(TEXT_COLUMNS.map((c) => [c, new Int32Array(capacity)])) as Record<TextColumn, Int32Array>;
  }

  private grow(): void {
    const cap = this.time.length * 2;
    const copy = <A extends Uint32Array | Int32Array | Uint8Array>(a: A, make: new (n: number) => A): A => {
      const b = new make(cap);
      b.set(a);
      return b;
    };
    this.time = copy(this.time, Uint32Array);
    this.ip = copy(this.ip, Uint32Array);
    this.ipText = copy(this.ipText, Int32Array);
    this.reason = copy(this.reason, Uint8Array);
    for (const c of TEXT_COLUMNS) this.text[c] = copy(this.text[c], Int32Array);
  }

  /** Appends one attempt given as texts. */
  add(a: AttemptInput): number {
    const v4 = ipToInt(a.ip);
    const id = (text: string) => this.strings.id(text);
    const texts = this.strings.size;
    const ids: AttemptIds = {
      time: a.time,
      ip: v4 ?? 0,
      ipText: v4 === null ? id(a.ip) + 1 : 0,
      reason: Math.max(0, ATTEMPT_REASONS.indexOf(a.reason)),
      key: id(a.key), video: id(a.video), app: id(a.app), appinst: id(a.appinst),
      pageurl: id(a.pageurl), refurl: id(a.refurl), server: id(a.serverIp),
    };
    return this.addIds(ids, this.strings.size > texts);
  }

  /** Appends one attempt given as interned ids (the seeding fast path: no string work per row). */
  addIds(r: AttemptIds, newText = false): number {
    if (this.size === this.time.length) this.grow();
    const i = this.size;
    if (i > 0 && r.time < this.time[i - 1]!) this.timeSorted = false;
    this.time[i] = r.time;
    this.ip[i] = r.ip;
    this.ipText[i] = r.ipText;
    this.reason[i] = r.reason;
    for (const c of TEXT_COLUMNS) this.text[c][i] = r[c];
    this.size += 1;
    this.indexes.added(i, newText);
    return i;
  }

  row(i: number): AttemptRow {
    this.scanned += 1;
    const s = this.strings;
    const t = this.text;
    const reason = this.reason[i] ?? 0;
    const ipText = this.ipText[i] ?? 0;
    return {
      key: s.text(t.key[i]!),
      datetime: formatDatetime(this.time[i]!),
      ip: ipText > 0 ? s.text(ipText - 1) : intToIp(this.ip[i]!),
      video: s.text(t.video[i]!),
      app: s.text(t.app[i]!),
      appinst: s.text(t.appinst[i]!),
      pageurl: s.text(t.pageurl[i]!),
      refurl: s.text(t.refurl[i]!),
      success: reason === SUCCESS_REASON ? '1' : '0',
      reason: ATTEMPT_REASONS[reason] ?? 'Invalid Auth Token',
      server_ip: s.text(t.server[i]!),
    };
  }

  /** Newest first: rows matching `f`, skipping `seek`, at most `limit`. */
  page(f: AttemptFilter, seek: number, limit: number): AttemptRow[] {
    const out: AttemptRow[] = [];
    const span = this.candidates(f);
    if (span === null) return out;
    if (span.lo < 0) return this.pageBySince(span.rowAt, span.n, f.since!, seek, limit);
    for (let k = span.n - 1 - seek; k >= span.lo && out.length < limit; k -= 1) out.push(this.row(span.rowAt(k)));
    return out;
  }

  count(f: AttemptFilter): number {
    const span = this.candidates(f);
    if (span === null) return 0;
    if (span.lo >= 0) return span.n - span.lo;
    let n = 0;
    for (let k = 0; k < span.n; k += 1) if (this.time[span.rowAt(k)]! >= f.since!) n += 1;
    this.scanned += span.n;
    return n;
  }

  /**
   * The rows matching the equality part of `f` as positions 0..n-1 (oldest first), and the
   * first position at or after `since` (lo), or lo = -1 when rows are out of time order and
   * `since` has to be checked row by row.
   */
  private candidates(f: AttemptFilter): { n: number; rowAt: (k: number) => number; lo: number } | null {
    let list: RowList | null = null;
    if (!matchesAll(f)) {
      list = this.indexes.rowsOf(f);
      if (list === null) return null;
    }
    const rowAt = list === null ? (k: number) => k : (k: number) => list.at(k);
    const n = list === null ? this.size : list.length;
    if (f.since === undefined) return { n, rowAt, lo: 0 };
    if (!this.timeSorted) return { n, rowAt, lo: -1 };
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      this.scanned += 1;
      if (this.time[rowAt(mid)]! >= f.since) hi = mid;
      else lo = mid + 1;
    }
    return { n, rowAt, lo };
  }

  /** The slow path when the clock went back and rows are out of time order. */
  private pageBySince(rowAt: (k: number) => number, n: number, since: number, seek: number, limit: number): AttemptRow[] {
    const out: AttemptRow[] = [];
    let skipped = 0;
    for (let k = n - 1; k >= 0 && out.length < limit; k -= 1) {
      this.scanned += 1;
      if (this.time[rowAt(k)]! < since) continue;
      if (skipped < seek) skipped += 1;
      else out.push(this.row(rowAt(k)));
    }
    return out;
  }
}
