/**
 * The console proves itself before the module sends its token: the module sends a fresh
 * nonce to GET /v1/challenge, the console answers an HMAC of it keyed by the token (and
 * its own port, so a console on another port cannot be used as an oracle by whatever
 * holds this one). Only then does the token go out, on that same TCP connection.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CHALLENGE_PATH = '/v1/challenge';
export const CHALLENGE_HEADER = 'x-control-challenge';

export const newNonce = (): string => randomBytes(32).toString('base64url');

/** docs/control-api.md, GET /v1/challenge: the console computes the same. */
export const proofOf = (token: string, port: number, nonce: string): string =>
  createHmac('sha256', token).update(`master-control control proof v1\n${String(port)}\n${nonce}`).digest('hex');

export function proofHolds(token: string, port: number, nonce: string, answer: unknown): boolean {
  const proof = typeof answer === 'object' && answer !== null ? (answer as { proof?: unknown }).proof : undefined;
  if (typeof proof !== 'string' || !/^[0-9a-f]{64}$/.test(proof)) return false;
  return timingSafeEqual(Buffer.from(proof, 'hex'), Buffer.from(proofOf(token, port, nonce), 'hex'));
}
