/**
 * What a control route answers: a status and a JSON body; failures are
 * `{error: <kind>, message: <words>}` with the router's own words (one wording per kind).
 */
import type { IpcResult } from '../../shared/ipc/define';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface Call {
  client: string;
  /** The JSON body (an object; {} when none was sent). */
  body: Record<string, unknown>;
  /** `?account=` when the body names none. */
  queryAccount: string | null;
}

export const answer = (status: number, body: Record<string, unknown>): Answer => ({ status, body });
export const conflict = (error: string, message: string): Answer => answer(409, { error, message });

/** One wording per failure kind: the router's own message, with its kind as the error code. */
export function failed(r: Extract<IpcResult<unknown>, { ok: false }>): Answer {
  const status = r.error.kind === 'invalid_input' ? 400 : r.error.kind === 'not_found' ? 404 : r.error.kind === 'internal' ? 500 : 409;
  return answer(status, { error: r.error.kind, message: r.error.message });
}

/** A non-empty trimmed string member, else undefined. */
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
