/**
 * Result codes of the ticket commands that screens word, read by code rather than by
 * status. The spec leaves the status of a code ending in 0 ("not found", "not removed")
 * unknown, so the same answer may come as a success envelope carrying the code or as
 * status "failure" (an `api_failure` with that code). ("No rows" codes are the catalog's
 * `noMatch`: the client already decodes them as empty pages.)
 */
import type { IpcError } from '../../ipc/define';

export const TICKET_CODES = {
  /** sevu.status: no ticket has this key. */
  notFound: '2020',
  /** sevu.removestreamuser: the stream user could not be removed. */
  notRemoved: '2080',
  /** sevu.removestreamuser: removed. */
  removed: '2081',
} as const;

/** The server's code of a failed call, when it sent one. */
export function failureCode(error: IpcError): string | null {
  return error.kind === 'api_failure' ? error.code : null;
}

/** sevu.status answered "no ticket has this key", as a failure. */
export function isTicketNotFound(error: IpcError): boolean {
  return failureCode(error) === TICKET_CODES.notFound;
}
