/**
 * Which failures mean the request provably never left this machine. For a live action
 * that is the difference between "nothing happened, send it again" and "it may have
 * happened, check status first" — so it is decided in one place.
 */
import type { IpcError, IpcErrorKind } from './define';

const NOT_SENT: ReadonlySet<IpcErrorKind> = new Set<IpcErrorKind>([
  'network_not_sent',
  'invalid_request',
  'invalid_input',
  'already_in_flight',
  'cancelled',
  'no_credentials',
  'vault_locked',
  'keychain_unavailable',
  'io_error',
  // Refused by the router before any handler ran: nothing left this machine.
  'wrong_account',
]);

export function wasNotSent(error: IpcError): boolean {
  return NOT_SENT.has(error.kind);
}
