/**
 * Geo blocks per application or stream. Codes are checked against ISO 3166-1 alpha-2
 * (i18n-iso-countries); unknown ones are returned in invalid_codes and not applied.
 */
// The locale-free entry: only the codes are needed here, and the package's Node entry
// loads its 78 name files through a computed require() that no bundler can follow (the
// built main process and CLI failed to start with it).
import countries from 'i18n-iso-countries/index.js';

const ALPHA2 = new Set(Object.keys(countries.getAlpha2Codes()));

/** null = allow every country. */
export type GeoRule = string[] | null;

export function geoTarget(app: string, stream?: string): string {
  return stream === undefined ? app : `${app}/${stream}`;
}

export function splitCodes(codes: readonly string[]): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const raw of codes) {
    const code = raw.trim().toUpperCase();
    (ALPHA2.has(code) ? valid : invalid).push(code === '' ? raw : code);
  }
  return { valid: [...new Set(valid)], invalid };
}
