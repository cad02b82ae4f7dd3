/**
 * The one refusal of an action prepared on another account: the router builds it before a
 * handler runs, the gateway again at the send (the account may switch while a handler
 * awaits). Both name the two accounts the same way, log it, and audit it as REFUSED when
 * the call would have been audited.
 */
import { type AppFailure, wrongAccount } from '../../../shared/ipc/define';
import type { Logger } from '../events/log';

type Named = { id: string; name: string };
export type WrongAccount = Extract<AppFailure, { kind: 'wrong_account' }>;

export interface ForeignCall {
  /** Who refuses, for the log line: 'router' or 'gateway'. */
  where: string;
  /** The channel or command, for the log line. */
  what: string;
  /** The account the call named; '' or a non-string when it named none. */
  preparedOnId: unknown;
  active: Named;
  find(id: string): Named | undefined;
  log: Logger;
  /** The audited command and its parameters, or null when the call is not audited. */
  audited: { command: string; params: Record<string, unknown>; record(entry: { profileId: string; profileName: string; command: string; params: Record<string, unknown>; message: string }): void } | null;
}

export function refuseForeign(call: ForeignCall): WrongAccount {
  const id = call.preparedOnId;
  const preparedOn = typeof id === 'string' && id !== '' ? (call.find(id) ?? { id, name: `an account that no longer exists (${id})` }) : null;
  const error = wrongAccount(preparedOn, call.active) as WrongAccount;
  call.log.warn(`${call.where}: ${call.what} refused: prepared on ${preparedOn?.id ?? '(none)'}, active ${call.active.id}`);
  if (call.audited !== null) {
    const { command, params, record } = call.audited;
    try {
      record({ profileId: preparedOn?.id ?? '', profileName: preparedOn?.name ?? '(no account named)', command, params, message: error.message });
    } catch (err) {
      call.log.error(`audit: could not record the refusal of ${command}`, err);
    }
  }
  return error;
}
