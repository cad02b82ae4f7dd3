/**
 * Authentication as the service does it: account and key (0001), timestamp window
 * (0002), HMAC-SHA256 signature (0003). The signature is accepted over the received text
 * with the signature member cut out ("raw", what the Perl sample relies on) and/or over
 * a PHP-style re-encode of the parsed object ("php").
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type JsonValue, serializeJson } from '../../../shared/api/serialize';
import type { Credentials } from '../account';
import { GENERAL, type Reply, fail } from '../handlers/reply';

export type SignatureMode = 'either' | 'raw' | 'php';

export const COMMON_MEMBERS = ['command', 'cdn', 'api_key', 'timestamp', 'signature'] as const;

const SIGNATURE_MEMBER = /(,\s*"signature"\s*:\s*"(?:[^"\\]|\\.)*")|("signature"\s*:\s*"(?:[^"\\]|\\.)*"\s*,?)/g;

/** The received text with its (last) top-level signature member removed. */
export function stripSignatureMember(text: string): string | null {
  const matches = [...text.matchAll(SIGNATURE_MEMBER)];
  const last = matches.at(-1);
  if (last === undefined || last.index === undefined) return null;
  return text.slice(0, last.index) + text.slice(last.index + last[0].length);
}

function hmac(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text, 'utf8').digest();
}

function sameSignature(expected: Buffer, given: string): boolean {
  const g = Buffer.from(given, 'base64');
  return g.length === expected.length && timingSafeEqual(g, expected) && expected.toString('base64') === given;
}

/** The texts the signature may have been computed over, per mode. */
function signedCandidates(text: string, obj: Record<string, unknown>, mode: SignatureMode): string[] {
  const out: string[] = [];
  if (mode !== 'php') {
    const raw = stripSignatureMember(text);
    if (raw !== null) out.push(raw);
  }
  if (mode !== 'raw') {
    const { signature: _s, ...rest } = obj;
    try {
      out.push(serializeJson(rest as JsonValue, 'php'));
    } catch {
      // A value PHP could not have encoded either: only the raw form can match.
    }
  }
  return out;
}

export function signatureValid(text: string, obj: Record<string, unknown>, secret: string, mode: SignatureMode): boolean {
  const given = obj.signature;
  if (typeof given !== 'string') return false;
  return signedCandidates(text, obj, mode).some((c) => sameSignature(hmac(secret, c), given));
}

export interface AuthSettings {
  credentials: Credentials;
  windowSec: number;
  mode: SignatureMode;
  nowSec: number;
}

const asInt = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : null;

/** null when the request may proceed; otherwise the failure to answer. */
export function checkAuth(text: string, obj: Record<string, unknown>, s: AuthSettings): Reply | null {
  const missing = COMMON_MEMBERS.filter((m) => obj[m] === undefined || obj[m] === null || obj[m] === '');
  if (missing.length > 0) return fail(GENERAL.missing.message + missing.join(', '), GENERAL.missing.code);
  if (asInt(obj.cdn) !== s.credentials.cdn || obj.api_key !== s.credentials.apiKey) {
    return fail(GENERAL.auth.message, GENERAL.auth.code);
  }
  const ts = asInt(obj.timestamp);
  if (ts === null || Math.abs(ts - s.nowSec) > s.windowSec) return fail(GENERAL.timestamp.message, GENERAL.timestamp.code);
  if (!signatureValid(text, obj, s.credentials.secret, s.mode)) return fail(GENERAL.signature.message, GENERAL.signature.code);
  return null;
}
