/**
 * Decodes a parsed JSON object by its `status`: a success body against the command's own
 * schema, a failure body by its code (busy, unexpected, "nothing found", or the server's
 * own failure). The text-level steps (HTTP status, empty, not JSON) come before, in decode.
 */
import { catalog, type CommandName, type CommandResponse } from '../../../shared/api/catalog';
import { failureEnvelope } from '../../../shared/api/envelope';
import { BUSY_CODE, UNEXPECTED_CODE } from '../../../shared/api/failures';
import { NO_LIST } from '../../../shared/api/wire/list-member';
import { type Decoded, type DecodedInfo, infoOf, postSend } from './decoded';
import { badShape, formatPath, outcomeUnknown, serverFailure } from './failure-text';
import { withPerStream } from './per-stream';

/** The command's own schema over a success body; a mismatch names the member. */
export function decodeSuccess<N extends CommandName>(command: N, body: Record<string, unknown>, mutates: boolean, info: DecodedInfo): Decoded<CommandResponse<N>> {
  const result = catalog[command].response.safeParse(body);
  if (result.success) return { ok: true, value: result.data as CommandResponse<N>, info };
  const issue = result.error.issues[0];
  const member = formatPath(issue?.path ?? []);
  // No list where one belongs: its own words (what the server sent instead), never "0 rows";
  // after a mutating command they say why its outcome is unknown.
  if (issue?.message.startsWith(NO_LIST) === true) {
    if (mutates) return { ok: false, error: outcomeUnknown('bad_shape', { detail: issue.message }), transient: false, info };
    return postSend(command, mutates, 'bad_shape', { kind: 'bad_shape', member, message: `${issue.message}.` }, false, info);
  }
  return postSend(command, mutates, 'bad_shape', badShape(member, issue?.message ?? 'unreadable'), false, info);
}

export function decodeFailureEnvelope<N extends CommandName>(command: N, body: Record<string, unknown>, mutates: boolean, warnings: string[]): Decoded<CommandResponse<N>> {
  const parsed = failureEnvelope().safeParse(body);
  const info = infoOf(body, warnings);
  const code = parsed.success ? parsed.data.code : info.code;
  const serverMessage = parsed.success ? parsed.data.message : info.message;
  if (code === BUSY_CODE) return postSend(command, mutates, 'busy_1000', serverFailure(code, serverMessage), true, info, serverMessage);
  // An unexpected error on the server says nothing about how far a mutating command got.
  if (code === UNEXPECTED_CODE) {
    const unexpected = postSend(command, mutates, 'unexpected_0004', serverFailure(code, serverMessage), false, info, serverMessage);
    return { ...unexpected, error: withPerStream(unexpected.error, body) };
  }
  // A code ending in 0 may come with status failure (spec: "status not shown"); for a
  // command whose catalog entry says that code means "nothing found", it is an empty result.
  const noMatch = catalog[command].noMatch;
  if (noMatch !== undefined && code === noMatch.code) return decodeSuccess(command, { ...body, ...noMatch.members, status: 'success' }, mutates, info);
  return { ok: false, error: withPerStream(serverFailure(code, serverMessage), body), transient: false, info };
}
