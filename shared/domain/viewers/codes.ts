/**
 * Result codes of the ticket commands, read by code rather than by status. The spec
 * leaves the status of a code ending in 0 ("not found", "none", "not removed") unknown,
 * so the same answer may come as a success envelope carrying the code or as status
 * "failure" (an `api_failure` with that code). Screens and exports ask these functions,
 * never the status alone.
 */
import type { IpcError } from '../../ipc/define';

export const TICKET_CODES = {
  /** sevu.status: no ticket has this key. */
  notFound: '2020',
  /** sevu.search: no tickets match (not in the spec's table; the x0/x1 pattern of its neighbours, and the sandbox's code). */
  noTickets: '2030',
  /** sevu.errorlog: no attempts match. */
  noAttempts: '2040',
  /** sevu.removestreamuser: the stream user could not be removed. */
  notRemoved: '2080',
  /** sevu.removestreamuser: removed. */
  removed: '2081',
} as const;

/** The server's code of a failed call, when it sent one. */
export function failureCode(error: IpcError): string | null {
  return error.kind === 'api_failure' ? error.code : null;
}

/** A failed page read that only means "nothing matches here": an empty page, not an error. */
export function isNoRows(command: 'sevu.search' | 'sevu.errorlog', error: IpcError): boolean {
  const none = command === 'sevu.search' ? TICKET_CODES.noTickets : TICKET_CODES.noAttempts;
  return failureCode(error) === none;
}

/** sevu.status answered "no ticket has this key", as a failure. */
export function isTicketNotFound(error: IpcError): boolean {
  return failureCode(error) === TICKET_CODES.notFound;
}
