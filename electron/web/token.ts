/**
 * The per-launch secret that proves a console socket comes from the page we printed the
 * URL of. It is never a cookie (cookies are shared by every port of a host, so another
 * local web server would receive it): the page takes it from its address once, removes
 * it from the address bar, and offers it as a WebSocket subprotocol. Compared in
 * constant time so response timing leaks nothing about it.
 */
import { createHash, randomBytes } from 'node:crypto';

/** The subprotocol the server selects; the token travels as a second one beside it. */
export const SOCKET_PROTOCOL = 'mc.v1';
export const TOKEN_PROTOCOL_PREFIX = 'mc.token.';

/** 32 random bytes, base64url: safe in a query string and as a subprotocol token. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Compared in constant time (loopback/tokens-equal.ts, which the control API shares). */
export { tokensEqual } from '../loopback/tokens-equal';

/** The tokens offered in a Sec-WebSocket-Protocol header (normally exactly one). */
export function protocolTokens(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.startsWith(TOKEN_PROTOCOL_PREFIX))
    .map((p) => p.slice(TOKEN_PROTOCOL_PREFIX.length));
}

/** How long a launch address works after it was made: long enough for a browser to start cold. */
export const LAUNCH_TTL_MS = 120_000;

/**
 * One-time launch nonces: `npm start` opens the browser on `/?launch=<nonce>`, never on the
 * token, because a command line (`xdg-open …`, a fresh browser's own arguments) is visible
 * to every local user in `ps`. The page exchanges the nonce once, at once, for the token;
 * a nonce used twice or after LAUNCH_TTL_MS is refused, so what `ps` showed opens nothing.
 */
export class LaunchNonces {
  /** Nonce hash → when it stops working. Hashed so the table holds nothing usable. */
  private readonly live = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  create(): string {
    this.sweep();
    const nonce = randomBytes(24).toString('base64url');
    this.live.set(hashOf(nonce), this.now() + LAUNCH_TTL_MS);
    return nonce;
  }

  /** True once for a nonce made here and not yet expired; it is gone either way. */
  redeem(nonce: string | null | undefined): boolean {
    if (typeof nonce !== 'string' || nonce.length === 0) return false;
    const key = hashOf(nonce);
    const until = this.live.get(key);
    this.live.delete(key);
    return until !== undefined && this.now() <= until;
  }

  private sweep(): void {
    const now = this.now();
    for (const [k, until] of this.live) if (until < now) this.live.delete(k);
  }
}

function hashOf(nonce: string): string {
  return createHash('sha256').update(nonce).digest('base64url');
}
