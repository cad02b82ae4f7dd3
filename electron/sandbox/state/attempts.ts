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

  add(a: AttemptInput): number {
    if (this.size === this.time.length) this.grow();
    const i = this.size;
    this.time[i] = a.time;
    const v4 = ipToInt(a.ip);
    this.ip[i] = v4 ?? 0;
    this.ipText[i] = v4 === null ? this.strings.id(a.ip) + 1 : 0;
    this.reason[i] = Math.max(0, ATTEMPT_REASONS.indexOf(a.reason));
    const t = this.text;
    t.key[i] = this.strings.id(a.key);
    t.video[i] = this.strings.id(a.video);
    t.app[i] = this.strings.id(a.app);
    t.appinst[i] = this.strings.id(a.appinst);
    t.pageurl[i] = this.strings.id(a.pageurl);
    t.refurl[i] = this.strings.id(a.refurl);
    t.server[i] = this.strings.id(a.serverIp);
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
