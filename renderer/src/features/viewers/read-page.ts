/**
 * Runs one paged read against the store: start (pending), call, then loaded or failed —
 * each a pure transition from paged.ts. Shared by the Tickets and Attempts grids.
 */
import type { IpcResult } from '../../../../shared/ipc/define';
import { unreadableWords } from '../../../../shared/api/unreadable-words';
import { mc } from '../../bridge/mc';
import { type PageRequest, type PagedState, limitSeek, pagedFailed, pagedFromCache, pagedLoaded, pagedStart } from './paged';

/** `Answer`: the command's response; the cached copy of a first page is the same command's, stored by main. */
export interface PageReadOptions<Row, P, Answer> {
  request: PageRequest<P>;
  get: () => PagedState<Row, P>;
  put: (s: PagedState<Row, P>) => void;
  /** Reads one page's answer (and stores the first page under `cacheKey` for offline display). */
  fetch: (params: P, limit: number, seek: number, cacheKey: string | undefined) => Promise<IpcResult<Answer>>;
  /** Cache key prefix ("viewers:tickets"); only the first page of a search is cached. */
  cachePrefix?: string;
  /** The rows of an answer, fresh or cached. */
  rowsOf: (response: Answer) => Row[];
}

/** Cache keys allow only letters, digits and . : / - _, so the params are hashed (FNV-1a). */
export function pageCacheKey(prefix: string, params: unknown, pageSize: number): string {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(params)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return `${prefix}:${pageSize}:${h.toString(16)}`;
}

export async function readPage<Row, P, Answer>(o: PageReadOptions<Row, P, Answer>): Promise<void> {
  const started = pagedStart(o.get(), o.request);
  o.put(started);
  const seq = started.seq;
  const { limit, seek } = limitSeek(o.request);
  const cacheKey = o.cachePrefix !== undefined && o.request.page === 0 ? pageCacheKey(o.cachePrefix, o.request.params, o.request.pageSize) : undefined;
  let result: IpcResult<Answer>;
  try {
    result = await o.fetch(o.request.params, limit, seek, cacheKey);
  } catch (err) {
    const message = `The console lost track of this read (${err instanceof Error ? err.message : String(err)}).`;
    result = { ok: false, error: { kind: 'internal', message } };
  }
  // The answer's own mark of what it could not read stays beside its rows, so a page with
  // items left out never passes for a whole one.
  if (result.ok) return o.put(pagedLoaded(o.get(), seq, o.rowsOf(result.value), new Date().toISOString(), unreadableWords(result.value)));
  const cached = cacheKey !== undefined ? await mc().api.cached<Answer>({ cacheKey }) : null;
  if (cached?.ok && cached.value !== null) {
    const response = cached.value.response;
    return o.put(pagedFromCache(o.get(), seq, o.rowsOf(response), cached.value.fetchedAt, result.error, unreadableWords(response)));
  }
  o.put(pagedFailed(o.get(), seq, result.error));
}
