/**
 * Per ticket key: the addresses it was used from, its first and last use, and, window by
 * window, whether it was shared (more addresses than the rule allows, or two countries or
 * networks), with its peak window. Only each key's current window's addresses are kept
 * open: the API lists attempts newest first, so a key's windows arrive one after the other.
 */
import type { Attempt } from '../../../shared/api/records';
import type { SharedKey, SharingRule } from '../../../shared/domain/insights/types';
import type { AddressBook } from './addresses';

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

/** `YYYY-MM-DD HH:MM:SS` (UTC, as the API gives it) → epoch ms; NaN when missing or unreadable. */
function timeOf(datetime: string | null): number {
  return datetime === null ? NaN : Date.parse(`${datetime.replace(' ', 'T')}Z`);
}

const iso = (ms: number): string => (Number.isNaN(ms) ? '' : new Date(ms).toISOString().slice(0, 19).replace('T', ' '));

export class KeyWindows {
  private readonly keys = new Map<string, KeyState>();
  private readonly windowMs: number;

  constructor(
    private readonly book: AddressBook,
    private readonly rule: SharingRule,
  ) {
    this.windowMs = rule.windowHours * 3_600_000;
  }

  /** One attempt of `a.key` from address `id` (null: not an address — counted for the key, no address added). */
  add(a: Attempt, id: number | null): void {
    const t = timeOf(a.datetime);
    const window = Number.isNaN(t) ? -1 : Math.floor(t / this.windowMs);
    let k = this.keys.get(a.key);
    if (k === undefined) {
      k = { ips: new Map(), first: t, last: t, accepted: 0, rejected: 0, window, windowIps: new Set(), peak: null, shared: false };
      this.keys.set(a.key, k);
    }
    if (window !== k.window) {
      this.closeWindow(k);
      k.window = window;
    }
    if (id !== null) {
      k.windowIps.add(id);
      k.ips.set(id, (k.ips.get(id) ?? 0) + 1);
    }
    if (!Number.isNaN(t)) {
      if (!(t >= k.first)) k.first = t;
      if (!(t <= k.last)) k.last = t;
    }
    if (a.success) k.accepted += 1;
    else k.rejected += 1;
  }

  /** Every key found shared in some window, the widest spread first. Closes each key's open window. */
  shared(): SharedKey[] {
    const shared: SharedKey[] = [];
    for (const [key, k] of this.keys) {
      this.closeWindow(k);
      if (!k.shared || k.peak === null) continue;
      const ids = [...k.ips].sort((x, y) => y[1] - x[1]).map(([id]) => id);
      const s = this.book.spread(ids);
      shared.push({
        key, ips: ids.map((id) => this.book.texts[id]!), countries: [...s.countries].sort(), networks: [...s.networks].sort((x, y) => x - y),
        firstSeen: iso(k.first), lastSeen: iso(k.last), accepted: k.accepted, rejected: k.rejected, peak: k.peak,
      });
    }
    shared.sort((x, y) => y.peak.countries - x.peak.countries || y.peak.ips - x.peak.ips || x.key.localeCompare(y.key));
    return shared;
  }

  private closeWindow(k: KeyState): void {
    if (k.windowIps.size === 0) return;
    const s = this.book.spread(k.windowIps);
    const here = { ips: k.windowIps.size, countries: s.countries.size, networks: s.networks.size, windowStart: iso(k.window * this.windowMs) };
    if (k.peak === null || here.countries > k.peak.countries || (here.countries === k.peak.countries && here.ips > k.peak.ips)) k.peak = here;
    if (here.ips > this.rule.maxIps || here.countries >= 2 || here.networks >= 2) k.shared = true;
    k.windowIps = new Set();
  }
}
