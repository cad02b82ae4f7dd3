/**
 * Wire decoding rules for single values: the real service sends numbers as strings,
 * booleans as "1"/"0", the all-zero datetime for "never", and `handle_time` as
 * "0.0123 seconds". Every catalog response schema is built from these so each quirk is
 * decoded in one place (lists: lists.ts; records: record.ts; the request side: requests.ts).
 *
 * Each rule is a `once()` builder (lazy.ts), called where a schema is built: a process
 * builds the rules its commands use, when it first uses them, and loading the catalog
 * builds none (`master-control sign` would otherwise build ~190 schemas it never reads).
 */
import Big from 'big.js';
import * as z from 'zod';
import { once } from '../lazy';
import { MISS, withFastRead } from './fast-read';

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
function plainDecimal(v: number): string {
  return new Big(v).toFixed();
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off', '']);

/** A flag sent as true/false, 1/0 or "1"/"0" (and the words true/false). Fast: a boolean, "1" or "0". */
export const wireBool = once(() => withFastRead(z
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
  }), (v) => (typeof v === 'boolean' ? v : v === '1' ? true : v === '0' ? false : MISS)));

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
