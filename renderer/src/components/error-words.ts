/**
 * "Say exactly what happened" (operator principle 3): one sentence per failure kind, with
 * the server's or main's own message where it has one. The switch is exhaustive, so a
 * new kind in shared/ipc cannot reach the screen without words.
 */
import { assertNever } from '../../../shared/api/failures';
import type { IpcError } from '../../../shared/ipc/define';

export const CHECK_BEFORE_RESEND = 'check status before sending again.';

export function describeError(error: IpcError): string {
  switch (error.kind) {
    case 'api_failure':
      return `Rejected by the server: ${error.serverMessage ?? error.message}${error.code ? ` (code ${error.code})` : ''}`;
    case 'auth_rejected':
      return `Rejected by the server: the API key is not valid for this account (code 0001). ${error.serverMessage ?? ''}`.trim();
    case 'timestamp_rejected':
      return 'Rejected by the server: the request time was outside its window (code 0002), even after correcting for clock offset. Check this computer’s clock.';
    case 'signature_rejected':
      return 'Rejected by the server: the signature did not verify (code 0003). Check the signing secret and the serialization setting.';
    case 'http_status':
      return `The server answered HTTP ${error.status}: ${error.message}`;
    case 'timeout':
      return error.phase === 'connect'
        ? `Not sent: could not connect in time. ${error.message}`
        : `No answer in time. ${error.message}`;
    case 'network_not_sent':
      return `Not sent: ${error.message}`;
    case 'outcome_unknown':
      return `Sent, but no clear answer came back — ${CHECK_BEFORE_RESEND}`;
    case 'empty_body':
      return `The server sent an empty answer. ${error.message}`;
    case 'not_json':
      return `The server's answer was not JSON. ${error.message}`;
    case 'bad_shape':
      return `The server's answer had an unexpected shape (${error.member}). ${error.message}`;
    case 'too_large':
      return `The answer was larger than the ${Math.round(error.limitBytes / 1048576)} MiB limit. ${error.message}`;
    case 'cancelled':
      return `Cancelled. ${error.message}`;
    case 'already_in_flight':
      return `Not sent: the same request is already on its way. ${error.message}`;
    case 'invalid_request':
    case 'invalid_input':
      return `Not sent: ${issuesText(error.issues, error.message)}`;
    case 'network_error':
      return `Network problem: ${error.message}`;
    case 'forbidden_sender':
    case 'unknown_channel':
    case 'internal':
      return `The console could not do this: ${error.message}`;
    case 'not_found':
    case 'conflict':
    case 'io_error':
    case 'wrong_account':
      return error.message;
    case 'no_credentials':
      return `No credentials: ${error.message}`;
    case 'keychain_unavailable':
      return `No keychain: ${error.message}`;
    case 'vault_locked':
      return `The vault is locked: ${error.message}`;
    case 'vault_wrong_passphrase':
      return `Wrong passphrase: ${error.message}`;
    default:
      return assertNever(error);
  }
}

function issuesText(issues: Array<{ path: string; message: string }>, fallback: string): string {
  if (issues.length === 0) return fallback;
  return issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
}
