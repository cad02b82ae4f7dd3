/**
 * Member shapes the records share, so each record lists its members in one line apiece:
 * a key text that must be there and not be empty, and optional members that decode to
 * null when absent. Built on first use like every wire rule (lazy.ts). The ones every row
 * of a long list carries have a fast reader for their usual wire form (fast-read.ts).
 */
import * as z from 'zod';
import { once } from '../lazy';
import { hasPlainEdges, MISS, withFastRead } from './fast-read';
import { wireBool, wireDatetime, wireInt, wireText } from './scalars';

/** A key member: text that must be there and not be empty. */
export const keyText = once(() => withFastRead(
  z.string().trim().min(1, 'must not be empty'),
  (v) => (typeof v === 'string' && hasPlainEdges(v) ? v : MISS),
));

const asText = (v: unknown): unknown => (typeof v === 'string' ? v : MISS);

export const optInt = once(() => wireInt().nullable().optional().transform((v) => v ?? null));
export const optBool = once(() => wireBool().nullable().optional().transform((v) => v ?? null));
export const optText = once(() => withFastRead(wireText().optional().transform((v) => v ?? null), asText));
/** Text that decodes to '' when absent. */
export const reqText = once(() => withFastRead(wireText().transform((v) => v ?? ''), asText));

/** `YYYY-MM-DD HH:MM:SS` exactly: what wireDatetime keeps as it is (unless all zero). */
const PLAIN_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** A datetime that decodes to null when absent, null or "never". */
export const optDatetime = once(() => withFastRead(
  wireDatetime().optional().transform((v) => v ?? null),
  (v) => (v === null ? null : typeof v === 'string' && PLAIN_DATETIME.test(v) && !v.startsWith('0000-00-00') ? v : MISS),
));
