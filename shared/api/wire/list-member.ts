/**
 * The list a read answers with, found where a PHP service may put it: the documented
 * member, else `data`, `results` or `items`. Null items are left out and counted (the
 * answer's `unreadable` mark holds them under the list's name). Where no list can be
 * found the answer fails in words that name what the server sent instead — never an
 * empty list read as "there are none".
 */
import * as z from 'zod';
import { KEY_PARAMS, sameKeys } from './key-members';

/** Where a service that does not use the documented name puts a list. */
const OTHER_NAMES = ['data', 'results', 'items'] as const;
const ENVELOPE = new Set(['status', 'message', 'code', 'handle_time']);

/** The opening words of the one failure this module reports (the client shows them as they are). */
export const NO_LIST = "The server's answer had no readable list of";

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export interface ListMember {
  /** The documented member (`tickets`). */
  member: string;
  /** What the list holds, in words (`tickets`, `access attempts`). */
  noun: string;
  /** The code that means "none found" (the member may then be left out). */
  noneCode?: string;
  /** Names this service is known to use for the list besides the generic ones, tried first. */
  also?: readonly string[];
}

function noListWords(noun: string, body: Record<string, unknown>): string {
  const sent = Object.keys(body).filter((k) => !ENVELOPE.has(k));
  return `${NO_LIST} ${noun}; it sent: ${sent.length === 0 ? 'no member besides status and message' : sent.join(', ')}`;
}

/** `schema` (a response whose `member` is a wireArray) read with the list found wherever it is. */
export function withListMember<T extends z.ZodType>(list: ListMember, schema: T): T {
  const { member, noun, noneCode } = list;
  const names = [...(list.also ?? []), ...OTHER_NAMES].filter((n) => n !== member);
  const read = z.unknown().transform((raw, ctx) => {
    if (!isPlainObject(raw) || raw.status !== 'success') return forward(schema.safeParse(raw), ctx);
    let body = raw;
    if (raw[member] === undefined) {
      const other = names.find((n) => raw[n] !== undefined);
      const none = noneCode !== undefined && String(raw.code) === noneCode;
      if (other === undefined && !none) {
        ctx.addIssue({ code: 'custom', message: noListWords(noun, raw), path: [member], params: KEY_PARAMS });
        return z.NEVER;
      }
      body = { ...raw, [member]: other === undefined ? [] : raw[other] };
      if (other !== undefined) delete body[other];
    }
    const items = body[member];
    const nulls = Array.isArray(items) ? items.filter((i) => i === null).length : 0;
    const out = forward(schema.safeParse(body), ctx);
    if (nulls === 0 || out === z.NEVER) return out;
    const record = out as Record<string, unknown>;
    record.unreadable = { ...(record.unreadable as Record<string, unknown> | undefined), [member]: new Array<null>(nulls).fill(null) };
    return record;
  });
  return sameKeys(read, schema) as unknown as T;
}

function forward(r: z.ZodSafeParseResult<unknown>, ctx: z.core.$RefinementCtx): unknown {
  if (r.success) return r.data;
  for (const issue of r.error.issues) ctx.addIssue({ ...issue } as z.core.$ZodRawIssue);
  return z.NEVER;
}
