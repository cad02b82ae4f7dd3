/**
 * The per-launch secret that proves a console socket comes from the page we printed the
 * URL of. It is never a cookie (cookies are shared by every port of a host, so another
 * local web server would receive it): the page takes it from its address once, removes
 * it from the address bar, and offers it as a WebSocket subprotocol. Compared in
 * constant time so response timing leaks nothing about it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The subprotocol the server selects; the token travels as a second one beside it. */
export const SOCKET_PROTOCOL = 'mc.v1';
export const TOKEN_PROTOCOL_PREFIX = 'mc.token.';

/** 32 random bytes, base64url: safe in a query string and as a subprotocol token. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokensEqual(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  // Hash both so timingSafeEqual gets equal lengths whatever was sent.
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

/** The tokens offered in a Sec-WebSocket-Protocol header (normally exactly one). */
export function protocolTokens(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.startsWith(TOKEN_PROTOCOL_PREFIX))
    .map((p) => p.slice(TOKEN_PROTOCOL_PREFIX.length));
}
