/**
 * Request-side rules: they accept the same tolerant forms the wire rules read (docs/service-notes.md:
 * `"limit":"25"`) and always produce the strict type we send. `once()` builders like the
 * wire rules (scalars.ts says why).
 */
import * as z from 'zod';
import { once } from '../lazy';
import { wireBool, wireInt } from './scalars';

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
