/**
 * What wireRecord notes of each record schema's shape, for code that must keep only the
 * members a record declares (a rehearsal mirror), not what the service also sent.
 */
import type * as z from 'zod';

/** Every member a record schema declares (its shape), for code that must keep only those. */
export const declaredMembers = new WeakMap<z.ZodType, readonly string[]>();

/**
 * The members `schema` (a wireRecord) declares. A record keeps members it does not know,
 * as sent; a copy that must hold nothing unexpected (a rehearsal mirror) keeps only these.
 */
export function declaredMembersOf(schema: z.ZodType): readonly string[] {
  const members = declaredMembers.get(schema);
  if (members === undefined) throw new TypeError('declaredMembersOf: not a wireRecord schema');
  return members;
}
