/**
 * Member decoding is memoised per record schema and member (`memoised`): pages repeat the same few
 * apps, videos, reasons, flags and counts row after row, and a zod parse costs ~1 µs where
 * a Map lookup costs ~50 ns (an export decodes millions of members). Only a primitive in
 * and a primitive out, of a successful parse — the wire schemas are pure functions of the
 * value, so the answer cannot differ — and a bounded number per member.
 */
import * as z from 'zod';

const MEMO_SIZE = 512;
const MEMO_TEXT = 64;

function isMemoable(v: unknown): boolean {
  switch (typeof v) {
    case 'string':
      return v.length <= MEMO_TEXT;
    case 'number':
      return !Object.is(v, -0); // a Map takes -0 for 0
    case 'boolean':
    case 'undefined':
      return true;
    default:
      return v === null;
  }
}

/** `schema.safeParse`, memoised as described above (wireRecord's members, the client's envelope reads). */
export function memoised<S extends z.ZodType>(schema: S): (raw: unknown) => z.ZodSafeParseResult<z.output<S>> {
  // The result itself is kept (frozen, its data a primitive): a hit is one lookup, no allocation.
  const memo = new Map<unknown, z.ZodSafeParseResult<z.output<S>>>();
  return (raw) => {
    const memoable = isMemoable(raw);
    const hit = memoable ? memo.get(raw) : undefined;
    if (hit !== undefined) return hit;
    const parsed = schema.safeParse(raw);
    if (parsed.success && memoable && isMemoable(parsed.data) && memo.size < MEMO_SIZE) memo.set(raw, Object.freeze({ success: true, data: parsed.data }));
    return parsed;
  };
}
