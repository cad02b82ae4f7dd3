/**
 * The gate every HTTP request and WebSocket upgrade passes: the Host and Origin must be
 * our own loopback address (stops DNS rebinding and cross-site pages), and the
 * per-launch token must come with it, in the query or in the cookie set on first load.
 */
import { readCookie, tokenCookieName, tokensEqual } from './token';

export interface GuardConfig {
  port: number;
  token: string;
}

export interface RequestFacts {
  host: string | undefined;
  origin: string | undefined;
  /** The request target, e.g. `/assets/x.js?token=…`. */
  url: string | undefined;
  cookie: string | undefined;
}

export type GuardVerdict =
  | { ok: true; tokenFrom: 'query' | 'cookie' }
  | { ok: false; status: 401 | 403; reason: string };

export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

export function allowedOrigins(port: number): string[] {
  return allowedHosts(port).map((h) => `http://${h}`);
}

function queryToken(url: string | undefined): string | null {
  try {
    return new URL(url ?? '/', 'http://127.0.0.1').searchParams.get('token');
  } catch {
    return null;
  }
}

export function checkRequest(facts: RequestFacts, config: GuardConfig): GuardVerdict {
  const host = (facts.host ?? '').toLowerCase();
  if (!allowedHosts(config.port).includes(host)) {
    return { ok: false, status: 403, reason: `foreign Host header "${facts.host ?? ''}"` };
  }
  if (facts.origin !== undefined && !allowedOrigins(config.port).includes(facts.origin.toLowerCase())) {
    return { ok: false, status: 403, reason: `foreign Origin "${facts.origin}"` };
  }
  if (tokensEqual(config.token, queryToken(facts.url))) return { ok: true, tokenFrom: 'query' };
  if (tokensEqual(config.token, readCookie(facts.cookie, tokenCookieName(config.port)))) return { ok: true, tokenFrom: 'cookie' };
  return { ok: false, status: 401, reason: 'missing or wrong token: open the URL that master-control web printed' };
}
