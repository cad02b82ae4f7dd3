/**
 * Members every response carries. Success bodies are decoded with `responseOf`, which
 * adds the command's own members and keeps unknown members (servers add `debug`…).
 */
import * as z from 'zod';
import { once } from './lazy';
import { wireRecord } from './wire/record';
import { wireCode, wireHandleTime, wireText } from './wire/scalars';

/** Built on first use, like every catalog schema (lazy.ts). */
const envelopeMembers = once(() => ({
  status: z.literal('success'),
  message: wireText(),
  /** Seconds the server spent, or null when it sent something unreadable. */
  handle_time: wireHandleTime(),
  /** Four-digit result code (ticket and stream-user commands), or null. */
  code: wireCode(),
}));

/**
 * A success response: the envelope plus the command's members; unknown members kept.
 * `status` and the command's `keys` fail the answer when unreadable; any other member
 * degrades alone (wireRecord).
 */
export function responseOf<M extends z.ZodRawShape, K extends keyof M & string = never>(members: M, keys: readonly K[] = []) {
  return wireRecord({ ...envelopeMembers(), ...members } as ReturnType<typeof envelopeMembers> & M, ['status', ...keys] as Array<'status' | K>);
}

/**
 * The failure envelope: `status: "failure"` with the server's message and code.
 * Used by the client before any command schema is tried.
 */
export const failureEnvelope = once(() => z.looseObject({
  status: z.literal('failure'),
  message: wireText(),
  code: wireCode(),
  debug: z.unknown().optional(),
  debug2: z.unknown().optional(),
}));
