/**
 * Expected failures of an API call, as values. Every kind carries a sentence a person can
 * act on (`message`); none ever carries a secret. `sent` says whether the request may
 * have reached the server, which decides whether resending is safe.
 */

export type ApiFailure =
  /** status "failure" with a code not covered below; the server's own words. */
  | {
      kind: 'api_failure';
      code: string | null;
      message: string;
      serverMessage: string | null;
      /**
       * recording.split: each stream the failure body lists, with its own error — or, for a
       * stream that did split although the envelope says failure, its file.
       */
      perStream?: PerStreamResult[];
    }
  /** 0001: unknown key / not authorized for that account. */
  | { kind: 'auth_rejected'; code: '0001'; message: string; serverMessage: string | null }
  /** 0002: timestamp outside the server's window (after one corrected re-sign). */
  | { kind: 'timestamp_rejected'; code: '0002'; message: string; serverMessage: string | null }
  /** 0003: HMAC did not verify. */
  | { kind: 'signature_rejected'; code: '0003'; message: string; serverMessage: string | null }
  | { kind: 'http_status'; status: number; message: string }
  | { kind: 'timeout'; phase: 'connect' | 'response'; message: string }
  /** DNS failure or connection refused: the request provably never left. */
  | { kind: 'network_not_sent'; cause: string; message: string }
  /**
   * A mutating request may have been applied; nothing was resent. Check status before
   * sending again. `cause` says what went wrong after sending; `status` (http_5xx,
   * http_status) and `member` (bad_shape) keep what the read kinds would have said.
   */
  | { kind: 'outcome_unknown'; cause: OutcomeUnknownCause; message: string; status?: number; member?: string; perStream?: PerStreamResult[] }
  | { kind: 'empty_body'; message: string }
  | { kind: 'not_json'; message: string }
  | { kind: 'bad_shape'; member: string; message: string }
  | { kind: 'too_large'; limitBytes: number; message: string }
  | { kind: 'cancelled'; message: string }
  /** An identical mutating call is already on its way; this one was not sent. */
  | { kind: 'already_in_flight'; message: string }
  /** The request did not pass the catalog schema; nothing was sent. */
  | { kind: 'invalid_request'; issues: Array<{ path: string; message: string }>; message: string }
  /** Other transport faults on reads (connection reset…). */
  | { kind: 'network_error'; cause: string; message: string };

/** One stream a failure body lists (recording.split): its own error, or — when it did split — its file. */
export interface PerStreamResult { name: string; error: string | null; file?: string | null; duration?: number | null; message?: string | null }

/** Every failure after the body of a mutating command was sent, named as its read kind would be. */
export type OutcomeUnknownCause =
  | 'connection_reset'
  | 'http_5xx'
  /** Any other non-2xx answer without a failure envelope (4xx, 3xx…). */
  | 'http_status'
  | 'busy_1000'
  /** Code 0004: the server hit an unexpected error, after or while applying, it cannot say. */
  | 'unexpected_0004'
  | 'timeout'
  | 'cancelled'
  | 'empty_body'
  | 'not_json'
  | 'truncated_json'
  | 'bad_shape'
  /** The answer was over the body size cap, so it was never read. */
  | 'too_large';

export type ApiFailureKind = ApiFailure['kind'];

/** Metadata of a completed call, for status bars and audit. */
export interface CallMeta {
  /** Wall time from first send to decoded answer, ms. */
  latencyMs: number;
  /** Requests actually sent (reads may retry). */
  attempts: number;
  /** The server's handle_time in seconds, when readable. */
  handleTime: number | null;
  code: string | null;
  message: string | null;
  /** Server clock minus local clock, ms, as known after this call. */
  clockOffsetMs: number;
  /** PHP notices/warnings the server printed before its JSON (skipped when decoding). */
  warnings?: string[];
}

export type CallResult<T> = { ok: true; value: T; meta: CallMeta } | { ok: false; error: ApiFailure; meta?: Partial<CallMeta> };

/** The advice every outcome-unknown sentence ends with, and what the screens add wherever it is unclear whether a call was sent. */
export const CHECK_BEFORE_RESEND = 'check status before sending again.';

export const BUSY_CODE = '1000';
/** "<service> API encountered an unexpected error": for a mutating command, applied or not is unknown. */
export const UNEXPECTED_CODE = '0004';

export function assertNever(x: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(x)}`);
}
