/**
 * Wire decoding rules: the real service sends numbers as strings, booleans as "1"/"0",
 * the all-zero datetime for "never", and `handle_time` as "0.0123 seconds". Every
 * catalog response schema is built from these so each quirk is decoded in one place.
 * Request-side helpers accept the same tolerant forms (api-notes: `"limit":"25"`) and
 * always produce the strict type we send.
 *
 * Each rule is a `once()` builder (lazy.ts), called where a schema is built: a process
 * builds the rules its commands use, when it first uses them, and loading the catalog
 * builds none (`master-control sign` would otherwise build ~190 schemas it never reads).
 */
import Big from 'big.js';
import * as z from 'zod';
import { once } from './lazy';

const INT_TEXT = /^\s*-?\d+\s*$/;
const NUMBER_TEXT = /^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;
const DECIMAL_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
/** `1,234.50`: thousands separators as some reports print money and counts. */
const GROUPED_TEXT = /^\s*-?\d{1,3}(,\d{3})+(\.\d+)?\s*$/;

/** Drops thousands separators from grouped text ("1,234.50" → "1234.50"); other values as they are. */
function ungrouped(v: unknown): unknown {
  return typeof v === 'string' && GROUPED_TEXT.test(v) ? v.replace(/,/g, '') : v;
}

/** An integer that may arrive as a number or as a string of digits. */
export const wireInt = once(() => z
  .union([z.number().int(), z.string().regex(INT_TEXT, 'expected an integer')])
  .transform((v) => (typeof v === 'number' ? v : Number.parseInt(v, 10))));

/** A number that may arrive as a number or as decimal text. */
export const wireNumber = once(() => z.preprocess(
  ungrouped,
  z.union([z.number().finite(), z.string().regex(NUMBER_TEXT, 'expected a number')]).transform((v) => (typeof v === 'number' ? v : Number(v))),
));

/**
 * Money and rates stay decimal strings end to end so sums are exact (never floats).
 * A number on the wire becomes plain decimal text of the same value: String(1e-7) is
 * "1e-7", which the decimal rule (and a later exact sum) would not read, so big.js
 * writes it out as "0.0000001".
 */
export const wireDecimal = once(() => z.preprocess(
  ungrouped,
  z.union([z.number().finite(), z.string().regex(DECIMAL_TEXT, 'expected a decimal')]).transform((v) => (typeof v === 'number' ? plainDecimal(v) : v.trim())),
));

/** A finite number as decimal text without an exponent ("-0" as "0"). */
export function plainDecimal(v: number): string {
  return new Big(v).toFixed();
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off', '']);

/** A flag sent as true/false, 1/0 or "1"/"0" (and the words true/false). */
export const wireBool = once(() => z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v, ctx) => {
    if (typeof v === 'boolean') return v;
    if (typeof v === 'number') {
      if (v === 1) return true;
      if (v === 0) return false;
    } else {
      const word = v.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
    }
    ctx.addIssue({ code: 'custom', message: `expected a flag (1/0/true/false), got ${JSON.stringify(v)}` });
    return z.NEVER;
  }));

export const NEVER_DATETIME = '0000-00-00 00:00:00';
const DATETIME_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/;

/**
 * A UTC `YYYY-MM-DD HH:MM:SS` datetime. The all-zero value (and an empty string or null)
 * means "never" and decodes to null. Anything else that is not a datetime is kept as
 * text rather than rejected: times are shown, never computed with, on most screens.
 */
export const wireDatetime = once(() => z
  .union([z.string(), z.null()])
  .transform((v) => {
    if (v === null) return null;
    const t = v.trim();
    if (t === '' || t.startsWith('0000-00-00')) return null;
    return DATETIME_TEXT.test(t) ? t.slice(0, 19).replace('T', ' ') : t;
  }));

/** `handle_time`: "0.0123 seconds", "0.0123" or 0.0123 → seconds, or null when unreadable. */
export const wireHandleTime = once(() => z
  .unknown()
  .optional()
  .transform((v) => {
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string') {
      const m = /^\s*(-?\d+(?:\.\d+)?)(?:\s*(?:seconds?|s))?\s*$/i.exec(v);
      if (m?.[1] !== undefined) return Number(m[1]);
    }
    return null;
  }));

/** `code`: 2021, "2021" or "0003" → a four-digit string ("0003"), or null when absent. */
export const wireCode = once(() => z
  .union([z.number().int(), z.string(), z.null()])
  .optional()
  .transform((v) => {
    if (v === null || v === undefined) return null;
    const t = String(v).trim();
    if (t === '') return null;
    return /^\d+$/.test(t) ? t.padStart(4, '0') : t;
  }));

/** Optional text: absent, null or a string; numbers are turned into text (servers vary). */
export const wireText = once(() => z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? null : String(v))));

/** PHP's empty forms: `json_encode` writes an empty array as `[]`, and services send `false` or `""` for "none". */
function isEmptyForm(v: unknown): boolean {
  return v === null || v === undefined || v === false || v === '' || (Array.isArray(v) && v.length === 0);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** `{"12": {…}, "13": {…}}`: a list keyed by id (what PHP writes for an array with non-sequential keys). */
function keyedValues(v: Record<string, unknown>): unknown[] | null {
  const values = Object.values(v);
  return values.length > 0 && values.every(isPlainObject) ? values : null;
}

/** A list that may arrive as one object, a list keyed by id, a list, or an empty form (null, false, "", []). */
export function wireList<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => {
    if (isEmptyForm(v) || (isPlainObject(v) && Object.keys(v).length === 0)) return [];
    if (isPlainObject(v)) return keyedValues(v) !== null && !('id' in v) ? keyedValues(v) : [v];
    return v;
  }, z.array(item)) as unknown as z.ZodType<z.output<T>[], unknown>;
}

/** A list that may be absent, an empty form, or keyed by id (services often omit empty arrays). */
export function wireArray<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => {
    if (isEmptyForm(v) || (isPlainObject(v) && Object.keys(v).length === 0)) return [];
    return isPlainObject(v) ? (keyedValues(v) ?? v) : v;
  }, z.array(item)) as unknown as z.ZodType<z.output<T>[], unknown>;
}

/**
 * A member the decoder could not read: the record keeps the member's raw wire value
 * under `unreadable`, and the member itself holds its empty value (null, [] …).
 */
type UnreadableMembers = Readonly<Record<string, unknown>>;

type RecordOutput<S extends z.ZodRawShape, K extends keyof S> = {
  -readonly [M in keyof S]: M extends K ? z.output<S[M]> : undefined extends z.input<S[M]> ? z.output<S[M]> : z.output<S[M]> | null;
} & { unreadable?: UnreadableMembers; [other: string]: unknown };

/** Key members per record schema: the ones a workflow cannot do without (ids, keys). */
const keyMembers = new WeakMap<z.ZodType, readonly string[]>();

/** The key members a record (or a response) schema declares; [] for anything else. */
export function keyFieldsOf(schema: z.ZodType): readonly string[] {
  return keyMembers.get(schema) ?? [];
}

/** Gives a wrapper of a record schema (aliases, preprocessing) the same key members. */
export function sameKeys<T extends z.ZodType>(wrapper: T, inner: z.ZodType): T {
  keyMembers.set(wrapper, keyFieldsOf(inner));
  return wrapper;
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
  const keyDecoders = Object.entries(keyShape).map(([member, memberSchema]) => [member, memoised(memberSchema)] as const);
  const others = Object.entries(shape).filter(([m]) => !keySet.has(m)) as Array<[string, z.ZodType]>;
  const decoders = others.map(([member, memberSchema]) => [member, memberSchema, memoised(memberSchema)] as const);
  const keysOnly = z.looseObject(keyShape);

  /** Decodes the members of `out` (key members already decoded) in place. */
  const decodeMembers = (out: Record<string, unknown>, ctx: z.core.$RefinementCtx): RecordOutput<S, K> => {
    // Made only when a member is unreadable: most records have none.
    let unreadable: Record<string, unknown> | undefined;
    for (const [member, memberSchema, decode] of decoders) {
      const raw = out[member];
      const parsed = decode(raw);
      if (parsed.success) {
        out[member] = parsed.data;
        continue;
      }
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
    return out as RecordOutput<S, K>;
  };

  /**
   * What z.looseObject(keyShape) gives for a JSON object whose key members are all there
   * and readable: those members decoded, in shape order, then every other member as sent
   * (`__proto__` left out, as zod does). Null otherwise: zod then says what is wrong.
   * Every answer is an object like this, and zod's object parse runs every unknown member
   * through its catch-all, which was most of a record's decoding.
   */
  const keysRead = (raw: unknown): Record<string, unknown> | null => {
    if (raw === null || typeof raw !== 'object' || Object.getPrototypeOf(raw) !== Object.prototype) return null;
    const obj = raw as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [member, decode] of keyDecoders) {
      if (!(member in obj)) return null;
      const parsed = decode(obj[member]);
      if (!parsed.success) return null;
      out[member] = parsed.data;
    }
    for (const member in obj) {
      if (!keySet.has(member) && member !== '__proto__') out[member] = obj[member];
    }
    return out;
  };

  const schema = z.unknown().transform((raw, ctx) => {
    const fast = keysRead(raw);
    if (fast !== null) return decodeMembers(fast, ctx);
    const parsed = keysOnly.safeParse(raw);
    if (parsed.success) return decodeMembers({ ...parsed.data }, ctx);
    // zod's own words for a record it cannot read (not an object, a key member missing or unreadable).
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as z.core.$ZodRawIssue);
    return z.NEVER;
  });
  keyMembers.set(schema, keys);
  declaredMembers.set(schema, Object.keys(shape));
  return schema;
}

/** Every member a record schema declares (its shape), for code that must keep only those. */
const declaredMembers = new WeakMap<z.ZodType, readonly string[]>();

/**
 * The members `schema` (a wireRecord) declares. A record keeps members it does not know,
 * as sent; a copy that must hold nothing unexpected (a rehearsal mirror) keeps only these.
 */
export function declaredMembersOf(schema: z.ZodType): readonly string[] {
  const members = declaredMembers.get(schema);
  if (members === undefined) throw new TypeError('declaredMembersOf: not a wireRecord schema');
  return members;
}

/**
 * Member decoding is memoised per record schema and member (`memoised`): pages repeat the same few
 * apps, videos, reasons, flags and counts row after row, and a zod parse costs ~1 µs where
 * a Map lookup costs ~50 ns (an export decodes millions of members). Only a primitive in
 * and a primitive out, of a successful parse — the wire schemas are pure functions of the
 * value, so the answer cannot differ — and a bounded number per member.
 */
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

const KEY_PARAMS = { keyMember: true } as const;

function isKeyIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && (issue.params as { keyMember?: unknown } | undefined)?.keyMember === true;
}

/** A key member: its problems are marked so that enclosing records let them through. */
function keyMember(schema: z.ZodType) {
  return z.unknown().transform((v, ctx) => {
    const parsed = schema.safeParse(v);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, params: KEY_PARAMS });
    return z.NEVER;
  });
}

/** Request side: an int the caller may give as a number or digit string; sent as a number. */
export const reqInt = wireInt;

/** Request side: a flag the caller may give as boolean, 1/0 or "1"/"0"; sent as a boolean. */
export const reqBool = wireBool;

/** Request side: 0/1 integer flags that the spec types as int (lock_servers, redundant_playlist…). */
export const reqFlagInt = once(() => wireBool().transform((b) => (b ? 1 : 0)));

/**
 * `starttime`: a date string naming the period start (`YYYY-MM` or `YYYY-MM-DD`) or a
 * Unix timestamp starting a 30-day window (spec, "For every command taking starttime").
 */
export const reqStarttime = once(() => z.union([
  z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'use YYYY-MM, YYYY-MM-DD or a Unix timestamp'),
  z.number().int().nonnegative(),
]));

/**
 * For shapes that are not public: copy the first present alias into the canonical member
 * before decoding (e.g. an app's `name` may arrive as `app` or `app_name`).
 */
export function withAliases<T extends z.ZodType>(aliases: Record<string, readonly string[]>, schema: T) {
  return sameKeys(z.preprocess((raw) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const obj = { ...(raw as Record<string, unknown>) };
    for (const [canonical, names] of Object.entries(aliases)) {
      if (obj[canonical] !== undefined) continue;
      const found = names.find((n) => obj[n] !== undefined);
      if (found !== undefined) obj[canonical] = obj[found];
    }
    return obj;
  }, schema), schema);
}
