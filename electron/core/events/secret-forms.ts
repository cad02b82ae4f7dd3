/**
 * Every form a secret can travel in: as is, JSON-escaped (a secret holding `"` or `\` looks
 * different inside JSON text), PHP-escaped (`\u00fc` for every non-ASCII character, `\/`
 * for a slash), URL- and form-encoded (the wire is a form field), and base64/base64url at
 * each byte alignment.
 */

/** Shorter forms are not scrubbed: they would match ordinary text (and are no secret). */
const MIN_SECRET_LENGTH = 4;
/** Base64 pieces of shorter secrets are too short to tell from ordinary base64. */
const MIN_BASE64_SOURCE = 8;

/**
 * Base64 of the secret as it appears inside a longer encoded text: the secret can start
 * at any byte offset mod 3, and only the characters that depend on its bytes alone are
 * kept (the first and last may mix with neighbouring bytes).
 */
function base64Pieces(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const pieces: string[] = [];
  for (let shift = 0; shift < 3; shift++) {
    const padded = Buffer.concat([Buffer.alloc(shift), bytes]);
    const b64 = padded.toString('base64').slice(Math.ceil((8 * shift) / 6), Math.floor((8 * padded.length) / 6));
    pieces.push(b64, b64.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return pieces;
}

/** JSON text with every non-ASCII UTF-16 unit written `\uXXXX`, as PHP's json_encode does. */
function asciiEscaped(json: string, upper: boolean): string {
  return json.replace(/[^\x00-\x7f]/g, (c) => {
    const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
    return `\\u${upper ? hex.toUpperCase() : hex}`;
  });
}

/** Every form of `value` a leak could take (deduplicated). */
export function secretForms(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  const jsons = [json, asciiEscaped(json, false), asciiEscaped(json, true)];
  const texts = new Set([value, ...jsons, ...jsons.map((j) => j.replace(/\//g, '\\/'))]);
  const forms = new Set<string>();
  for (const t of texts) {
    forms.add(t);
    forms.add(encodeURIComponent(t));
    forms.add(new URLSearchParams({ v: t }).toString().slice(2));
  }
  // The value encoded alone: a short key's own base64 ("bWFpbi1zdGFnZQ==") is as telling as the key.
  const alone = Buffer.from(value, 'utf8').toString('base64');
  for (const b of [alone, alone.replace(/=+$/, '')]) forms.add(b).add(b.replace(/\+/g, '-').replace(/\//g, '_'));
  if (Buffer.byteLength(value, 'utf8') >= MIN_BASE64_SOURCE) for (const piece of base64Pieces(value)) forms.add(piece);
  return [...forms].filter((f) => f.length >= MIN_SECRET_LENGTH);
}
