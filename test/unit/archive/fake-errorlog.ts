/**
 * A small fake `sevu.errorlog` that behaves like a service whose log several edge servers
 * write: rows are listed newest written first (so one written late, with an older time,
 * comes first), the `datetime` filter may be inclusive or exclusive (`>`), a page may be
 * capped below the limit asked, a read may fail at a given page, and rows keep the time
 * text they were written with (null, zero, text that is no time) — decoded by the
 * console's own record decoder, as the client would.
 */
import type { Attempt } from '../../../shared/api/records';
import { attemptRecord } from '../../../shared/api/records';
import type { ViewersCall } from '../../../electron/core/viewers/export-run';

/** A row as the service writes it: its time text may be anything. */
export type WrittenAttempt = Omit<Attempt, 'datetime'> & { datetime: string | null };

export interface FakeLogOptions {
  filter?: 'inclusive' | 'exclusive';
  /** Rows a page holds at most, whatever the limit asked. */
  pageCap?: number;
  /** The n-th page read (1-based) fails, once. */
  failAtPage?: number;
}

const PLAIN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const META = { latencyMs: 1, attempts: 1, handleTime: null, code: '2041', message: 'Error logs found', clockOffsetMs: 0 };

export class FakeErrorlog {
  private readonly written: WrittenAttempt[] = [];
  /** Every `datetime` asked, in order (the sync's read, and any probe). */
  readonly asked: { datetime: string | undefined; limit: number; seek: number }[] = [];
  private pages = 0;

  constructor(private readonly o: FakeLogOptions = {}) {}

  write(...rows: WrittenAttempt[]): void {
    this.written.push(...rows);
  }

  private matches(row: WrittenAttempt, since: string | undefined): boolean {
    if (since === undefined) return true;
    // As a database compares a datetime column: a row with no time is never on or after one.
    if (row.datetime === null || !PLAIN.test(row.datetime) || row.datetime.startsWith('0000')) return false;
    return this.o.filter === 'exclusive' ? row.datetime > since : row.datetime >= since;
  }

  /** What the service holds, decoded as the console decodes it. */
  all(): Attempt[] {
    return this.written.map(decode);
  }

  readonly call = (async (command: string, params: Record<string, unknown>) => {
    if (command !== 'sevu.errorlog') throw new Error(`the fake answers sevu.errorlog only, not ${command}`);
    const seek = Number(params.seek ?? 0);
    const limit = Math.min(Number(params.limit ?? 100), this.o.pageCap ?? Infinity);
    const since = params.datetime as string | undefined;
    this.asked.push({ datetime: since, limit: Number(params.limit), seek });
    this.pages += 1;
    if (this.pages === this.o.failAtPage) return { ok: false, error: { kind: 'timeout', phase: 'response', message: 'The service did not answer in time.' } };
    const listed = [...this.written].reverse().filter((r) => this.matches(r, since));
    return { ok: true, value: { errors: listed.slice(seek, seek + limit).map(decode) }, meta: META };
  }) as unknown as ViewersCall;
}

function decode(row: WrittenAttempt): Attempt {
  return attemptRecord().parse(row);
}
