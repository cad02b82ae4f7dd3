/**
 * Turns one HTTP answer into a typed result. Total: any status and any text give a value,
 * never a throw. Order matters: server errors first, then empty/not-JSON, then the
 * failure envelope, then the command's own schema. For a mutating command (the body was
 * sent) every "we cannot tell what happened" becomes outcome_unknown with its cause.
 */
import { catalog, type CommandName, type CommandResponse } from '../../../shared/api/catalog';
import { failureEnvelope } from '../../../shared/api/envelope';
import { BUSY_CODE, type ApiFailure, type OutcomeUnknownCause, UNEXPECTED_CODE } from '../../../shared/api/failures';
import { NO_LIST } from '../../../shared/api/wire/list-member';
import { memoised } from '../../../shared/api/wire/memo';
import { wireCode, wireHandleTime, wireText } from '../../../shared/api/wire/scalars';
import { badShape, formatPath, httpStatus, outcomeUnknown, serverFailure, type UnknownDetail } from './failure-text';
import { MAX_JSON_DEPTH, nestsTooDeep, parseJsonText, skipPreamble, skipTrailer } from './json-text';

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

export interface DecodeOptions {
  /** Defaults to the catalog's flag; the caller may say otherwise (e.g. tests). */
  mutates?: boolean;
  /**
   * Whether the request body may have reached the server. Defaults to true: an HTTP answer
   * means it did. Only a mutating command that was sent turns unreadable answers into
   * outcome_unknown.
   */
  sent?: boolean;
}

type Fail = { ok: false; error: ApiFailure; transient: boolean; info: DecodedInfo | null };

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Envelope readers, memoised: most answers repeat their code and message. */
const readHandleTime = memoised(wireHandleTime());
const readCode = memoised(wireCode());
const readText = memoised(wireText());

function infoOf(body: Record<string, unknown>, warnings: string[] = []): DecodedInfo {
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
function postSend(command: string, mutates: boolean, cause: OutcomeUnknownCause, forRead: ApiFailure, transient = false, info: DecodedInfo | null = null, serverMessage: string | null = null): Fail {
  if (mutates) return { ok: false, error: outcomeUnknown(command, cause, { ...detailOf(forRead), serverMessage }), transient: false, info };
  return { ok: false, error: forRead, transient, info };
}

function detailOf(forRead: ApiFailure): UnknownDetail {
  if (forRead.kind === 'http_status') return { status: forRead.status };
  if (forRead.kind === 'bad_shape') return { member: forRead.member };
  return {};
}

/** An HTTP error answer: transient when 5xx (reads may retry), and what the server said in it. */
function httpFailure(command: string, status: number, body: Record<string, unknown> | null, mutates: boolean): Fail {
  const said = body ? infoOf(body).message : null;
  const cause = status >= 500 ? 'http_5xx' : 'http_status';
  return postSend(command, mutates, cause, httpStatus(command, status, said), status >= 500, null, said);
}

/** The command's own schema over a success body; a mismatch names the member. */
function decodeSuccess<N extends CommandName>(command: N, body: Record<string, unknown>, mutates: boolean, info: DecodedInfo): Decoded<CommandResponse<N>> {
  const result = catalog[command].response.safeParse(body);
  if (result.success) return { ok: true, value: result.data as CommandResponse<N>, info };
  const issue = result.error.issues[0];
  const member = formatPath(issue?.path ?? []);
  // No list where one belongs: its own words (what the server sent instead), never "0 rows".
  if (issue?.message.startsWith(NO_LIST) === true) return postSend(command, mutates, 'bad_shape', { kind: 'bad_shape', member, message: `${issue.message}.` }, false, info);
  return postSend(command, mutates, 'bad_shape', badShape(command, member, issue?.message ?? 'unreadable'), false, info);
}

function decodeFailureEnvelope<N extends CommandName>(command: N, body: Record<string, unknown>, mutates: boolean, warnings: string[]): Decoded<CommandResponse<N>> {
  const parsed = failureEnvelope().safeParse(body);
  const info = infoOf(body, warnings);
  const code = parsed.success ? parsed.data.code : info.code;
  const serverMessage = parsed.success ? parsed.data.message : info.message;
  if (code === BUSY_CODE) return postSend(command, mutates, 'busy_1000', serverFailure(command, code, serverMessage), true, info, serverMessage);
  // An unexpected error on the server says nothing about how far a mutating command got.
  if (code === UNEXPECTED_CODE) return postSend(command, mutates, 'unexpected_0004', serverFailure(command, code, serverMessage), false, info, serverMessage);
  // A code ending in 0 may come with status failure (spec: "status not shown"); for a
  // command whose catalog entry says that code means "nothing found", it is an empty result.
  const noMatch = catalog[command].noMatch;
  if (noMatch !== undefined && code === noMatch.code) return decodeSuccess(command, { ...body, ...noMatch.members, status: 'success' }, mutates, info);
  return { ok: false, error: withPerStream(serverFailure(command, code, serverMessage), body), transient: false, info };
}

/**
 * A failure that lists streams with their own `error` (a wildcard split where streams
 * failed) keeps them, in the value and in its words, so the operator sees why each failed;
 * a stream listed without an error did split (its file kept), whatever the envelope says.
 */
function withPerStream(error: ApiFailure, body: Record<string, unknown>): ApiFailure {
  if (error.kind !== 'api_failure' || !Array.isArray(body.streams)) return error;
  const text = (v: unknown): string | null => {
    const said = readText(v);
    return said.success ? said.data : null;
  };
  const perStream = body.streams.flatMap((s: unknown) => {
    if (!isRecord(s) || typeof s.name !== 'string') return [];
    const duration = typeof s.duration === 'number' ? s.duration : typeof s.duration === 'string' && s.duration.trim() !== '' && Number.isFinite(Number(s.duration)) ? Number(s.duration) : null;
    return [{ name: s.name, error: text(s.error), file: text(s.file), duration, message: text(s.message) }];
  });
  if (perStream.length === 0) return error;
  const words = perStream.map((s) => `${s.name}: ${s.error ?? (s.file !== null ? `split (${s.file})` : 'no reason given')}`).join('; ');
  return { ...error, perStream, message: `${error.message} — ${words}` };
}

/** An answer nested past MAX_JSON_DEPTH: refused before any walk of it could overflow the stack. */
function tooDeep(command: string, mutates: boolean): Fail {
  const why = `nested deeper than ${MAX_JSON_DEPTH} levels, which no answer of the API is`;
  if (mutates) return { ok: false, error: outcomeUnknown(command, 'bad_shape', { detail: why }), transient: false, info: null };
  return { ok: false, error: badShape(command, '(body)', why), transient: false, info: null };
}

function decodeText<N extends CommandName>(command: N, status: number, rawText: string, mutates: boolean): Decoded<CommandResponse<N>> {
  const is2xx = status >= 200 && status < 300;
  const { text, warnings } = skipPreamble(rawText);
  let parsed = text.trim() === '' ? null : parseJsonText(text);
  if (parsed !== null && !parsed.ok && !parsed.truncated) {
    const trailed = skipTrailer(text);
    if (trailed !== null) {
      parsed = parseJsonText(trailed.text);
      warnings.push(...trailed.warnings);
    }
  }
  const body = parsed?.ok && isRecord(parsed.value) ? parsed.value : null;
  if (status >= 500) return httpFailure(command, status, body, mutates);
  if (body?.status === 'failure') return decodeFailureEnvelope(command, body, mutates, warnings);
  if (!is2xx) return httpFailure(command, status, body, mutates);
  if (parsed === null) {
    return postSend(command, mutates, 'empty_body', { kind: 'empty_body', message: `The answer to ${command} was empty; the command may not have run.` });
  }
  if (!parsed.ok) {
    const what = parsed.truncated ? 'was cut off part way' : 'is not JSON';
    return postSend(command, mutates, parsed.truncated ? 'truncated_json' : 'not_json', { kind: 'not_json', message: `The answer to ${command} ${what} (${parsed.reason}).` });
  }
  if (body === null) return postSend(command, mutates, 'bad_shape', badShape(command, '(body)', 'expected a JSON object'));
  if (nestsTooDeep(text)) return tooDeep(command, mutates);
  const info = infoOf(body, warnings);
  if (body.status !== 'success') {
    return postSend(command, mutates, 'bad_shape', badShape(command, 'status', `expected "success" or "failure", got ${JSON.stringify(body.status) ?? 'nothing'}`), false, info);
  }
  return decodeSuccess(command, body, mutates, info);
}

/** Decodes one answer of `command`. Never throws, whatever the status or text. */
export function decodeBody<N extends CommandName>(command: N, httpStatusCode: number, bodyText: string, options: DecodeOptions = {}): Decoded<CommandResponse<N>> {
  const mutates = (options.mutates ?? catalog[command]?.mutates ?? false) && (options.sent ?? true);
  try {
    return decodeText(command, httpStatusCode, bodyText, mutates);
  } catch (err) {
    // A schema transform that throws is a bug in a decoder; still a value, never a crash.
    const why = err instanceof Error ? err.message : 'the decoder failed';
    return postSend(command, mutates, 'bad_shape', badShape(command, '(body)', why));
  }
}
