/**
 * Ticket passes. A viewer types or pastes the pass from a URL, so the alphabet leaves out
 * characters that look alike (0/O, 1/l/I) and anything that needs URL escaping. The caller
 * supplies the random source (Web Crypto's getRandomValues in both transports) so this
 * stays pure and testable.
 */
export const PASS_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PASS_LENGTH = 20;

/** Fills the array with cryptographically random bytes (crypto.getRandomValues). */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

/**
 * A pass of `length` characters from PASS_ALPHABET. Bytes at or above the largest multiple
 * of the alphabet size are dropped (rejection sampling) so every character is equally
 * likely — a plain `byte % 57` would favour the first characters.
 */
export function generatePass(fill: RandomFill, length = PASS_LENGTH): string {
  const size = PASS_ALPHABET.length;
  const ceiling = 256 - (256 % size);
  let out = '';
  while (out.length < length) {
    const bytes = fill(new Uint8Array(length * 2));
    for (const b of bytes) {
      if (b >= ceiling) continue;
      out += PASS_ALPHABET[b % size];
      if (out.length === length) break;
    }
  }
  return out;
}

/** The URL parameters a viewer appends to the stream URL: `?key=…&pass=…`. */
export function ticketUrlParams(key: string, pass: string): string {
  return `?key=${encodeURIComponent(key)}&pass=${encodeURIComponent(pass)}`;
}
