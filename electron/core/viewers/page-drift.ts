/**
 * Paging drift, told from the rows themselves: the errorlog and the ticket list have no row
 * id and limit/seek is an offset into a live list, so a row arriving above the read pushes
 * every later page down, and a service may repeat a page or answer one short or empty. The
 * pager therefore asks every page after the first one row early: its first row must be the
 * last row the page before ended with. When it is not, the page is read again once; still
 * not, the rows that pushed it down are found by matching the page's head against the tail
 * before (k rows arrived: its first k + 1 rows are the last k + 1 kept) and the run re-reads
 * from there, k rows further; when no shift explains the page, the run stops, not complete.
 */
import { driftReason, notComplete } from '../../../shared/domain/viewers/not-complete';
import type { IpcError } from '../../../shared/ipc/define';

export type SameRow<Row> = (a: Row, b: Row) => boolean;

/** Rows equal member by member, nested members too (an attempt, a CSV row's cells). */
export function sameMembers(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!sameMembers((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/**
 * How many rows pushed `page` (asked one row early) down since `kept` (the page before, as
 * read) was read: 0 when its first row is kept's last; k when its first k + 1 rows are kept's
 * last k + 1; -1 when no shift explains it (rows gone, a page from elsewhere, an empty page).
 */
function shiftOf<Row>(kept: readonly Row[], page: readonly Row[], same: SameRow<Row>): number {
  const last = kept.length - 1;
  for (let k = 0; k < page.length && k <= last; k += 1) {
    if (!same(page[k]!, kept[last]!)) continue;
    let fits = true;
    for (let i = 0; i < k && fits; i += 1) fits = same(page[i]!, kept[last - k + i]!);
    if (fits) return k;
  }
  return -1;
}

/** The one failure of a run whose pages moved: the rows before `atRow` were read, the rest not. */
function driftError(atRow: number): IpcError {
  return { kind: 'paging_drift', atRow, message: notComplete(driftReason(atRow)) };
}

/** What to do with a page: keep it past its first `skip` rows (read before), ask it again, or stop. */
type Verdict = { skip: number } | { again: true } | { failed: IpcError };

/** The check's memory over one run: the page before, and the shift found so far. */
export class DriftCheck<Row> {
  /** Rows that arrived above the read: the rows still to read are this much further down. */
  shift = 0;
  private kept: readonly Row[] | null = null;
  /** Rows read when a page was last read again, and when the run last moved by a shift: once each per place. */
  private reread = -1;
  private moved = -1;

  constructor(private readonly same: SameRow<Row> | null) {}

  /** 1 when the next page is asked one row early (`asked`: pages already asked before it, unread). */
  early(step: number, asked: number): 0 | 1 {
    return this.same !== null && step > 1 && (this.kept !== null || asked > 0) ? 1 : 0;
  }

  /** `read`: rows the run has read so far. */
  judge(page: readonly Row[], early: 0 | 1, read: number): Verdict {
    const kept = this.kept;
    if (early === 0 || kept === null || this.same === null) return { skip: 0 };
    const k = page.length > 0 && this.same(page[0]!, kept[kept.length - 1]!) ? 0 : shiftOf(kept, page, this.same);
    if (k === 0) return { skip: 1 };
    if (this.reread !== read) {
      this.reread = read;
      return { again: true };
    }
    if (k < 0 || this.moved === read) return { failed: driftError(read) };
    this.moved = read;
    this.shift += k;
    return { skip: k + 1 };
  }

  keep(page: readonly Row[]): void {
    this.kept = page;
  }
}
