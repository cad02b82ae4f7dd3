/**
 * The life of one report view as pure transitions, so the slice only wires them to the
 * bridge and every move (incl. the stale fallback) is tested without a DOM.
 * `key` names the query the view is for; an answer for another key is ignored, so a
 * slow answer for last month never overwrites this month.
 */
import type { IpcError } from '../../../../shared/ipc/define';

export interface ReportView<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  key: string | null;
  data: T | null;
  /** The query `data` answers; differs from `key` while a new query is loading. */
  dataKey: string | null;
  /** ISO time the shown data arrived from the server. */
  fetchedAt: string | null;
  /** True when `data` is the cached copy shown because the live read failed. */
  stale: boolean;
  /** Why the last read failed (kept beside stale data so the operator knows why). */
  error: IpcError | null;
}

export function idleView<T>(): ReportView<T> {
  return { status: 'idle', key: null, data: null, dataKey: null, fetchedAt: null, stale: false, error: null };
}

/**
 * A read starts: the previous data stays visible (dimmed by the screen, and labelled by
 * its own `dataKey`) until the answer replaces it (operator principles: results stay until replaced).
 */
export function started<T>(view: ReportView<T>, key: string): ReportView<T> {
  return { ...view, status: 'loading', key, error: null };
}

export function succeeded<T>(view: ReportView<T>, key: string, data: T, fetchedAt: string): ReportView<T> {
  if (view.key !== key) return view;
  return { status: 'ready', key, data, dataKey: key, fetchedAt, stale: false, error: null };
}

/** The live read failed and a cached copy exists: show it, marked stale, with the reason. */
export function fellBackToCache<T>(view: ReportView<T>, key: string, data: T, fetchedAt: string, error: IpcError): ReportView<T> {
  if (view.key !== key) return view;
  return { status: 'ready', key, data, dataKey: key, fetchedAt, stale: true, error };
}

/** The read failed and nothing is cached: say why, show nothing old as if it were current. */
export function failed<T>(view: ReportView<T>, key: string, error: IpcError): ReportView<T> {
  if (view.key !== key) return view;
  return { status: 'failed', key, data: null, dataKey: null, fetchedAt: null, stale: false, error };
}

/** Input errors are the operator's to fix; showing an old report would hide that. */
export function shouldUseCache(error: IpcError): boolean {
  return error.kind !== 'invalid_request' && error.kind !== 'invalid_input';
}
