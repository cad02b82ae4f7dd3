/**
 * A page of attempts as archive columns: the members as decoded, and per address its
 * country and network (the console's shipped offline data) and its form for grouping —
 * an unsigned integer for IPv4 (a /24 is then a division), canonical text for IPv6.
 * Derived once at sync, so the archive's queries never parse addresses.
 */
import type { Attempt } from '../../../shared/api/records';
import { canonicalIp, parseIp } from '../insights/ip-parse';
import type { IpLookup } from '../insights/ip-data';
import type { ArchiveColumns } from './protocol';

interface Place {
  canonical: string;
  country: string | null;
  asn: number | null;
  /** The IPv4 address as one unsigned word; null for IPv6. */
  ip4: number | null;
}

/** Addresses looked up so far; emptied when it grows past this, so memory stays bounded on any sync. */
const PLACES_KEPT = 200_000;

export class ArchiveColumnMaker {
  private readonly places = new Map<string, Place | null>();

  constructor(private readonly ip: IpLookup) {}

  private placeOf(text: string): Place | null {
    let p = this.places.get(text);
    if (p !== undefined) return p;
    const canonical = canonicalIp(text);
    const words = canonical === null ? null : parseIp(canonical);
    p = canonical === null ? null : { canonical, country: this.ip.country(canonical), asn: this.ip.network(canonical)?.asn ?? null, ip4: words?.length === 1 ? words[0]! : null };
    if (this.places.size >= PLACES_KEPT) this.places.clear();
    this.places.set(text, p);
    return p;
  }

  /** Columns of the rows that have a time; a row without one cannot be placed in the archive and is left out. */
  columns(rows: readonly Attempt[]): ArchiveColumns {
    const c: ArchiveColumns = { key: [], datetime: [], ip: [], video: [], app: [], appinst: [], pageurl: [], refurl: [], success: [], reason: [], server_ip: [], country: [], asn: [], ip4: [], ip6: [] };
    for (const a of rows) {
      if (a.datetime === null) continue;
      c.key.push(a.key);
      c.datetime.push(a.datetime);
      c.ip.push(a.ip);
      c.video.push(a.video);
      c.app.push(a.app);
      c.appinst.push(a.appinst);
      c.pageurl.push(a.pageurl);
      c.refurl.push(a.refurl);
      c.success.push(a.success);
      c.reason.push(a.reason);
      c.server_ip.push(a.server_ip);
      const place = a.ip === null ? null : this.placeOf(a.ip);
      c.country.push(place?.country ?? null);
      c.asn.push(place?.asn ?? null);
      c.ip4.push(place?.ip4 ?? null);
      c.ip6.push(place !== null && place.ip4 === null ? place.canonical : null);
    }
    return c;
  }
}
