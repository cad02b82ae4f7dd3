/**
 * Where a profile may send signed requests. The API key and a replayable signature travel
 * in every body, so plain http is allowed only to this machine (the sandbox, tunnels).
 */
import { normalizeBaseUrl } from '../../../shared/domain/base-url';

export type BaseUrlCheck = { ok: true; url: URL } | { ok: false; message: string };

/** An IPv4 host as the URL parser writes it (it turns 0x7f.1, 2130706433 … into dotted decimal). */
const IPV4_HOST = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/**
 * True for localhost, 127.0.0.0/8 and ::1, given a hostname the URL parser has normalised
 * (IPv6 in brackets and compressed: 0:0:0:0:0:0:0:1 is [::1], ::ffff:127.0.0.1 is
 * [::ffff:7f00:1]). Read from that form, not with node:net, whose loading costs
 * `master-control sign` a tenth of its start.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (IPV4_HOST.test(host)) return host.startsWith('127.');
  if (host.startsWith('[')) return host === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host);
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
