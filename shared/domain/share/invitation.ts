/**
 * The wire a guest joins a shared show on (host and joining console agree on it exactly).
 *
 * - Invitation text: `https://HOST:PORT/join?code=CODE#fp=FP` — FP is the host certificate's
 *   SHA-256 as 64 lowercase hex digits; it rides in the fragment, which a browser never sends.
 * - `POST /share/redeem` with `{"code": CODE}` answers 200 `{"token", "person"}`; 410 for an
 *   expired or used code; 401 for an unknown one.
 * - The guest's console socket is `wss://HOST:PORT/socket`, the token offered as a WebSocket
 *   subprotocol exactly as web mode's page does (electron/web/token.ts).
 */
import type { Person } from './person';

export const JOIN_PATH = '/join';
export const REDEEM_PATH = '/share/redeem';
export const GUEST_SOCKET_PATH = '/socket';

/** How long an invitation works when the host does not say. */
export const INVITATION_TTL_MINUTES = 10;

/** A code is base64url (what the host makes: random bytes), 16 to 64 characters. */
const CODE = /^[A-Za-z0-9_-]{16,64}$/;
const FINGERPRINT = /^[0-9a-f]{64}$/;

export interface Invitation {
  /** A host name, an IPv4 address or an IPv6 address without brackets ("::1"). */
  host: string;
  port: number;
  code: string;
  /** The certificate's SHA-256, 64 lowercase hex digits. */
  fingerprint: string;
}

export interface RedeemAnswer {
  token: string;
  person: Person;
}

/** "AB:CD:…" or "abcd…" (any case) to 64 lowercase hex, or null when it is not a SHA-256. */
export function normalizeFingerprint(text: string): string | null {
  const hex = text.replace(/:/g, '').toLowerCase();
  return FINGERPRINT.test(hex) ? hex : null;
}

export function isInvitationCode(text: string): boolean {
  return CODE.test(text);
}

function hostPart(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export function formatInvitation(invitation: Invitation): string {
  const { host, port, code, fingerprint } = invitation;
  if (!isInvitationCode(code)) throw new Error('An invitation code is 16 to 64 base64url characters.');
  if (!FINGERPRINT.test(fingerprint)) throw new Error('An invitation fingerprint is 64 lowercase hex digits.');
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('An invitation port is 1 to 65535.');
  return `https://${hostPart(host)}:${port}${JOIN_PATH}?code=${code}#fp=${fingerprint}`;
}

export type ParsedInvitation = { ok: true; invitation: Invitation } | { ok: false; reason: string };

/** Reads an invitation as pasted (surrounding spaces allowed); says why when it is not one. */
export function parseInvitation(text: string): ParsedInvitation {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, reason: 'This is not an invitation link (https://HOST:PORT/join?code=…#fp=…).' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'An invitation link starts with https://.' };
  if (url.pathname !== JOIN_PATH) return { ok: false, reason: `An invitation link's path is ${JOIN_PATH}.` };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'An invitation link carries no user name or password.' };
  const port = url.port === '' ? 443 : Number(url.port);
  const code = url.searchParams.get('code') ?? '';
  if (!isInvitationCode(code)) return { ok: false, reason: 'The invitation link has no valid code.' };
  const fp = new URLSearchParams(url.hash.replace(/^#/, '')).get('fp') ?? '';
  if (!FINGERPRINT.test(fp)) return { ok: false, reason: "The invitation link has no certificate fingerprint (#fp=64 lowercase hex digits)." };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return { ok: true, invitation: { host, port, code, fingerprint: fp } };
}
