/**
 * Wire decoding of records (every catalog response's objects): key members must be read
 * or the answer fails, any other member degrades alone and keeps its raw value.
 */
import * as z from 'zod';
import { declaredMembers } from './declared-members';
import { type FastRead, fastReadOf, MISS, withFastRead } from './fast-read';
import { isKeyIssue, KEY_PARAMS, keyMember, keyMembers, rowReaders } from './key-members';
import { once } from '../lazy';
import { memoised } from './memo';

/**
 * A member the decoder could not read: the record keeps the member's raw wire value
 * under `unreadable`, and the member itself holds its empty value (null, [] …).
 */
type UnreadableMembers = Readonly<Record<string, unknown>>;

type RecordOutput<S extends z.ZodRawShape, K extends keyof S> = {
  -readonly [M in keyof S]: M extends K ? z.output<S[M]> : undefined extends z.input<S[M]> ? z.output<S[M]> : z.output<S[M]> | null;
} & { unreadable?: UnreadableMembers; [other: string]: unknown };

type Decode = (raw: unknown) => z.ZodSafeParseResult<unknown>;
/** A key member: its name, its memoised decoder and its schema's fast reader. */
type KeyDecoder = readonly [member: string, decode: Decode, fast: FastRead | undefined];
/** Any other member: the same, with its schema (for its "absent" value). */
type MemberDecoder = readonly [member: string, schema: z.ZodType, decode: Decode, fast: FastRead | undefined];

/**
 * Decodes the members of `out` (key members already decoded) in place. Without `ctx`
 * (the record's fast reader) a member that cannot be read gives null: the record is
 * then read by the schema, which says what is wrong.
 */
function membersDecoder(decoders: readonly MemberDecoder[]) {
  return (out: Record<string, unknown>, ctx: z.core.$RefinementCtx | null): Record<string, unknown> | null => {
    // Made only when a member is unreadable: most records have none.
    let unreadable: Record<string, unknown> | undefined;
    for (const [member, memberSchema, decode, fast] of decoders) {
      const raw = out[member];
      const quick = fast === undefined ? MISS : fast(raw);
      if (quick !== MISS) {
        out[member] = quick;
        continue;
      }
      const parsed = decode(raw);
      if (parsed.success) {
        out[member] = parsed.data;
        continue;
      }
      if (ctx === null) return null;
      // A key member of a nested record (a ticket in a list) still fails the whole answer.
      const nestedKeys = parsed.error.issues.filter(isKeyIssue);
      for (const issue of nestedKeys) ctx.addIssue({ code: 'custom', message: issue.message, path: [member, ...issue.path], params: KEY_PARAMS });
      if (nestedKeys.length > 0) continue;
      const absent = memberSchema.safeParse(undefined);
      out[member] = absent.success ? absent.data : null;
      unreadable ??= {};
      unreadable[member] = raw;
    }
    if (unreadable !== undefined) out.unreadable = unreadable;
    return out;
  };
}

/**
 * What z.looseObject(keyShape) gives for a JSON object whose key members are all there
 * and readable: those members decoded, in shape order, then every other member as sent
 * (`__proto__` left out, as zod does). Null otherwise: zod then says what is wrong.
 * Every answer is an object like this, and zod's object parse runs every unknown member
 * through its catch-all, which was most of a record's decoding.
 */
function keysReader(keyDecoders: readonly KeyDecoder[], keySet: ReadonlySet<string>) {
  return (raw: unknown): Record<string, unknown> | null => {
    if (raw === null || typeof raw !== 'object' || Object.getPrototypeOf(raw) !== Object.prototype) return null;
    const obj = raw as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [member, decode, fast] of keyDecoders) {
      if (!(member in obj)) return null;
      const quick = fast === undefined ? MISS : fast(obj[member]);
      if (quick !== MISS) {
        out[member] = quick;
        continue;
      }
      const parsed = decode(obj[member]);
      if (!parsed.success) return null;
      out[member] = parsed.data;
    }
    for (const member in obj) {
      if (!keySet.has(member) && member !== '__proto__') out[member] = obj[member];
    }
    return out;
  };
}

/**
 * A record decoded member by member. A key member (ids, keys) that cannot be read fails
 * the answer with its name; any other member that cannot be read degrades alone: it takes
 * the value its schema gives for "absent" (or null) and its raw value is kept under
 * `unreadable`, so the screen can show "—" with the raw value on hover. Unknown members
 * are kept as sent.
 */
export function wireRecord<S extends z.ZodRawShape, K extends keyof S & string = never>(shape: S, keys: readonly K[] = []) {
  const keySet = new Set<string>(keys);
  const keyShape = Object.fromEntries(Object.entries(shape).filter(([m]) => keySet.has(m)).map(([m, s]) => [m, keyMember(s as z.ZodType)]));
  // A key member's fast reader is its schema's: keyMember only marks the issues of a failure.
  const keyDecoders = Object.entries(keyShape).map(([member, memberSchema]) => [member, memoised(memberSchema), fastReadOf(shape[member] as z.ZodType)] as const);
  const others = Object.entries(shape).filter(([m]) => !keySet.has(m)) as Array<[string, z.ZodType]>;
  const decodeMembers = membersDecoder(others.map(([member, memberSchema]) => [member, memberSchema, memoised(memberSchema), fastReadOf(memberSchema)] as const));
  const keysRead = keysReader(keyDecoders, keySet);
  const keysOnly = z.looseObject(keyShape);

  const schema = z.unknown().transform((raw, ctx) => {
    const fast = keysRead(raw);
    if (fast !== null) return decodeMembers(fast, ctx)! as RecordOutput<S, K>;
    const parsed = keysOnly.safeParse(raw);
    if (parsed.success) return decodeMembers({ ...parsed.data }, ctx)! as RecordOutput<S, K>;
    // zod's own words for a record it cannot read (not an object, a key member missing or unreadable).
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as z.core.$ZodRawIssue);
    return z.NEVER;
  });
  // The record read without zod's run around it (a list of them then needs none per row);
  // anything short of a clean read goes to the schema, which says what is wrong.
  const readFast: FastRead = (raw) => {
    const out = keysRead(raw);
    return out === null ? MISS : (decodeMembers(out, null) ?? MISS);
  };
  withFastRead(schema, readFast);
  keyMembers.set(schema, keys);
  declaredMembers.set(schema, Object.keys(shape));
  if (keys.length > 0) rowReaders.set(schema, once(() => wireRecord(shape)));
  return schema;
}
