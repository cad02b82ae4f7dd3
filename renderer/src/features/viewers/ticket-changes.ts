/**
 * Creating a ticket (sevu.request) and revoking one (sevu.revoke), and bringing the list
 * and the open ticket up to date after each. Part of the Tickets part of the Viewers slice.
 */
import type { CommandParams } from '../../../../shared/api/catalog';
import { type IpcResult, fail, ok } from '../../../../shared/ipc/define';
import { emptyTicketFilter, type TicketParams } from '../../../../shared/domain/viewers/filters';
import { accountTurn } from '../../stores/account-scope';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';
import type { PageRequest } from './paged';

type SliceArgs = Parameters<SliceCreator<TicketChangeActions>>;

export interface TicketChangeActions {
  createTicket(params: CommandParams<'sevu.request'>): Promise<IpcResult<{ key: string; pass: string }>>;
  revokeTicket(key: string): Promise<IpcResult<string>>;
}

/** `read` reads a page of the ticket list again (the Tickets part's one page read). */
export function createTicketChanges(set: SliceArgs[0], get: SliceArgs[1], store: SliceArgs[2], read: (request: PageRequest<TicketParams>) => Promise<void>): TicketChangeActions {
  return {
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
}
