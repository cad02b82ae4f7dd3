/**
 * Ticket-use attempts in column arrays: a million rows cost ~40 MB and a filtered page is
 * one linear scan over typed arrays. Texts are interned in one StringTable; the key column
 * points at interned key texts, so a ticket's pass is looked up through its key.
 */
import { ATTEMPT_REASONS, type AttemptReason } from '../../../shared/api/records';
import { StringTable, intToIp, ipToInt } from './strings';
import { formatDatetime } from '../time';
import { type AttemptFilter, SUCCESS_REASON, attemptMatcher } from './attempt-filter';

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
    return this.addIds({
      time: a.time,
      ip: v4 ?? 0,
      ipText: v4 === null ? id(a.ip) + 1 : 0,
      reason: Math.max(0, ATTEMPT_REASONS.indexOf(a.reason)),
      key: id(a.key), video: id(a.video), app: id(a.app), appinst: id(a.appinst),
      pageurl: id(a.pageurl), refurl: id(a.refurl), server: id(a.serverIp),
    });
  }

  /** Appends one attempt given as interned ids (the seeding fast path: no string work per row). */
  addIds(r: AttemptIds): number {
    if (this.size === this.time.length) this.grow();
    const i = this.size;
    this.time[i] = r.time;
    this.ip[i] = r.ip;
    this.ipText[i] = r.ipText;
    this.reason[i] = r.reason;
    for (const c of TEXT_COLUMNS) this.text[c][i] = r[c];
    this.size += 1;
    return i;
  }

  row(i: number): AttemptRow {
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
    const match = attemptMatcher(this, f);
    const out: AttemptRow[] = [];
    if (match === null) return out;
    let skipped = 0;
    for (let i = this.size - 1; i >= 0 && out.length < limit; i -= 1) {
      if (!match(i)) continue;
      if (skipped < seek) skipped += 1;
      else out.push(this.row(i));
    }
    return out;
  }

  count(f: AttemptFilter): number {
    const match = attemptMatcher(this, f);
    if (match === null) return 0;
    let n = 0;
    for (let i = 0; i < this.size; i += 1) if (match(i)) n += 1;
    return n;
  }
}
