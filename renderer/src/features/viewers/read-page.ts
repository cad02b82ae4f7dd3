/**
 * Runs one paged read against the store: start (pending), call, then loaded or failed —
 * each a pure transition from paged.ts. Shared by the Tickets and Attempts grids.
 */
import type { IpcResult } from '../../../../shared/ipc/define';
import { type PageRequest, type PagedState, limitSeek, pagedFailed, pagedLoaded, pagedStart } from './paged';

export interface PageReadOptions<Row, P> {
  request: PageRequest<P>;
  get: () => PagedState<Row, P>;
  put: (s: PagedState<Row, P>) => void;
  fetch: (params: P, limit: number, seek: number) => Promise<IpcResult<Row[]>>;
}

export async function readPage<Row, P>(o: PageReadOptions<Row, P>): Promise<void> {
  const started = pagedStart(o.get(), o.request);
  o.put(started);
  const seq = started.seq;
  const { limit, seek } = limitSeek(o.request);
  let result: IpcResult<Row[]>;
  try {
    result = await o.fetch(o.request.params, limit, seek);
  } catch (err) {
    const message = `The console lost track of this read (${err instanceof Error ? err.message : String(err)}).`;
    result = { ok: false, error: { kind: 'internal', message } };
  }
  o.put(result.ok ? pagedLoaded(o.get(), seq, result.value, new Date().toISOString()) : pagedFailed(o.get(), seq, result.error));
}
