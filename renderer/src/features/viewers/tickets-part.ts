/**
 * Tickets: the filter, the server-paged grid over sevu.search, the ticket detail
 * (sevu.status plus that ticket's attempts), create and revoke. Part of the Viewers slice.
 */
import type { Attempt, Ticket } from '../../../../shared/api/records';
import { type IpcError, type IpcResult, fail, ok } from '../../../../shared/ipc/define';
import { type FilterProblems, type TicketFilter, type TicketParams, checkTicketFilter, emptyTicketFilter, ticketParams } from '../../../../shared/domain/viewers/filters';
import type { CommandParams } from '../../../../shared/api/catalog';
import { TICKET_CODES, isTicketNotFound } from '../../../../shared/domain/viewers/codes';
import type { ApiCallValue } from '../../../../shared/ipc/api';
import { mc } from '../../bridge/mc';
import { type AccountTurn, accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';
import { type PageRequest, type PagedState, pageStep, pagedInitial, resized } from './paged';
import { readPage } from './read-page';

/** Attempts shown under a ticket: the newest ones; the Attempts screen has the rest. */
export const DETAIL_ATTEMPTS = 50;

export interface TicketDetail {
  key: string;
  status: 'loading' | 'found' | 'not_found' | 'failed';
  ticket: Ticket | null;
  error: IpcError | null;
  attempts: Attempt[] | null;
  attemptsError: IpcError | null;
}

export interface TicketsPart {
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
  /** `quiet` refreshes in place (after revoke) without the loading phase, so results on screen stay. */
  openTicket(key: string, quiet?: boolean): Promise<void>;
  closeTicket(): void;
  createTicket(params: CommandParams<'sevu.request'>): Promise<IpcResult<{ key: string; pass: string }>>;
  revokeTicket(key: string): Promise<IpcResult<string>>;
}

/**
 * What sevu.status said, by code: 2020 is "no ticket has this key" whether it came as a
 * success without a ticket or as status failure (the spec leaves that status open).
 */
export function lookupOutcome(r: IpcResult<ApiCallValue<'sevu.status'>>): Pick<TicketDetail, 'status' | 'ticket' | 'error'> {
  if (!r.ok) return isTicketNotFound(r.error) ? { status: 'not_found', ticket: null, error: null } : { status: 'failed', ticket: null, error: r.error };
  const ticket = r.value.response.ticket;
  const code = r.value.response.code ?? r.value.meta.code;
  if (code === TICKET_CODES.notFound || ticket === null) return { status: 'not_found', ticket: null, error: null };
  return { status: 'found', ticket, error: null };
}

const fetchTickets = (t: AccountTurn) => async (params: TicketParams, limit: number, seek: number, cacheKey: string | undefined): Promise<IpcResult<Ticket[]>> => {
  const r = await mc().api.call({ command: 'sevu.search', params: { ...params, limit, seek }, cacheKey }, t.account);
  return r.ok ? ok(r.value.response.tickets) : r;
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
      rowsOf: (response) => (response as { tickets: Ticket[] }).tickets,
    });
  };
  return {
    ...freshTickets(),
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
    openTicket: async (typed, quiet = false) => {
      const key = typed.trim();
      if (key === '') return;
      if (!quiet || get().viewersDetail?.key !== key) {
        set({ viewersDetail: { key, status: 'loading', ticket: null, error: null, attempts: null, attemptsError: null } });
      }
      const t = await accountTurn(store);
      const [status, attempts] = await Promise.all([
        mc().api.call({ command: 'sevu.status', params: { key } }, t.account),
        mc().api.call({ command: 'sevu.errorlog', params: { key, limit: DETAIL_ATTEMPTS, seek: 0 } }, t.account),
      ]);
      if (!t.current() || get().viewersDetail?.key !== key) return; // another ticket was opened meanwhile
      set({
        viewersDetail: {
          key,
          ...lookupOutcome(status),
          attempts: attempts.ok ? attempts.value.response.errors : [],
          attemptsError: attempts.ok ? null : attempts.error,
        },
      });
    },
    closeTicket: () => set({ viewersDetail: null }),
    createTicket: async (params) => {
      const t = await accountTurn(store);
      const r = await mc().api.call({ command: 'sevu.request', params }, t.account);
      if (!r.ok) return fail(r.error);
      const key = r.value.response.key;
      // The new ticket comes into view: the list narrows to its key, with it selected and open.
      // (The service lists tickets oldest first, so a new one is on no first page otherwise.)
      if (t.current()) {
        set({ viewersTicketFilter: { ...emptyTicketFilter, key } });
        void get().openTicket(key);
        void get().searchTickets();
      }
      return ok({ key, pass: params.pass });
    },
    revokeTicket: async (key) => {
      const t = await accountTurn(store);
      const r = await mc().api.call({ command: 'sevu.revoke', params: { key } }, t.account);
      if (!r.ok) return fail(r.error);
      if (!t.current()) return ok(r.value.response.message ?? 'Ticket revoked');
      if (get().viewersDetail?.key === key) await get().openTicket(key, true);
      const shown = get().viewersTickets.shown;
      if (shown !== null) void read(shown); // the grid's Active column changes too
      return ok(r.value.response.message ?? 'Ticket revoked');
    },
  };
};
