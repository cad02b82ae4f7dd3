// One reading of the API's free-text `ip`: every spelling of one address is one address
// (counted once, placed once); a port and brackets are stripped; a zone id or trailing
// junk is no address, and its attempt still counts for its key.
import { describe, expect, it } from 'vitest';
import type { Attempt } from '../../../shared/api/records';
import type { IpLookup } from '../../../electron/core/insights/ip-data';
import { canonicalIp } from '../../../electron/core/insights/ip-parse';
import { createTally } from '../../../electron/core/insights/tally';

describe('canonicalIp', () => {
  it.each([
    ['2001:DB8::1', '2001:db8::1'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['[2001:db8:0:0::1]:443', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8::', '2001:db8::'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['::ffff:8.8.8.8', '8.8.8.8'],
    ['::FFFF:0808:0808', '8.8.8.8'],
    ['8.8.8.8:443', '8.8.8.8'],
    [' 8.8.8.8 ', '8.8.8.8'],
    ['::', '::'],
  ])('%s → %s', (text, canonical) => {
    expect(canonicalIp(text)).toBe(canonical);
  });

  it.each(['8.8.8.8\0', '8.8.8.8x', 'fe80::1%eth0', '[fe80::1%25eth0]:80', '', 'not an ip', '8.8.8', '2001:db8::1:'])('refuses %j', (text) => {
    expect(canonicalIp(text)).toBeNull();
  });
});

const placeOf: Record<string, [string, number]> = { '2001:db8::1': ['DE', 3320], '8.8.8.8': ['US', 15169] };
const fixture: IpLookup = {
  country: (ip) => placeOf[ip]?.[0] ?? null,
  network: (ip) => (placeOf[ip] ? { asn: placeOf[ip][1], name: 'n' } : null),
  about: {} as IpLookup['about'],
};

function attempt(key: string, ip: string | null, datetime: string): Attempt {
  return { key, ip, datetime, success: true, reason: 'Success', video: 'v', app: 'live', appinst: null, pageurl: null, refurl: null, server_ip: null };
}

describe('the tally counts addresses, not their spellings', () => {
  it('four spellings of one IPv6 address are one address: not shared, placed once', () => {
    const t = createTally(fixture, { maxIps: 3, windowHours: 24 });
    for (const spelling of ['2001:db8::1', '2001:DB8:0:0:0:0:0:1', '[2001:db8::1]:443', '2001:0db8::0001']) t.add(attempt('k', spelling, '2026-11-02 10:00:00'));
    const r = t.result(true);
    expect(r.sharedKeys).toEqual([]);
    expect(r.countries).toMatchObject([{ code: 'DE', attempts: 4 }]);
  });

  it('8.8.8.8 and 8.8.8.8:443 are one address', () => {
    const t = createTally(fixture, { maxIps: 1, windowHours: 24 });
    t.add(attempt('k', '8.8.8.8', '2026-11-02 10:00:00'));
    t.add(attempt('k', '8.8.8.8:443', '2026-11-02 09:00:00'));
    t.add(attempt('k', '2001:db8::1', '2026-11-02 08:00:00'));
    expect(t.result(true).sharedKeys[0]?.ips).toEqual(['8.8.8.8', '2001:db8::1']);
  });

  it('an attempt with an empty or unplaceable address counts for its key, as no address', () => {
    const t = createTally(fixture, { maxIps: 1, windowHours: 24 });
    t.add(attempt('k', '8.8.8.8', '2026-11-02 10:00:00'));
    t.add(attempt('k', '', '2026-11-02 09:30:00'));
    t.add(attempt('k', '8.8.8.8\0', '2026-11-02 09:20:00'));
    t.add(attempt('k', '2001:db8::1', '2026-11-02 09:00:00'));
    const [k] = t.result(true).sharedKeys;
    expect(k).toMatchObject({ ips: ['8.8.8.8', '2001:db8::1'], accepted: 4, firstSeen: '2026-11-02 09:00:00' });
    expect(t.result(true).countries.find((c) => c.code === null)?.attempts).toBe(2);
  });
});
