/**
 * Turns one HTTP answer into a typed result. Total: any status and any text give a value,
 * never a throw. Order matters: server errors first, then empty/not-JSON, then the
 * failure envelope, then the command's own schema. For a mutating command (the body was
 * sent) every "we cannot tell what happened" becomes outcome_unknown with its cause.
 */
import { catalog, type CommandName, type CommandResponse } from '../../../shared/api/catalog';
import { decodeFailureEnvelope, decodeSuccess } from './decode-envelope';
import { type Decoded, type Fail, infoOf, isRecord, postSend } from './decoded';
import { badShape, emptyBody, httpStatus, notJson, outcomeUnknown } from './failure-text';
import { MAX_JSON_DEPTH, nestsTooDeep, parseJsonText, skipPreamble, skipTrailer } from './json-text';

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

/** An HTTP error answer: transient when 5xx (reads may retry), and what the server said in it. */
function httpFailure(command: string, status: number, body: Record<string, unknown> | null, mutates: boolean): Fail {
  const said = body ? infoOf(body).message : null;
  const cause = status >= 500 ? 'http_5xx' : 'http_status';
  return postSend(command, mutates, cause, httpStatus(status, said), status >= 500, null, said);
}

/** An answer nested past MAX_JSON_DEPTH: refused before any walk of it could overflow the stack. */
function tooDeep(command: string, mutates: boolean): Fail {
  const why = `nested deeper than ${MAX_JSON_DEPTH} levels, which no answer of the API is`;
  if (mutates) return { ok: false, error: outcomeUnknown('bad_shape', { detail: why }), transient: false, info: null };
  return { ok: false, error: badShape('(body)', why), transient: false, info: null };
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
    return postSend(command, mutates, 'empty_body', emptyBody());
  }
  if (!parsed.ok) {
    const what = parsed.truncated ? 'was cut off part way' : 'is not JSON';
    return postSend(command, mutates, parsed.truncated ? 'truncated_json' : 'not_json', notJson(what, parsed.reason));
  }
  if (body === null) return postSend(command, mutates, 'bad_shape', badShape('(body)', 'expected a JSON object'));
  if (nestsTooDeep(body)) return tooDeep(command, mutates);
  const info = infoOf(body, warnings);
  if (body.status !== 'success') {
    return postSend(command, mutates, 'bad_shape', badShape('status', `expected "success" or "failure", got ${JSON.stringify(body.status) ?? 'nothing'}`), false, info);
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
    return postSend(command, mutates, 'bad_shape', badShape('(body)', why));
  }
}
