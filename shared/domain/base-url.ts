/**
 * The base URL with exactly one trailing slash on its path: the documented endpoint ends in
 * `/stable/`, and `…/stable` would meet a redirect (outcome unknown for a mutating command).
 * Applied when a profile is saved and again when a client is made. Apart from profile.ts
 * so that a client check (and `master-control sign`) does not build the profile schemas.
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
