/**
 * Request signing (spec, Authentication): signature = base64(HMAC-SHA256(secret, text))
 * where text is the request without `signature`. The sent text is that same text with
 * `,"signature":"…"` spliced in before the final `}` — byte-identical otherwise, so the
 * server verifies whether it strips the member or re-encodes the object PHP-style.
 */
import { createHmac } from 'node:crypto';
import { type JsonValue, type Serialization, serializeJson } from '../../../shared/api/serialize';

/** Raw HMAC-SHA256; strings are taken as UTF-8 (bytes too, for the RFC 4231 vectors). */
export function hmacSha256(key: string | Uint8Array, data: string | Uint8Array): Buffer {
  const mac = createHmac('sha256', key);
  if (typeof data === 'string') mac.update(data, 'utf8');
  else mac.update(data);
  return mac.digest();
}

export function hmacSha256Base64(secret: string, text: string): string {
  // Straight to base64 in the digest: the signature never needs its bytes as a Buffer.
  return createHmac('sha256', secret).update(text, 'utf8').digest('base64');
}

/** Splices the signature member in before the closing brace of an object text. */
export function spliceSignature(signedText: string, signature: string): string {
  if (!signedText.endsWith('}')) throw new TypeError('signed text must be a JSON object');
  const empty = signedText === '{}';
  return `${signedText.slice(0, -1)}${empty ? '' : ','}"signature":${JSON.stringify(signature)}}`;
}

export interface RequestIdentity {
  command: string;
  cdn: number;
  apiKey: string;
  /** Unix seconds, already corrected for the server clock offset. */
  timestamp: number;
}

export interface SignedRequest {
  /** The text that was signed (no signature member). */
  signedText: string;
  signature: string;
  /** The exact text sent as the `json` form field. */
  body: string;
}

/**
 * Builds, signs and splices one request. Member order: command, cdn, api_key, timestamp,
 * then `members` in their own order (the catalog's, from schema parsing).
 */
export function signRequest(
  identity: RequestIdentity,
  members: Record<string, JsonValue | undefined>,
  secret: string,
  serialization: Serialization,
): SignedRequest {
  const request: Record<string, JsonValue> = {
    command: identity.command,
    cdn: identity.cdn,
    api_key: identity.apiKey,
    timestamp: identity.timestamp,
  };
  for (const [k, v] of Object.entries(members)) {
    if (v !== undefined && !(k in request)) request[k] = v;
  }
  const signedText = serializeJson(request, serialization);
  const signature = hmacSha256Base64(secret, signedText);
  return { signedText, signature, body: spliceSignature(signedText, signature) };
}
