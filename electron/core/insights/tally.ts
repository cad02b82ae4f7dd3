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
import type { AttemptInsights, CountryRow, NetworkRow, ReasonTally, SharedKey, SharingRule } from '../../../shared/domain/insights/types';
import type { IpLookup, Network } from './ip-data';

interface Place {
  attempts: number;
  accepted: number;
  rejected: number;
  reasons: Map<string, number>;
}

interface KeyState {
  ips: Map<number, number>;
  first: number;
  last: number;
  accepted: number;
  rejected: number;
  window: number;
  windowIps: Set<number>;
  peak: SharedKey['peak'] | null;
  shared: boolean;
}

export interface InsightsTally {
  add(a: Attempt): void;
  readonly attempts: number;
  result(complete: boolean): AttemptInsights;
}

/** `YYYY-MM-DD HH:MM:SS` (UTC, as the API gives it) → epoch ms; NaN when missing or unreadable. */
function timeOf(datetime: string | null): number {
  return datetime === null ? NaN : Date.parse(`${datetime.replace(' ', 'T')}Z`);
}

const newPlace = (): Place => ({ attempts: 0, accepted: 0, rejected: 0, reasons: new Map() });

function count(place: Place, a: Attempt): void {
  place.attempts += 1;
  if (a.success) place.accepted += 1;
  else place.rejected += 1;
  place.reasons.set(a.reason, (place.reasons.get(a.reason) ?? 0) + 1);
}

function reasonsOf(place: Place): ReasonTally[] {
  return [...place.reasons].map(([reason, n]) => ({ reason, count: n })).sort((x, y) => y.count - x.count || x.reason.localeCompare(y.reason));
}

const iso = (ms: number): string => (Number.isNaN(ms) ? '' : new Date(ms).toISOString().slice(0, 19).replace('T', ' '));

export function createTally(ip: IpLookup, rule: SharingRule): InsightsTally {
  // Per distinct address: its id, and where it is (the lookup cache).
  const ipIds = new Map<string, number>();
  const ipTexts: string[] = [];
  const ipCountry: (string | null)[] = [];
  const ipNetwork: (Network | null)[] = [];
  const countries = new Map<string | null, Place>();
  const networks = new Map<number | null, Place & { name: string }>();
  const keys = new Map<string, KeyState>();
  const windowMs = rule.windowHours * 3_600_000;
  let attempts = 0;

  const addressId = (text: string): number => {
    let id = ipIds.get(text);
    if (id === undefined) {
      id = ipTexts.length;
      ipIds.set(text, id);
      ipTexts.push(text);
      ipCountry.push(ip.country(text));
      ipNetwork.push(ip.network(text));
    }
    return id;
  };
  const spread = (ids: Iterable<number>): { countries: Set<string>; networks: Set<number> } => {
    const c = new Set<string>();
    const n = new Set<number>();
    for (const id of ids) {
      const country = ipCountry[id];
      const network = ipNetwork[id];
      if (country) c.add(country);
      if (network) n.add(network.asn);
    }
    return { countries: c, networks: n };
  };
  const closeWindow = (k: KeyState): void => {
    if (k.windowIps.size === 0) return;
    const s = spread(k.windowIps);
    const here = { ips: k.windowIps.size, countries: s.countries.size, networks: s.networks.size, windowStart: iso(k.window * windowMs) };
    if (k.peak === null || here.countries > k.peak.countries || (here.countries === k.peak.countries && here.ips > k.peak.ips)) k.peak = here;
    if (here.ips > rule.maxIps || here.countries >= 2 || here.networks >= 2) k.shared = true;
    k.windowIps = new Set();
  };

  return {
    get attempts() {
      return attempts;
    },
    add(a) {
      attempts += 1;
      const id = a.ip === null || a.ip.trim() === '' ? null : addressId(a.ip.trim());
      const country = id === null ? null : ipCountry[id]!;
      const network = id === null ? null : ipNetwork[id]!;
      let c = countries.get(country);
      if (c === undefined) countries.set(country, (c = newPlace()));
      count(c, a);
      let n = networks.get(network?.asn ?? null);
      if (n === undefined) networks.set(network?.asn ?? null, (n = { ...newPlace(), name: network?.name ?? '' }));
      count(n, a);
      if (a.key === '' || id === null) return;
      const t = timeOf(a.datetime);
      const window = Number.isNaN(t) ? -1 : Math.floor(t / windowMs);
      let k = keys.get(a.key);
      if (k === undefined) {
        k = { ips: new Map(), first: t, last: t, accepted: 0, rejected: 0, window, windowIps: new Set(), peak: null, shared: false };
        keys.set(a.key, k);
      }
      if (window !== k.window) {
        closeWindow(k);
        k.window = window;
      }
      k.windowIps.add(id);
      k.ips.set(id, (k.ips.get(id) ?? 0) + 1);
      if (!Number.isNaN(t)) {
        if (!(t >= k.first)) k.first = t;
        if (!(t <= k.last)) k.last = t;
      }
      if (a.success) k.accepted += 1;
      else k.rejected += 1;
    },
    result(complete) {
      const share = (p: Place): number => (attempts === 0 ? 0 : p.attempts / attempts);
      const row = (p: Place) => ({ attempts: p.attempts, accepted: p.accepted, rejected: p.rejected, share: share(p), reasons: reasonsOf(p) });
      const byCount = (x: { attempts: number }, y: { attempts: number }): number => y.attempts - x.attempts;
      const countryRows: CountryRow[] = [...countries].map(([code, p]) => ({ code, ...row(p) })).sort(byCount);
      const networkRows: NetworkRow[] = [...networks].map(([asn, p]) => ({ asn, name: p.name, ...row(p) })).sort(byCount);
      const shared: SharedKey[] = [];
      for (const [key, k] of keys) {
        closeWindow(k);
        if (!k.shared || k.peak === null) continue;
        const ids = [...k.ips].sort((x, y) => y[1] - x[1]).map(([id]) => id);
        const s = spread(ids);
        shared.push({
          key, ips: ids.map((id) => ipTexts[id]!), countries: [...s.countries].sort(), networks: [...s.networks].sort((x, y) => x - y),
          firstSeen: iso(k.first), lastSeen: iso(k.last), accepted: k.accepted, rejected: k.rejected, peak: k.peak,
        });
      }
      shared.sort((x, y) => y.peak.countries - x.peak.countries || y.peak.ips - x.peak.ips || x.key.localeCompare(y.key));
      return { attempts, countries: countryRows, networks: networkRows, sharedKeys: shared, rule, complete };
    },
  };
}
