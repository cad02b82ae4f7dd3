/**
 * The open ticket of the Tickets screen: reading it (sevu.status) with its newest attempts
 * (sevu.errorlog), and closing it. Part of the Tickets part of the Viewers slice.
 */
import type { Attempt, Ticket } from '../../../../shared/api/records';
import { type IpcError, type IpcResult } from '../../../../shared/ipc/define';
import { TICKET_CODES, isTicketNotFound } from '../../../../shared/domain/viewers/codes';
import type { ApiCallValue } from '../../../../shared/ipc/api';
import { mc } from '../../bridge/mc';
import { accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';

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

export interface TicketDetailActions {
  /** `quiet` refreshes in place (after revoke) without the loading phase, so results on screen stay. */
  openTicket(key: string, quiet?: boolean): Promise<void>;
  closeTicket(): void;
}

/**
 * What sevu.status said, by code: 2020 is "no ticket has this key" whether it came as a
 * success without a ticket or as status failure (the spec leaves that status open).
 */
function lookupOutcome(r: IpcResult<ApiCallValue<'sevu.status'>>): Pick<TicketDetail, 'status' | 'ticket' | 'error'> {
  if (!r.ok) return isTicketNotFound(r.error) ? { status: 'not_found', ticket: null, error: null } : { status: 'failed', ticket: null, error: r.error };
  const ticket = r.value.response.ticket;
  const code = r.value.response.code ?? r.value.meta.code;
  if (code === TICKET_CODES.notFound || ticket === null) return { status: 'not_found', ticket: null, error: null };
  return { status: 'found', ticket, error: null };
}

export const createTicketDetail: SliceCreator<TicketDetailActions> = (set, get, store) => ({
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
});
