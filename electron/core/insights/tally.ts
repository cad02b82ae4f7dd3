/**
 * Tallies attempts as they stream past, page by page: by country and by network of the
 * viewer's address (looked up once per distinct address), and per ticket key the
 * addresses, countries and networks it was used from within each window. Holds counts and
 * distinct addresses, never the attempts.
 *
 * Windows are fixed, UTC-aligned spans of `windowHours` (a day by default: midnight to
 * midnight). The API lists attempts newest first, so each key's windows arrive one after
 * the other and only its current window's addresses are kept open.
 */
import type { Attempt } from '../../../shared/api/records';
import type { AttemptInsights, CountryRow, NetworkRow, SharingRule } from '../../../shared/domain/insights/types';
import { AddressBook } from './addresses';
import { canonicalIp } from './ip-parse';
import type { IpLookup } from './ip-data';
import { KeyWindows } from './key-windows';
import { count, newPlace, type Place, placeRow } from './places';

export interface InsightsTally {
  add(a: Attempt): void;
  readonly attempts: number;
  result(complete: boolean): AttemptInsights;
}

/**
 * `sharedOnly`: the keys already known to be the only ones that can be shared (the
 * archive's key-days say so); the windows of other keys are then not tracked at all.
 */
export function createTally(ip: IpLookup, rule: SharingRule, sharedOnly: ReadonlySet<string> | null = null): InsightsTally {
  // Per distinct address: its id, and where it is (the lookup cache).
  const book = new AddressBook(ip);
  const countries = new Map<string | null, Place>();
  const networks = new Map<number | null, Place & { name: string }>();
  const keys = new KeyWindows(book, rule);
  let attempts = 0;

  return {
    get attempts() {
      return attempts;
    },
    add(a) {
      attempts += 1;
      // One address however it is written; text that is no address is counted, placed nowhere.
      const canonical = a.ip === null ? null : canonicalIp(a.ip);
      const id = canonical === null ? null : book.idOf(canonical);
      const country = id === null ? null : book.country[id]!;
      const network = id === null ? null : book.network[id]!;
      let c = countries.get(country);
      if (c === undefined) countries.set(country, (c = newPlace()));
      count(c, a);
      let n = networks.get(network?.asn ?? null);
      if (n === undefined) networks.set(network?.asn ?? null, (n = { ...newPlace(), name: network?.name ?? '' }));
      count(n, a);
      if (a.key === '' || (sharedOnly !== null && !sharedOnly.has(a.key))) return;
      keys.add(a, id);
    },
    result(complete) {
      const byCount = (x: { attempts: number }, y: { attempts: number }): number => y.attempts - x.attempts;
      const countryRows: CountryRow[] = [...countries].map(([code, p]) => ({ code, ...placeRow(p, attempts) })).sort(byCount);
      const networkRows: NetworkRow[] = [...networks].map(([asn, p]) => ({ asn, name: p.name, ...placeRow(p, attempts) })).sort(byCount);
      return { attempts, countries: countryRows, networks: networkRows, sharedKeys: keys.shared(), rule, complete };
    },
  };
}
