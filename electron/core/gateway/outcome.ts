/**
 * How a finished call reads in the audit log and on the connection indicator. Kept in
 * one place so every failure kind is decided exactly once (exhaustive switches).
 */
import { type ApiFailure, assertNever } from '../../../shared/api/failures';
import type { AuditOutcome } from '../../../shared/domain/audit';
import type { ConnectionState } from '../../../shared/ipc/app';
import type { GatewayFailure } from '../deps';

export type AnyFailure = ApiFailure | GatewayFailure;

/** Whether a mutating call took effect, as far as we can know. */
export function auditOutcomeOf(error: AnyFailure | null): AuditOutcome {
  if (error === null) return 'ok';
  switch (error.kind) {
    case 'outcome_unknown':
      return 'unknown';
    case 'invalid_request':
    case 'network_not_sent':
    case 'already_in_flight':
    case 'cancelled':
    case 'no_credentials':
    case 'vault_locked':
    case 'keychain_unavailable':
    case 'io_error':
      return 'not_sent';
    case 'wrong_account':
      return 'refused';
    case 'api_failure':
    case 'auth_rejected':
    case 'timestamp_rejected':
    case 'signature_rejected':
    case 'http_status':
    case 'timeout':
    case 'empty_body':
    case 'not_json':
    case 'bad_shape':
    case 'too_large':
    case 'network_error':
      return 'failed';
    default:
      return assertNever(error);
  }
}

/** What a call says about the connection; null when it says nothing (nothing was sent). */
export function connectionStateOf(error: AnyFailure | null): ConnectionState | null {
  if (error === null) return 'ok';
  switch (error.kind) {
    case 'network_not_sent':
    case 'timeout':
    case 'network_error':
      return 'offline';
    case 'outcome_unknown':
      return error.cause === 'connection_reset' || error.cause === 'timeout' ? 'offline' : 'failing';
    case 'auth_rejected':
    case 'timestamp_rejected':
    case 'signature_rejected':
    case 'http_status':
    case 'empty_body':
    case 'not_json':
    case 'too_large':
    case 'no_credentials':
    case 'vault_locked':
    case 'keychain_unavailable':
      return 'failing';
    case 'api_failure':
    case 'bad_shape':
      return 'ok';
    case 'invalid_request':
    case 'already_in_flight':
    case 'cancelled':
    case 'io_error':
    case 'wrong_account':
      return null;
    default:
      return assertNever(error);
  }
}
