/**
 * Member shapes the records share, so each record lists its members in one line apiece:
 * a key text that must be there and not be empty, and optional members that decode to
 * null when absent. Built on first use like every wire rule (lazy.ts).
 */
import * as z from 'zod';
import { once } from '../lazy';
import { wireBool, wireInt, wireText } from './scalars';

/** A key member: text that must be there and not be empty. */
export const keyText = once(() => z.string().trim().min(1, 'must not be empty'));

export const optInt = once(() => wireInt().nullable().optional().transform((v) => v ?? null));
export const optBool = once(() => wireBool().nullable().optional().transform((v) => v ?? null));
export const optText = once(() => wireText().optional().transform((v) => v ?? null));
