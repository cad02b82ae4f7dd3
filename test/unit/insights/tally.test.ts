// The insights tally over a fixture lookup: counts per country and network with shares and
// reasons, and which keys count as shared under the rule (addresses, countries, networks
// within one window).
import { describe, expect, it } from 'vitest';
import type { Attempt } from '../../../shared/api/records';
import type { IpLookup } from '../../../electron/core/insights/ip-data';
import { createTally } from '../../../electron/core/insights/tally';

const PLACES: Record<string, [string, number]> = {
  '193.0.6.139': ['NL', 3333],
  '202.12.29.205': ['AU', 4608],
  '200.3.14.10': ['UY', 28001],
  '81.2.69.1': ['NL', 1136],
  '81.2.69.2': ['NL', 1136],
  '81.2.69.3': ['NL', 1136],
  '81.2.69.4': ['NL', 1136],
  '81.2.69.5': ['NL', 1136],
};
const fixture: IpLookup = {
  country: (ip) => PLACES[ip]?.[0] ?? null,
  network: (ip) => (PLACES[ip] ? { asn: PLACES[ip][1], name: `AS${PLACES[ip][1]} name` } : null),
  about: {} as IpLookup['about'],
};

function attempt(key: string, ip: string | null, datetime: string, reason = 'Success'): Attempt {
  return { key, ip, datetime, success: reason === 'Success', reason, video: 'cam_1', app: 'live', appinst: null, pageurl: null, refurl: null, server_ip: null };
}

describe('insights tally', () => {
  it('counts attempts by country and network, sorted, with share and reasons', () => {
    const t = createTally(fixture, { maxIps: 3, windowHours: 24 });
    t.add(attempt('a', '193.0.6.139', '2026-11-02 10:00:00'));
    t.add(attempt('a', '193.0.6.139', '2026-11-02 09:00:00', 'Exceeded max views'));
    t.add(attempt('b', '81.2.69.1', '2026-11-02 08:00:00', 'Invalid IP Address'));
    t.add(attempt('c', '202.12.29.205', '2026-11-02 07:00:00', 'Invalid Auth Token'));
    t.add(attempt('d', '10.0.0.1', '2026-11-02 06:00:00', 'Invalid Auth Token'));
    const r = t.result(true);
    expect(r.attempts).toBe(5);
    expect(r.countries.map((c) => [c.code, c.attempts, c.accepted, c.rejected])).toEqual([['NL', 3, 1, 2], ['AU', 1, 0, 1], [null, 1, 0, 1]]);
    expect(r.countries[0]!.share).toBeCloseTo(0.6);
    expect(r.countries[0]!.reasons).toEqual([{ reason: 'Exceeded max views', count: 1 }, { reason: 'Invalid IP Address', count: 1 }, { reason: 'Success', count: 1 }]);
    expect(r.networks.map((n) => [n.asn, n.attempts])).toEqual([[3333, 2], [1136, 1], [4608, 1], [null, 1]]);
    expect(r.sharedKeys).toEqual([]);
  });

  it('reports a key used from several countries within one window, with its addresses and counts', () => {
    const t = createTally(fixture, { maxIps: 3, windowHours: 24 });
    t.add(attempt('shared', '200.3.14.10', '2026-11-02 12:00:00'));
    t.add(attempt('shared', '202.12.29.205', '2026-11-02 11:00:00', 'Exceeded max views'));
    t.add(attempt('shared', '193.0.6.139', '2026-11-02 10:00:00'));
    t.add(attempt('shared', '193.0.6.139', '2026-11-02 09:00:00'));
    const [k] = t.result(true).sharedKeys;
    expect(k).toMatchObject({
      key: 'shared', countries: ['AU', 'NL', 'UY'], networks: [3333, 4608, 28001], accepted: 3, rejected: 1,
      firstSeen: '2026-11-02 09:00:00', lastSeen: '2026-11-02 12:00:00', peak: { ips: 3, countries: 3, networks: 3, windowStart: '2026-11-02 00:00:00' },
    });
    expect(k!.ips[0]).toBe('193.0.6.139'); // most used first
  });

  it('does not call a key shared when its places are in different windows, and does past N addresses in one', () => {
    const t = createTally(fixture, { maxIps: 3, windowHours: 24 });
    t.add(attempt('travels', '202.12.29.205', '2026-11-03 10:00:00'));
    t.add(attempt('travels', '193.0.6.139', '2026-11-01 10:00:00'));
    for (const n of [1, 2, 3, 4]) t.add(attempt('many', `81.2.69.${n}`, '2026-11-02 10:00:00'));
    t.add(attempt('three', '81.2.69.1', '2026-11-02 10:00:00'));
    t.add(attempt('three', '81.2.69.2', '2026-11-02 10:00:00'));
    t.add(attempt('three', '81.2.69.3', '2026-11-02 10:00:00'));
    expect(t.result(true).sharedKeys.map((k) => [k.key, k.peak.ips])).toEqual([['many', 4]]);
    const wide = createTally(fixture, { maxIps: 3, windowHours: 24 * 7 });
    wide.add(attempt('travels', '202.12.29.205', '2026-11-03 10:00:00'));
    wide.add(attempt('travels', '193.0.6.139', '2026-11-01 10:00:00'));
    expect(wide.result(true).sharedKeys.map((k) => k.key)).toEqual(['travels']);
  });
});
