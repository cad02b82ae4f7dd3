/**
 * Where a profile may send signed requests, and the base URL's one spelling. The API key
 * and a replayable signature travel in every body, so plain http is allowed only to this
 * machine (the sandbox, tunnels). Apart from profile.ts so that a client check (and
 * `master-control sign`) does not build the profile schemas.
 */

/** The rule in words: the Accounts form's hint, and every refusal says it the same way. */
const BASE_URL_RULE = 'https://, or http:// only to this machine (localhost, 127.x.x.x, ::1)';
const EXAMPLE = 'https://api.example.com/stable/';
/** The form's hint under Base URL: the rule, then an example. */
export const BASE_URL_HINT = `${BASE_URL_RULE}; e.g. ${EXAMPLE}`;

/**
 * The base URL with exactly one trailing slash on its path: the documented endpoint ends in
 * `/stable/`, and `…/stable` would meet a redirect (outcome unknown for a mutating command).
 * Applied when a profile is saved and again when a client is made.
 */
export function normalizeBaseUrl(text: string): string {
  try {
    const u = new URL(text.trim());
    u.pathname = `${u.pathname.replace(/\/+$/, '')}/`;
    return u.toString();
  } catch {
    return text.trim();
  }
}

/** An IPv4 host as the URL parser writes it (it turns 0x7f.1, 2130706433 … into dotted decimal). */
const IPV4_HOST = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/**
 * True for localhost, 127.0.0.0/8 and ::1, given a hostname the URL parser has normalised
 * (IPv6 in brackets and compressed: 0:0:0:0:0:0:0:1 is [::1], ::ffff:127.0.0.1 is
 * [::ffff:7f00:1]). Read from that form, not with node:net, whose loading costs
 * `master-control sign` a tenth of its start.
 */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (IPV4_HOST.test(host)) return host.startsWith('127.');
  if (host.startsWith('[')) return host === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host);
  return false;
}

export type BaseUrlCheck = { ok: true; url: URL } | { ok: false; message: string };

/** Checks a base URL against the rule: the parsed URL, or why it is refused in the rule's words. */
export function checkBaseUrl(url: string): BaseUrlCheck {
  let parsed: URL;
  try {
    parsed = new URL(normalizeBaseUrl(url));
  } catch {
    return { ok: false, message: `the base URL "${url.trim()}" is not a full address; use ${BASE_URL_RULE}, e.g. ${EXAMPLE}` };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { ok: false, message: `the base URL must use ${BASE_URL_RULE}, not ${parsed.protocol}//` };
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return { ok: false, message: 'the base URL must not contain a user name or password' };
  }
  if (parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname)) {
    return { ok: false, message: `the base URL must use ${BASE_URL_RULE}, not http:// to ${parsed.hostname}` };
  }
  return { ok: true, url: parsed };
}
