/** Words shared by the insights tables, the CSV files and the command line. */
import type { IpDataAbout } from './types';

let names: Intl.DisplayNames | null | undefined;

/** English name of an ISO code (Intl.DisplayNames, never a table); "Unknown" for no country. */
export function countryName(code: string | null): string {
  if (code === null) return 'Unknown (no country in the data)';
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      names = null;
    }
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

export const pct = (share: number): string => `${(share * 100).toFixed(1)}%`;

/** The credit the data's licences ask for (CC BY 4.0 for the networks; CC0 asks none but is named). */
export function creditLine(about: IpDataAbout): string {
  return `IP data: countries ${about.country.package} (${about.country.licence}, built ${about.country.builtOn ?? 'unknown'}); ${about.network.attribution} (built ${about.network.builtOn ?? 'unknown'}).`;
}
