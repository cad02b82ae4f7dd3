/**
 * Where a profile may send signed requests. The API key and a replayable signature travel
 * in every body, so plain http is allowed only to this machine (the sandbox, tunnels).
 */
import { isIP } from 'node:net';
import { normalizeBaseUrl } from '../../../shared/domain/profile';

export type BaseUrlCheck = { ok: true; url: URL } | { ok: false; message: string };

/** True for localhost, 127.0.0.0/8 and ::1 (the URL parser has already normalised the host). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1' || host.startsWith('::ffff:127.');
  return false;
}

/** Checks a profile's base URL: a full http(s) address, https unless the host is loopback. */
export function checkBaseUrl(url: string): BaseUrlCheck {
  let parsed: URL;
  try {
    parsed = new URL(normalizeBaseUrl(url));
  } catch {
    return { ok: false, message: `the base URL "${url}" is not a full address; use e.g. https://api.example.com/stable/` };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { ok: false, message: `the base URL must start with https:// (got ${parsed.protocol}//)` };
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return { ok: false, message: 'the base URL must not contain a user name or password' };
  }
  if (parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname)) {
    return {
      ok: false,
      message: `the base URL must use https:// — plain http:// is allowed only for this machine (localhost, 127.x.x.x, ::1), not ${parsed.hostname}`,
    };
  }
  return { ok: true, url: parsed };
}
