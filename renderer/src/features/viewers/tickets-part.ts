/**
 * Tickets: the filter and the server-paged grid over sevu.search, composed with the open
 * ticket (ticket-detail.ts) and create/revoke (ticket-changes.ts). Part of the Viewers slice.
 */
import type { CommandResponse } from '../../../../shared/api/catalog';
import type { Ticket } from '../../../../shared/api/records';
import { type IpcResult, ok } from '../../../../shared/ipc/define';
import { type FilterProblems, type TicketFilter, type TicketParams, checkTicketFilter, emptyTicketFilter, ticketParams } from '../../../../shared/domain/viewers/filters';
import { mc } from '../../bridge/mc';
import { type AccountTurn, accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';
import { type PageRequest, type PagedState, pageStep, pagedInitial, resized } from './paged';
import { readPage } from './read-page';
import { type TicketChangeActions, createTicketChanges } from './ticket-changes';
import { type TicketDetail, type TicketDetailActions, createTicketDetail } from './ticket-detail';

export interface TicketsPart extends TicketDetailActions, TicketChangeActions {
  viewersTicketFilter: TicketFilter;
  viewersTicketProblems: FilterProblems;
  viewersTickets: PagedState<Ticket, TicketParams>;
  viewersTicketPageSize: number;
  viewersDetail: TicketDetail | null;
  setTicketFilter(patch: Partial<TicketFilter>): void;
  /** Checks the filter; reads page 1 when it is usable, else shows the problems and sends nothing. */
  searchTickets(): Promise<void>;
  pageTickets(direction: 'next' | 'prev'): Promise<void>;
  setTicketPageSize(size: number): Promise<void>;
}

const fetchTickets = (t: AccountTurn) => async (params: TicketParams, limit: number, seek: number, cacheKey: string | undefined): Promise<IpcResult<CommandResponse<'sevu.search'>>> => {
  const r = await mc().api.call({ command: 'sevu.search', params: { ...params, limit, seek }, cacheKey }, t.account);
  return r.ok ? ok(r.value.response) : r;
};

type TicketsData = Pick<TicketsPart, 'viewersTicketFilter' | 'viewersTicketProblems' | 'viewersTickets' | 'viewersTicketPageSize' | 'viewersDetail'>;

/** Nothing searched, nothing open: a fresh console, or another account. */
export function freshTickets(): TicketsData {
  return { viewersTicketFilter: emptyTicketFilter, viewersTicketProblems: {}, viewersTickets: pagedInitial(), viewersTicketPageSize: 50, viewersDetail: null };
}

export const createTicketsPart: SliceCreator<TicketsPart> = (set, get, store) => {
  const read = async (request: PageRequest<TicketParams>) => {
    const t = await accountTurn(store);
    await readPage({
      request,
      get: () => get().viewersTickets,
      put: (viewersTickets) => t.current() && set({ viewersTickets }),
      fetch: fetchTickets(t),
      cachePrefix: 'viewers:tickets',
      rowsOf: (response) => response.tickets,
    });
  };
  return {
    ...freshTickets(),
    ...createTicketDetail(set, get, store),
    ...createTicketChanges(set, get, store, read),
    setTicketFilter: (patch) => set({ viewersTicketFilter: { ...get().viewersTicketFilter, ...patch } }),
    searchTickets: async () => {
      const filter = get().viewersTicketFilter;
      const problems = checkTicketFilter(filter);
      set({ viewersTicketProblems: problems });
      if (Object.keys(problems).length > 0) return;
      await read({ params: ticketParams(filter), page: 0, pageSize: get().viewersTicketPageSize });
      // The detail follows the selection: a ticket the new rows do not hold leaves the panel.
      const open = get().viewersDetail?.key;
      if (open !== undefined && !(get().viewersTickets.rows ?? []).some((t) => t.key === open)) set({ viewersDetail: null });
    },
    pageTickets: async (direction) => {
      const next = pageStep(get().viewersTickets, direction);
      if (next !== null) await read(next);
    },
    setTicketPageSize: async (size) => {
      set({ viewersTicketPageSize: size });
      const next = resized(get().viewersTickets, size);
      if (next !== null) await read(next);
    },
  };
};
