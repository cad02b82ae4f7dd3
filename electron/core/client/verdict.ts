/**
 * What one attempt means for the call: a final result, or a reason to try again. This is
 * where "mutating commands are sent exactly once" is decided; client.ts only counts.
 */
import type { CommandName, CommandResponse } from '../../../shared/api/catalog';
import type { ApiFailure } from '../../../shared/api/failures';
import { decodeBody } from './decode';
import type { DecodedInfo } from './decoded';
import { cancelled, connectionCut, connectTimeout, notSent, outcomeUnknown, responseTimeout, tooLarge } from './failure-text';
import type { TransportFault, TransportResponse } from './transport';

/** Why an attempt may be followed by another; null: it may not. */
export type Again = 'not_sent' | 'transient' | 'resign' | null;

export type Verdict<T> =
  | { type: 'success'; value: T; info: DecodedInfo }
  /**
   * again: 'not_sent' (provably never left: safe even for mutating commands),
   * 'transient' (reads only), 'resign' (0002: re-sign with the corrected clock), or null.
   */
  | { type: 'failure'; error: ApiFailure; info: DecodedInfo | null; again: Again };

function failure(error: ApiFailure, again: 'not_sent' | 'transient' | null = null): Verdict<never> {
  return { type: 'failure', error, info: null, again };
}

function notSentReason(fault: TransportFault): string {
  if (fault.kind === 'dns') return 'the server name could not be resolved';
  if (/CERT|TLS|SSL/i.test(fault.cause)) return "could not connect to the server: its TLS certificate was not accepted";
  return 'could not connect to the server';
}

/** Verdict for a transport fault (no HTTP answer was read). */
export function faultVerdict(command: CommandName, mutates: boolean, fault: TransportFault, limitBytes: number): Verdict<never> {
  const mayBeApplied = mutates && fault.sent;
  switch (fault.kind) {
    case 'aborted':
      return failure(mayBeApplied ? outcomeUnknown('cancelled') : cancelled('before_send'));
    case 'refused':
    case 'dns':
      return failure(notSent(notSentReason(fault), fault.cause), 'not_sent');
    case 'connect_timeout':
      return failure(connectTimeout(fault.cause), mutates ? null : 'transient');
    case 'reset':
      if (mayBeApplied) return failure(outcomeUnknown('connection_reset', { detail: fault.cause }));
      return failure(connectionCut(fault.cause), mutates ? null : 'transient');
    case 'timeout':
      if (mayBeApplied) return failure(outcomeUnknown('timeout', { detail: fault.cause }));
      // Not retried: the caller has already waited the whole timeout once.
      return failure(responseTimeout(fault.cause));
    case 'too_large':
      // An answer arrived, so a mutating command was received and may have been applied.
      if (mayBeApplied) return failure(outcomeUnknown('too_large', { detail: `${fault.cause}; the limit is ${limitBytes} bytes` }));
      return failure(tooLarge(fault.cause, limitBytes));
  }
}

/** Verdict for an HTTP answer. `canResign`: no 0002 re-sign has been spent yet and a Date header came. */
export function responseVerdict<N extends CommandName>(
  command: N,
  mutates: boolean,
  response: TransportResponse,
  canResign: boolean,
): Verdict<CommandResponse<N>> {
  const decoded = decodeBody(command, response.status, response.bodyText, { mutates });
  if (decoded.ok) return { type: 'success', value: decoded.value, info: decoded.info };
  let again: 'transient' | 'resign' | null = null;
  if (decoded.error.kind === 'timestamp_rejected' && canResign) again = 'resign';
  else if (decoded.transient && !mutates) again = 'transient';
  return { type: 'failure', error: decoded.error, info: decoded.info, again };
}
