/**
 * Attempts: the filter, the server-paged grid over sevu.errorlog, the matching count
 * (sevu.errorcount, only when it counts the same attempts: no date filter) and the
 * rejection-reason breakdown (computed in main; none for accepted-only searches). One search
 * asks for the first page and the breakdown at once — asking for a breakdown stops the
 * previous search's one in main, whose pages would otherwise queue ahead of this page —
 * and for the count once the page is in: the page is what the operator waits for. Each
 * shows its own state. Part of the Viewers slice.
 */
import type { CommandResponse } from '../../../../shared/api/catalog';
import type { Attempt } from '../../../../shared/api/records';
import { type AttemptFilter, type AttemptParams, type FilterProblems, attemptParams, checkAttemptFilter, countParams, emptyAttemptFilter } from '../../../../shared/domain/viewers/filters';
import { type IpcError, type IpcResult, ok } from '../../../../shared/ipc/define';
import type { ReasonBreakdown } from '../../../../shared/ipc/viewers';
import { mc } from '../../bridge/mc';
import { type AccountTurn, accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';
import { type PageRequest, type PagedState, pageStep, pagedInitial, resized } from './paged';
import { readPage } from './read-page';

/** A figure read for the params shown beside it (so a label never describes other data). */
export interface Figure<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  value: T | null;
  error: IpcError | null;
  params: AttemptParams | null;
}

const idle = <T>(): Figure<T> => ({ status: 'idle', value: null, error: null, params: null });

export interface AttemptsPart {
  viewersAttemptFilter: AttemptFilter;
  viewersAttemptProblems: FilterProblems;
  viewersAttempts: PagedState<Attempt, AttemptParams>;
  viewersAttemptPageSize: number;
  viewersAttemptCount: Figure<number>;
  viewersBreakdown: Figure<ReasonBreakdown>;
  viewersSelectedAttempt: Attempt | null;
  setAttemptFilter(patch: Partial<AttemptFilter>): void;
  searchAttempts(): Promise<void>;
  pageAttempts(direction: 'next' | 'prev'): Promise<void>;
  setAttemptPageSize(size: number): Promise<void>;
  selectAttempt(a: Attempt | null): void;
}

const fetchAttempts = (t: AccountTurn) => async (params: AttemptParams, limit: number, seek: number, cacheKey: string | undefined): Promise<IpcResult<CommandResponse<'sevu.errorlog'>>> => {
  const r = await mc().api.call({ command: 'sevu.errorlog', params: { ...params, limit, seek }, cacheKey }, t.account);
  return r.ok ? ok(r.value.response) : r;
};

type AttemptsData = Pick<
  AttemptsPart,
  'viewersAttemptFilter' | 'viewersAttemptProblems' | 'viewersAttempts' | 'viewersAttemptPageSize' | 'viewersAttemptCount' | 'viewersBreakdown' | 'viewersSelectedAttempt'
>;

/** Nothing searched, nothing selected: a fresh console, or another account. */
export function freshAttempts(): AttemptsData {
  return {
    viewersAttemptFilter: emptyAttemptFilter,
    viewersAttemptProblems: {},
    viewersAttempts: pagedInitial(),
    viewersAttemptPageSize: 50,
    viewersAttemptCount: idle(),
    viewersBreakdown: idle(),
    viewersSelectedAttempt: null,
  };
}

export const createAttemptsPart: SliceCreator<AttemptsPart> = (set, get, store) => {
  /** Counts searches, so a search overtaken by a newer one starts no count of its own. */
  let searches = 0;
  const read = async (request: PageRequest<AttemptParams>) => {
    const t = await accountTurn(store);
    await readPage({
      request,
      get: () => get().viewersAttempts,
      put: (viewersAttempts) => t.current() && set({ viewersAttempts }),
      fetch: fetchAttempts(t),
      cachePrefix: 'viewers:attempts',
      rowsOf: (response) => response.errors,
    });
  };

  /** Stores a figure only if the filter it was read for is still the one asked last. */
  const settle = <K extends 'viewersAttemptCount' | 'viewersBreakdown'>(t: AccountTurn, key: K, params: AttemptParams, figure: Partial<McFigure<K>>): void => {
    if (!t.current() || get()[key].params !== params) return;
    set({ [key]: { ...get()[key], ...figure } } as Pick<AttemptsPart, K>);
  };

  const count = async (params: AttemptParams): Promise<void> => {
    const t = await accountTurn(store);
    set({ viewersAttemptCount: { ...get().viewersAttemptCount, status: 'loading', params } });
    const r = await mc().api.call({ command: 'sevu.errorcount', params: countParams(params) }, t.account);
    settle(t, 'viewersAttemptCount', params, r.ok ? { status: 'ready', value: r.value.response.error_count, error: null } : { status: 'failed', error: r.error });
  };

  const breakdown = async (params: AttemptParams): Promise<void> => {
    const t = await accountTurn(store);
    set({ viewersBreakdown: { ...get().viewersBreakdown, status: 'loading', params } });
    const { success: _s, ...filters } = params;
    const r = await mc().viewers.reasonBreakdown({ params: filters });
    settle(t, 'viewersBreakdown', params, r.ok ? { status: 'ready', value: r.value, error: null } : { status: 'failed', error: r.error });
  };

  return {
    ...freshAttempts(),
    setAttemptFilter: (patch) => set({ viewersAttemptFilter: { ...get().viewersAttemptFilter, ...patch } }),
    searchAttempts: async () => {
      const filter = get().viewersAttemptFilter;
      const problems = checkAttemptFilter(filter);
      set({ viewersAttemptProblems: problems });
      if (Object.keys(problems).length > 0) return;
      const params = attemptParams(filter);
      const search = ++searches;
      // The page is asked first, so main sends it ahead of the new breakdown's first page.
      // Accepted attempts have no rejection reasons: a chart of the other rejections would
      // contradict the rows. sevu.errorcount has no date member, so with a date it would
      // count other attempts than the rows: the pages then say the total at the last one.
      // The detail follows the selection: an attempt of the previous search is not one of these rows.
      set({ viewersAttemptCount: idle(), viewersBreakdown: idle(), viewersSelectedAttempt: null });
      const page = read({ params, page: 0, pageSize: get().viewersAttemptPageSize });
      const reasons = params.success === 1 ? null : breakdown(params);
      await page;
      if (search === searches && params.datetime === undefined) await count(params);
      await reasons;
    },
    pageAttempts: async (direction) => {
      const next = pageStep(get().viewersAttempts, direction);
      if (next === null) return;
      set({ viewersSelectedAttempt: null }); // its row leaves the grid with the page
      await read(next);
    },
    setAttemptPageSize: async (size) => {
      set({ viewersAttemptPageSize: size, viewersSelectedAttempt: null });
      const next = resized(get().viewersAttempts, size);
      if (next !== null) await read(next);
    },
    selectAttempt: (a) => set({ viewersSelectedAttempt: a }),
  };
};

type McFigure<K extends 'viewersAttemptCount' | 'viewersBreakdown'> = AttemptsPart[K];

/**
 * The total the Attempts grid states ("rows 151–189 of 486"): the count, but only when it
 * was read for exactly the search on screen, so the one stated total is never another
 * search's (or another date range's) number.
 */
export function attemptTotal(s: Pick<AttemptsPart, 'viewersAttemptCount' | 'viewersAttempts'>): number | undefined {
  const { viewersAttemptCount: count, viewersAttempts: paged } = s;
  if (count.status !== 'ready' || count.value === null || paged.shown === null) return undefined;
  return JSON.stringify(count.params) === JSON.stringify(paged.shown.params) ? count.value : undefined;
}
