/**
 * The per-launch secret that proves a request comes from the page we printed the URL
 * of. Compared in constant time so response timing leaks nothing about it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Cookies are shared by every port of a host, so the name carries the port: a second
 * web-mode launch must not overwrite the first one's cookie in the same browser.
 */
export function tokenCookieName(port: number): string {
  return `mc_token_${port}`;
}

/** 32 random bytes, base64url: safe in a query string and a cookie. */
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

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** HttpOnly so page scripts cannot read it; Strict so no other site can send it. */
export function tokenCookie(port: number, token: string): string {
  return `${tokenCookieName(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}
