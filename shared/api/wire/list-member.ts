/**
 * The list an answer carries, found where a PHP service may put it: the documented
 * member, else `data`, `results` or `items`. Null items are left out and counted (the
 * answer's `unreadable` mark holds them under the list's name). A list sent as null, false
 * or "" (PHP's empty forms) reads as empty and is marked with what came, unless the code
 * says "none found", so a caller that must tell "none" from "not a list" (an export's
 * page) can. Where no list can be found the answer fails in words that name what the
 * server sent instead — never an empty list read as "there are none".
 */
import * as z from 'zod';
import { KEY_PARAMS, sameKeys } from './key-members';

/** Where a service that does not use the documented name puts a list. */
const OTHER_NAMES = ['data', 'results', 'items'] as const;
const ENVELOPE = new Set(['status', 'message', 'code', 'handle_time']);
/** What a PHP service writes for "no list": read as empty, and marked unless the code says none were found. */
const EMPTY_FORMS = new Set<unknown>([null, false, '']);

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

/** Each list-reading response's list, so tests can walk every catalog command that answers with one. */
const listMembers = new WeakMap<z.ZodType, ListMember>();

/** The list member a response schema reads with withListMember, if any. */
export function listMemberOf(schema: z.ZodType): ListMember | undefined {
  return listMembers.get(schema);
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
    const emptyForm = EMPTY_FORMS.has(items as never) && !(noneCode !== undefined && String(raw.code) === noneCode);
    const out = forward(schema.safeParse(body), ctx);
    if ((nulls === 0 && !emptyForm) || out === z.NEVER) return out;
    const record = out as Record<string, unknown>;
    const mark = emptyForm ? items : new Array<null>(nulls).fill(null);
    record.unreadable = { ...(record.unreadable as Record<string, unknown> | undefined), [member]: mark };
    return record;
  });
  const wrapped = sameKeys(read, schema) as unknown as T;
  listMembers.set(wrapped, list);
  return wrapped;
}

function forward(r: z.ZodSafeParseResult<unknown>, ctx: z.core.$RefinementCtx): unknown {
  if (r.success) return r.data;
  for (const issue of r.error.issues) ctx.addIssue({ ...issue } as z.core.$ZodRawIssue);
  return z.NEVER;
}
