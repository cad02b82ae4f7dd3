/**
 * Fast readers: a schema may carry a plain function that reads the common wire forms of
 * its value (the text a service sends for nearly every row) and gives exactly what the
 * schema's own parse would, or MISS for anything else, which then goes to the schema. A
 * million-row export decodes eleven million members; a zod parse costs about a
 * microsecond where these cost a few nanoseconds. Records and lists built of members
 * that all have one get one too (record.ts, lists.ts), so a page is read without zod
 * per row. Nothing is weaker: a value a fast reader does not take whole is read by the
 * schema as before. test/unit/catalog/fast-read-reference.test.ts holds every fast
 * reader to its schema for any value.
 */
import type * as z from 'zod';

/** "Not read here": the value goes to the schema. */
export const MISS: unique symbol = Symbol('not read fast');

export type FastRead = (raw: unknown) => unknown;

const readers = new WeakMap<z.ZodType, FastRead>();

/** Gives `schema` the fast reader `read` (which must agree with it wherever it reads). */
export function withFastRead<S extends z.ZodType>(schema: S, read: FastRead): S {
  readers.set(schema, read);
  return schema;
}

export function fastReadOf(schema: z.ZodType): FastRead | undefined {
  return readers.get(schema);
}

/** Text with a visible ASCII character at each end: nothing a trim would change. */
export function hasPlainEdges(text: string): boolean {
  if (text.length === 0) return false;
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f;
}
