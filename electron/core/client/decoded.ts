/**
 * The value a decoded answer becomes, and the envelope members read from any answer. Kept
 * apart so the decoder's steps (envelope, schema, text) share one result shape and one way
 * to turn a read's failure into outcome_unknown for a mutating command.
 */
import type { ApiFailure, OutcomeUnknownCause } from '../../../shared/api/failures';
import { memoised } from '../../../shared/api/wire/memo';
import { wireCode, wireHandleTime, wireText } from '../../../shared/api/wire/scalars';
import { outcomeUnknown, type UnknownDetail } from './failure-text';

/** Envelope members read from any answer, for CallMeta. */
export interface DecodedInfo {
  handleTime: number | null;
  code: string | null;
  message: string | null;
  /** PHP notices/warnings the server printed before its JSON (skipped, kept to show). */
  warnings: string[];
}

export type Decoded<T> =
  | { ok: true; value: T; info: DecodedInfo }
  /** transient: a read may be retried (5xx, code 1000). */
  | { ok: false; error: ApiFailure; transient: boolean; info: DecodedInfo | null };

export type Fail = { ok: false; error: ApiFailure; transient: boolean; info: DecodedInfo | null };

export function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Envelope readers, memoised: most answers repeat their code and message. */
const readHandleTime = memoised(wireHandleTime());
const readCode = memoised(wireCode());
export const readText = memoised(wireText());

export function infoOf(body: Record<string, unknown>, warnings: string[] = []): DecodedInfo {
  const handle = readHandleTime(body.handle_time);
  const code = readCode(body.code);
  const message = readText(body.message);
  return {
    handleTime: handle.success ? handle.data : null,
    code: code.success ? code.data : null,
    message: message.success ? message.data : null,
    warnings,
  };
}

/** The failure for a read, or outcome_unknown (with what the read would have said) for a mutating command. */
export function postSend(command: string, mutates: boolean, cause: OutcomeUnknownCause, forRead: ApiFailure, transient = false, info: DecodedInfo | null = null, serverMessage: string | null = null): Fail {
  if (mutates) return { ok: false, error: outcomeUnknown(cause, { ...detailOf(forRead), serverMessage }), transient: false, info };
  return { ok: false, error: forRead, transient, info };
}

function detailOf(forRead: ApiFailure): UnknownDetail {
  if (forRead.kind === 'http_status') return { status: forRead.status };
  if (forRead.kind === 'bad_shape') return { member: forRead.member };
  return {};
}
