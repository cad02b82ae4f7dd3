/**
 * Wire decoding rules: the real service sends numbers as strings, booleans as "1"/"0",
 * the all-zero datetime for "never", and `handle_time` as "0.0123 seconds". Every
 * catalog response schema is built from these so each quirk is decoded in one place.
 * Request-side helpers accept the same tolerant forms (api-notes: `"limit":"25"`) and
 * always produce the strict type we send.
 */
import Big from 'big.js';
import { z } from 'zod';

const INT_TEXT = /^\s*-?\d+\s*$/;
const NUMBER_TEXT = /^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;
const DECIMAL_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/** An integer that may arrive as a number or as a string of digits. */
export const wireInt = z
  .union([z.number().int(), z.string().regex(INT_TEXT, 'expected an integer')])
  .transform((v) => (typeof v === 'number' ? v : Number.parseInt(v, 10)));

/** A number that may arrive as a number or as decimal text. */
export const wireNumber = z
  .union([z.number().finite(), z.string().regex(NUMBER_TEXT, 'expected a number')])
  .transform((v) => (typeof v === 'number' ? v : Number(v)));

/**
 * Money and rates stay decimal strings end to end so sums are exact (never floats).
 * A number on the wire becomes plain decimal text of the same value: String(1e-7) is
 * "1e-7", which the decimal rule (and a later exact sum) would not read, so big.js
 * writes it out as "0.0000001".
 */
export const wireDecimal = z
  .union([z.number().finite(), z.string().regex(DECIMAL_TEXT, 'expected a decimal')])
  .transform((v) => (typeof v === 'number' ? plainDecimal(v) : v.trim()));

/** A finite number as decimal text without an exponent ("-0" as "0"). */
export function plainDecimal(v: number): string {
  return new Big(v).toFixed();
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off', '']);

/** A flag sent as true/false, 1/0 or "1"/"0" (and the words true/false). */
export const wireBool = z
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
  });

export const NEVER_DATETIME = '0000-00-00 00:00:00';
const DATETIME_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/;

/**
 * A UTC `YYYY-MM-DD HH:MM:SS` datetime. The all-zero value (and an empty string or null)
 * means "never" and decodes to null. Anything else that is not a datetime is kept as
 * text rather than rejected: times are shown, never computed with, on most screens.
 */
export const wireDatetime = z
  .union([z.string(), z.null()])
  .transform((v) => {
    if (v === null) return null;
    const t = v.trim();
    if (t === '' || t.startsWith('0000-00-00')) return null;
    return DATETIME_TEXT.test(t) ? t.slice(0, 19).replace('T', ' ') : t;
  });

/** `handle_time`: "0.0123 seconds", "0.0123" or 0.0123 → seconds, or null when unreadable. */
export const wireHandleTime = z
  .unknown()
  .optional()
  .transform((v) => {
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string') {
      const m = /^\s*(-?\d+(?:\.\d+)?)(?:\s*(?:seconds?|s))?\s*$/i.exec(v);
      if (m?.[1] !== undefined) return Number(m[1]);
    }
    return null;
  });

/** `code`: 2021, "2021" or "0003" → a four-digit string ("0003"), or null when absent. */
export const wireCode = z
  .union([z.number().int(), z.string(), z.null()])
  .optional()
  .transform((v) => {
    if (v === null || v === undefined) return null;
    const t = String(v).trim();
    if (t === '') return null;
    return /^\d+$/.test(t) ? t.padStart(4, '0') : t;
  });

/** Optional text: absent, null or a string; numbers are turned into text (servers vary). */
export const wireText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? null : String(v)));

/** A list that may arrive as one object, a list, or nothing at all. */
export function wireList<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), item, z.null()])
    .optional()
    .transform((v): z.output<T>[] => {
      if (v === null || v === undefined) return [];
      return Array.isArray(v) ? (v as z.output<T>[]) : [v as z.output<T>];
    });
}

/** A list that is absent when empty (services often omit empty arrays). */
export function wireArray<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), z.null()])
    .optional()
    .transform((v): z.output<T>[] => (v ?? []) as z.output<T>[]);
}

/** Request side: an int the caller may give as a number or digit string; sent as a number. */
export const reqInt = wireInt;

/** Request side: a flag the caller may give as boolean, 1/0 or "1"/"0"; sent as a boolean. */
export const reqBool = wireBool;

/** Request side: 0/1 integer flags that the spec types as int (lock_servers, redundant_playlist…). */
export const reqFlagInt = wireBool.transform((b) => (b ? 1 : 0));

/** Request side: non-empty trimmed text. */
export const reqText = z.string().trim().min(1, 'must not be empty');

/**
 * `starttime`: a date string naming the period start (`YYYY-MM` or `YYYY-MM-DD`) or a
 * Unix timestamp starting a 30-day window (spec, "For every command taking starttime").
 */
export const reqStarttime = z.union([
  z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'use YYYY-MM, YYYY-MM-DD or a Unix timestamp'),
  z.number().int().nonnegative(),
]);

/**
 * For shapes that are not public: copy the first present alias into the canonical member
 * before decoding (e.g. an app's `name` may arrive as `app` or `app_name`).
 */
export function withAliases<T extends z.ZodType>(aliases: Record<string, readonly string[]>, schema: T) {
  return z.preprocess((raw) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const obj = { ...(raw as Record<string, unknown>) };
    for (const [canonical, names] of Object.entries(aliases)) {
      if (obj[canonical] !== undefined) continue;
      const found = names.find((n) => obj[n] !== undefined);
      if (found !== undefined) obj[canonical] = obj[found];
    }
    return obj;
  }, schema);
}
