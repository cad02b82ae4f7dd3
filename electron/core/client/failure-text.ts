/**
 * Builders for the failures the client reports, so each kind reads the same wherever it
 * is produced. Messages say what happened and what to do; none holds request text.
 */
import type { ApiFailure, OutcomeUnknownCause } from '../../../shared/api/failures';

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
export function outcomeUnknown(command: string, cause: OutcomeUnknownCause, extra: UnknownDetail = {}): ApiFailure {
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
    message: `${command} may or may not have been applied: ${CAUSE_TEXT[cause]}${words}. It was not resent; check the current state before sending it again.${server}`,
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

export function badShape(command: string, member: string, why: string): ApiFailure {
  const where = member === '(body)' ? 'body' : `member ${member}`;
  return { kind: 'bad_shape', member, message: `The answer to ${command} has an unexpected ${where}: ${why}.` };
}

export function httpStatus(command: string, status: number, serverMessage: string | null): ApiFailure {
  const said = serverMessage ? ` The server said: ${serverMessage}` : '';
  return { kind: 'http_status', status, message: `${command} failed: the server answered HTTP ${status}.${said}` };
}

/** Maps a `status: "failure"` envelope to its kind (docs/service-notes.md, Failures). */
export function serverFailure(command: string, code: string | null, serverMessage: string | null): ApiFailure {
  const said = serverMessage ? ` The server said: ${serverMessage}` : '';
  switch (code) {
    case '0001':
      return { kind: 'auth_rejected', code, serverMessage, message: `${command} was refused: the API key is unknown or not authorized for this account (code 0001). Check the profile's API key and account id.${said}` };
    case '0002':
      return { kind: 'timestamp_rejected', code, serverMessage, message: `${command} was refused: the request time is outside the server's window (code 0002), even after correcting for the server clock. Check this computer's clock.${said}` };
    case '0003':
      return { kind: 'signature_rejected', code, serverMessage, message: `${command} was refused: the signature did not verify (code 0003). Check the profile's signing secret and serialization (php or standard).${said}` };
    default: {
      const codeText = code === null ? '' : ` (code ${code})`;
      return { kind: 'api_failure', code, serverMessage, message: `${command} failed${codeText}: ${serverMessage ?? 'the server gave no reason'}` };
    }
  }
}
