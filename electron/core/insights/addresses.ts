/**
 * The distinct viewer addresses a tally has seen, each looked up once: a small id per
 * address with its text, country and network, and the countries and networks a set of
 * ids spans.
 */
import type { IpLookup, Network } from './ip-data';

export class AddressBook {
  private readonly ids = new Map<string, number>();
  readonly texts: string[] = [];
  readonly country: (string | null)[] = [];
  readonly network: (Network | null)[] = [];

  constructor(private readonly ip: IpLookup) {}

  /** The address's id, looking it up the first time it is seen. */
  idOf(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.ids.set(text, id);
      this.texts.push(text);
      this.country.push(this.ip.country(text));
      this.network.push(this.ip.network(text));
    }
    return id;
  }

  spread(ids: Iterable<number>): { countries: Set<string>; networks: Set<number> } {
    const c = new Set<string>();
    const n = new Set<number>();
    for (const id of ids) {
      const country = this.country[id];
      const network = this.network[id];
      if (country) c.add(country);
      if (network) n.add(network.asn);
    }
    return { countries: c, networks: n };
  }
}
