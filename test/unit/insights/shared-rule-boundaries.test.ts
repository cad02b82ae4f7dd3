// The shared-ticket rule at its edges: exactly two countries, or exactly two networks,
// within one UTC-aligned window is shared; one of each is not; 23:59:59 and the next
// 00:00:00 are two windows, 00:00:00 and 23:59:59 of one day are one.
import { describe, expect, it } from 'vitest';
import type { Attempt } from '../../../shared/api/records';
import type { IpLookup } from '../../../electron/core/insights/ip-data';
import { createTally } from '../../../electron/core/insights/tally';

/** Address → [country, AS]: .1 and .2 differ by country only, .1 and .3 by network only, .1 and .4 by neither. */
const PLACES: Record<string, [string, number]> = {
  '192.0.2.1': ['NL', 1136],
  '192.0.2.2': ['BE', 1136],
  '192.0.2.3': ['NL', 3333],
  '192.0.2.4': ['NL', 1136],
};
const fixture: IpLookup = {
  country: (ip) => PLACES[ip]?.[0] ?? null,
  network: (ip) => (PLACES[ip] ? { asn: PLACES[ip][1], name: 'n' } : null),
  about: {} as IpLookup['about'],
};

/** Attempts newest first, as the API lists them; maxIps far above 2 so only the place rules can fire. */
function sharedKeys(uses: Array<[ip: string, datetime: string]>): string[] {
  const t = createTally(fixture, { maxIps: 10, windowHours: 24 });
  for (const [ip, datetime] of uses) {
    const a: Attempt = { key: 'k', ip, datetime, success: true, reason: 'Success', video: 'v', app: 'live', appinst: null, pageurl: null, refurl: null, server_ip: null };
    t.add(a);
  }
  return t.result(true).sharedKeys.map((k) => k.key);
}

describe('the shared-ticket rule at its edges', () => {
  it('exactly 2 countries in one window (one network): shared', () => {
    expect(sharedKeys([['192.0.2.1', '2026-11-02 12:00:00'], ['192.0.2.2', '2026-11-02 11:00:00']])).toEqual(['k']);
  });

  it('exactly 2 networks in one window (one country): shared', () => {
    expect(sharedKeys([['192.0.2.1', '2026-11-02 12:00:00'], ['192.0.2.3', '2026-11-02 11:00:00']])).toEqual(['k']);
  });

  it('2 addresses in one country and one network: not shared', () => {
    expect(sharedKeys([['192.0.2.1', '2026-11-02 12:00:00'], ['192.0.2.4', '2026-11-02 11:00:00']])).toEqual([]);
  });

  it('23:59:59 and the next 00:00:00 are two windows: not shared', () => {
    expect(sharedKeys([['192.0.2.2', '2026-11-03 00:00:00'], ['192.0.2.1', '2026-11-02 23:59:59']])).toEqual([]);
  });

  it('00:00:00 and 23:59:59 of one day are one window: shared', () => {
    expect(sharedKeys([['192.0.2.2', '2026-11-02 23:59:59'], ['192.0.2.1', '2026-11-02 00:00:00']])).toEqual(['k']);
  });
});
