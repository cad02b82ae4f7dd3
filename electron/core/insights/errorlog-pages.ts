/**
 * sevu.errorlog as pages for the export engine's pager, read by insights and by the
 * archive's sync alike: a page that is no list is a failure, and a page that needed retries
 * or was refused for load (code 1000, a 5xx) tells the pager to shed concurrency.
 */
import type { Attempt } from '../../../shared/api/records';
import type { ViewersCall } from '../viewers/export-run';
import { notAListPage } from '../viewers/list-page';
import type { FetchPage } from '../viewers/pager';

export function errorlogPages(call: ViewersCall, params: Record<string, unknown>): FetchPage<Attempt> {
  return async (seek, limit, signal) => {
    const r = await call('sevu.errorlog', { ...params, limit, seek }, { signal });
    const unlisted = r.ok ? notAListPage('errors', r.value, seek) : null;
    if (unlisted !== null) return { ok: false, error: unlisted };
    const overloaded = r.ok ? r.meta.attempts > 1 : (r.error.kind === 'http_status' && r.error.status >= 500) || ('code' in r.error && r.error.code === '1000');
    return r.ok ? { ok: true, value: r.value.errors, overloaded } : { ok: false, error: r.error, overloaded };
  };
}
