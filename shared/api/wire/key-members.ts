/**
 * Key members of a record (ids, keys): the ones a workflow cannot do without. A record
 * schema's key members are noted here (wireRecord notes them, sameKeys carries them to a
 * wrapper) for code that asks which they are, and a key member's problems are marked so
 * that they fail the whole answer, through every enclosing record.
 */
import * as z from 'zod';

/** Key members per record schema: the ones a workflow cannot do without (ids, keys). */
export const keyMembers = new WeakMap<z.ZodType, readonly string[]>();

/** The key members a record (or a response) schema declares; [] for anything else. */
export function keyFieldsOf(schema: z.ZodType): readonly string[] {
  return keyMembers.get(schema) ?? [];
}

/**
 * Per record schema with key members: the same record read with every member degrading
 * alone (built on first use). A row of a list whose key member cannot be read is read
 * with it, so it shows as one unreadable row while the other rows read normally.
 */
export const rowReaders = new WeakMap<z.ZodType, () => z.ZodType>();

/** Gives a wrapper of a record schema (aliases, preprocessing) the same key members. */
export function sameKeys<T extends z.ZodType>(wrapper: T, inner: z.ZodType): T {
  keyMembers.set(wrapper, keyFieldsOf(inner));
  return wrapper;
}

export const KEY_PARAMS = { keyMember: true } as const;

export function isKeyIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && (issue.params as { keyMember?: unknown } | undefined)?.keyMember === true;
}

/** A key member: its problems are marked so that enclosing records let them through. */
export function keyMember(schema: z.ZodType) {
  return z.unknown().transform((v, ctx) => {
    const parsed = schema.safeParse(v);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, params: KEY_PARAMS });
    return z.NEVER;
  });
}
