/**
 * The one wording of every failure the client reports: each kind's sentence is built here
 * and nowhere else — the screens, Activity and the command line show `message` as it is.
 * A sentence says what happened and what to do, in the operator's words: no command name
 * (the audit entry and the CLI line already say which command) and no request text.
 */
import { type ApiFailure, CHECK_BEFORE_RESEND, type OutcomeUnknownCause } from '../../../shared/api/failures';

const CAUSE_TEXT: Record<OutcomeUnknownCause, string> = {
  connection_reset: 'the connection was cut after the request was sent',
  http_5xx: 'the server answered with a server error',
  http_status: 'the server answered with an HTTP error instead of a result',
  busy_1000: 'the server said it was too busy (code 1000)',
  unexpected_0004: 'the server said it hit an unexpected error (code 0004)',
  timeout: 'no answer arrived in time after the request was sent',
  cancelled: 'the call was cancelled after the request was sent',
  empty_body: 'the server answered with an empty body',
  not_json: 'the server answered with something that is not JSON',
  truncated_json: 'the answer was cut off part way',
  bad_shape: 'the answer did not have the expected shape',
  too_large: 'the answer was too large to read',
};

/** What a read would have reported besides the kind: the HTTP status, the member, a technical detail. */
export interface UnknownDetail {
  status?: number;
  member?: string;
  detail?: string;
  /** The server's own words, when its answer carried any. */
  serverMessage?: string | null;
}

/** A mutating command whose effect cannot be known: it is never resent automatically. */
export function outcomeUnknown(cause: OutcomeUnknownCause, extra: UnknownDetail = {}): ApiFailure {
  const said = [
    extra.status === undefined ? null : `HTTP ${extra.status}`,
    extra.member === undefined ? null : `member ${extra.member}`,
    extra.detail ?? null,
  ].filter((part) => part !== null);
  const words = said.length > 0 ? ` (${said.join('; ')})` : '';
  const server = extra.serverMessage ? ` The server said: ${extra.serverMessage}` : '';
  return {
    kind: 'outcome_unknown',
    cause,
    ...(extra.status === undefined ? {} : { status: extra.status }),
    ...(extra.member === undefined ? {} : { member: extra.member }),
    message: `Sent, but no clear answer came back: ${CAUSE_TEXT[cause]}${words}. It may or may not have been applied and was not resent — ${CHECK_BEFORE_RESEND}${server}`,
  };
}

/** Formats a schema path the way a person reads it: `tickets[3].uses`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(body)' : out;
}

export function badShape(member: string, why: string): ApiFailure {
  const where = member === '(body)' ? 'body' : `member ${member}`;
  return { kind: 'bad_shape', member, message: `The server's answer had an unexpected ${where}: ${why}.` };
}

export function httpStatus(status: number, serverMessage: string | null): ApiFailure {
  const said = serverMessage ? ` The server said: ${serverMessage}` : '';
  return { kind: 'http_status', status, message: `The server answered HTTP ${status} instead of a result.${said}` };
}

/** Maps a `status: "failure"` envelope to its kind (docs/service-notes.md, Failures). */
export function serverFailure(code: string | null, serverMessage: string | null): ApiFailure {
  const said = serverMessage ? ` The server said: ${serverMessage}` : '';
  switch (code) {
    case '0001':
      return { kind: 'auth_rejected', code, serverMessage, message: `Rejected by the server: the API key is unknown or not authorized for this account (code 0001). Check the account's API key and account id.${said}` };
    case '0002':
      return { kind: 'timestamp_rejected', code, serverMessage, message: `Rejected by the server: the request time was outside its window (code 0002), even after correcting for its clock. Check this computer's clock.${said}` };
    case '0003':
      return { kind: 'signature_rejected', code, serverMessage, message: `Rejected by the server: the signature did not verify (code 0003). Check the account's signing secret and serialization (php or standard).${said}` };
    default: {
      const codeText = code === null ? '' : ` (code ${code})`;
      return { kind: 'api_failure', code, serverMessage, message: `Rejected by the server: ${serverMessage ?? 'it gave no reason'}${codeText}` };
    }
  }
}

/** The request provably never left: DNS, a refused connection, a TLS certificate not accepted. */
export function notSent(reason: string, cause: string): ApiFailure {
  return { kind: 'network_not_sent', cause, message: `Not sent: ${reason} (${cause}).` };
}

export function connectTimeout(cause: string): ApiFailure {
  return { kind: 'timeout', phase: 'connect', message: `Not sent: could not connect to the server in time (${cause}).` };
}

export function responseTimeout(cause: string): ApiFailure {
  return { kind: 'timeout', phase: 'response', message: `No answer came in time (${cause}).` };
}

export function connectionCut(cause: string): ApiFailure {
  return { kind: 'network_error', cause, message: `The connection was cut before an answer came (${cause}).` };
}

export function tooLarge(cause: string, limitBytes: number): ApiFailure {
  return { kind: 'too_large', limitBytes, message: `The answer was too large to read (${cause}; the limit is ${Math.round(limitBytes / 1048576)} MiB).` };
}

export function cancelled(when: 'before_send' | 'waiting_to_retry'): ApiFailure {
  return { kind: 'cancelled', message: when === 'before_send' ? 'Cancelled before it was sent; nothing is outstanding.' : 'Cancelled while waiting to try again; nothing is outstanding.' };
}

export function alreadyInFlight(): ApiFailure {
  return { kind: 'already_in_flight', message: 'Not sent: the same request is already on its way. Wait for its result.' };
}

export function invalidRequest(issues: Array<{ path: string; message: string }>): ApiFailure {
  const list = issues.map((i) => (i.path && i.path !== '(body)' ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return { kind: 'invalid_request', issues, message: `Not sent: ${list}.` };
}

export function emptyBody(): ApiFailure {
  return { kind: 'empty_body', message: 'The server sent an empty answer; the command may not have run.' };
}

export function notJson(what: string, reason: string): ApiFailure {
  return { kind: 'not_json', message: `The server's answer ${what} (${reason}).` };
}
