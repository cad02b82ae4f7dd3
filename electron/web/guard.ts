/**
 * The gate every HTTP request and WebSocket upgrade passes: the Host and Origin must be
 * our own loopback address (stops DNS rebinding and cross-site pages). The console
 * socket — the whole contract — also needs the per-launch token, offered as a
 * subprotocol. Pages and assets are the public renderer build and hold no data, so they
 * load without it (a reload finds the token in the page's session storage); a token in
 * the address must be the one token, once: a repeated `token` is refused, never guessed.
 */
import { tokensEqual } from './token';

export interface GuardConfig {
  port: number;
  token: string;
}

export interface RequestFacts {
  host: string | undefined;
  origin: string | undefined;
  /** The request target, e.g. `/?token=…`. */
  url: string | undefined;
  /** Tokens offered as WebSocket subprotocols (upgrades only). */
  protocolTokens?: string[];
}

export type GuardVerdict = { ok: true } | { ok: false; status: 400 | 401 | 403; reason: string };

export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

export function allowedOrigins(port: number): string[] {
  return allowedHosts(port).map((h) => `http://${h}`);
}

const REOPEN = 'open the URL that master-control web printed';

function queryTokens(url: string | undefined): string[] | null {
  try {
    return new URL(url ?? '/', 'http://127.0.0.1').searchParams.getAll('token');
  } catch {
    return null;
  }
}

function sameSite(facts: RequestFacts, config: GuardConfig): GuardVerdict {
  const host = (facts.host ?? '').toLowerCase();
  if (!allowedHosts(config.port).includes(host)) return { ok: false, status: 403, reason: `foreign Host header "${facts.host ?? ''}"` };
  if (facts.origin !== undefined && !allowedOrigins(config.port).includes(facts.origin.toLowerCase())) {
    return { ok: false, status: 403, reason: `foreign Origin "${facts.origin}"` };
  }
  return { ok: true };
}

/** A page or asset request: own Host and Origin; a token in the address, if any, must be right and single. */
export function checkRequest(facts: RequestFacts, config: GuardConfig): GuardVerdict {
  const site = sameSite(facts, config);
  if (!site.ok) return site;
  const tokens = queryTokens(facts.url);
  if (tokens === null) return { ok: false, status: 400, reason: 'the address cannot be read' };
  if (tokens.length > 1) return { ok: false, status: 400, reason: `the address repeats the token parameter; ${REOPEN}` };
  if (tokens.length === 1 && !tokensEqual(config.token, tokens[0])) return { ok: false, status: 401, reason: `wrong token: ${REOPEN}` };
  return { ok: true };
}

/** A console socket upgrade: own Host and Origin, and exactly one right token as a subprotocol (never in the address). */
export function checkUpgrade(facts: RequestFacts, config: GuardConfig): GuardVerdict {
  const site = sameSite(facts, config);
  if (!site.ok) return site;
  if ((queryTokens(facts.url) ?? []).length > 0) return { ok: false, status: 400, reason: 'the token goes in the WebSocket subprotocol, not the address' };
  const offered = facts.protocolTokens ?? [];
  if (offered.length !== 1 || !tokensEqual(config.token, offered[0])) return { ok: false, status: 401, reason: `missing or wrong token: ${REOPEN}` };
  return { ok: true };
}
