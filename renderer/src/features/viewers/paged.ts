/**
 * Server paging of a grid (the API's limit/seek), as pure transitions. A request is
 * `pending` until it answers; only a successful answer moves the page, the params or
 * the page size, so a failed "Next" leaves the operator on the page they were reading.
 * Every request carries a sequence number: an answer to a superseded request is
 * ignored, so fast clicking never shows an older page over a newer one.
 *
 * One extra row is asked for (limit = pageSize + 1): whether it comes back says whether
 * there is a next page, exactly, without a total (sevu.search has none).
 */
import type { IpcError } from '../../../../shared/ipc/define';

export const PAGE_SIZES = [25, 50, 100, 250, 500] as const;

export interface PageRequest<P> {
  params: P;
  page: number;
  pageSize: number;
}

export interface PagedState<Row, P> {
  /** What the rows on screen answer; null before the first successful read. */
  shown: PageRequest<P> | null;
  rows: Row[] | null;
  hasMore: boolean;
  /** The request on its way, if any. */
  pending: (PageRequest<P> & { seq: number }) | null;
  seq: number;
  /** The last request's failure; cleared by the next success. */
  error: IpcError | null;
  fetchedAt: string | null;
  /** The rows are the last cached read of this page (a fresh read failed): shown STALE. */
  stale: boolean;
  /** What the answer shown marked as unreadable (null items left out of its list …), in words; null when it read whole. */
  unreadable: string | null;
}

export function pagedInitial<Row, P>(): PagedState<Row, P> {
  return { shown: null, rows: null, hasMore: false, pending: null, seq: 0, error: null, fetchedAt: null, stale: false, unreadable: null };
}

/** limit/seek of a request (one extra row to learn whether more exist). */
export function limitSeek(r: PageRequest<unknown>): { limit: number; seek: number } {
  return { limit: r.pageSize + 1, seek: r.page * r.pageSize };
}

export function pagedStart<Row, P>(s: PagedState<Row, P>, r: PageRequest<P>): PagedState<Row, P> {
  const seq = s.seq + 1;
  return { ...s, seq, pending: { ...r, seq } };
}

export function pagedLoaded<Row, P>(s: PagedState<Row, P>, seq: number, rows: Row[], at: string, unreadable: string | null = null): PagedState<Row, P> {
  return settled(s, seq, rows, at, null, unreadable);
}

/** A failed read answered from the cache: the cached rows, marked stale, with the failure kept. */
export function pagedFromCache<Row, P>(s: PagedState<Row, P>, seq: number, rows: Row[], at: string, error: IpcError, unreadable: string | null): PagedState<Row, P> {
  return settled(s, seq, rows, at, error, unreadable);
}

function settled<Row, P>(s: PagedState<Row, P>, seq: number, rows: Row[], at: string, error: IpcError | null, unreadable: string | null): PagedState<Row, P> {
  if (s.pending === null || s.pending.seq !== seq) return s;
  const { seq: _seq, ...request } = s.pending;
  return {
    ...s,
    shown: request,
    rows: rows.slice(0, request.pageSize),
    hasMore: rows.length > request.pageSize,
    pending: null,
    error,
    fetchedAt: at,
    stale: error !== null,
    unreadable,
  };
}

export function pagedFailed<Row, P>(s: PagedState<Row, P>, seq: number, error: IpcError): PagedState<Row, P> {
  if (s.pending === null || s.pending.seq !== seq) return s;
  return { ...s, pending: null, error, rows: s.rows ?? [] };
}

/** The request for the next or previous page of what is shown (null when there is none). */
export function pageStep<P>(s: PagedState<unknown, P>, direction: 'next' | 'prev'): PageRequest<P> | null {
  if (s.shown === null) return null;
  if (direction === 'next') return s.hasMore ? { ...s.shown, page: s.shown.page + 1 } : null;
  return s.shown.page > 0 ? { ...s.shown, page: s.shown.page - 1 } : null;
}

/** A new page size keeps the first row on screen in view. */
export function resized<P>(s: PagedState<unknown, P>, pageSize: number): PageRequest<P> | null {
  if (s.shown === null) return null;
  return { ...s.shown, pageSize, page: Math.floor((s.shown.page * s.shown.pageSize) / pageSize) };
}
