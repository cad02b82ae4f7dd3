/**
 * Members every response carries. Success bodies are decoded with `responseOf`, which
 * adds the command's own members and keeps unknown members (servers add `debug`…).
 */
import { z } from 'zod';
import { wireCode, wireHandleTime, wireText } from './wire';

export const envelopeMembers = {
  status: z.literal('success'),
  message: wireText,
  /** Seconds the server spent, or null when it sent something unreadable. */
  handle_time: wireHandleTime,
  /** Four-digit result code (ticket and stream-user commands), or null. */
  code: wireCode,
};

/** A success response: the envelope plus the command's members; unknown members kept. */
export function responseOf<M extends z.ZodRawShape>(members: M) {
  return z.looseObject({ ...envelopeMembers, ...members });
}

/**
 * The failure envelope: `status: "failure"` with the server's message and code.
 * Used by the client before any command schema is tried.
 */
export const failureEnvelope = z.looseObject({
  status: z.literal('failure'),
  message: wireText,
  code: wireCode,
  debug: z.unknown().optional(),
  debug2: z.unknown().optional(),
});
