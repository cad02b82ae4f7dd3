// The shipped IP data (out/ipdata, built by scripts/build-ipdata.mjs) answers for the
// regional internet registries' own addresses: their country and their network.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type IpLookup, openIpData } from '../../../electron/core/insights/ip-data';

let ip: IpLookup;
beforeAll(async () => {
  ip = await openIpData(join(import.meta.dirname, '..', '..', '..', 'out', 'ipdata'));
});

describe('shipped IP data', () => {
  it.each([
    ['193.0.6.139', 'NL', 3333], // RIPE NCC
    ['202.12.29.205', 'AU', 4608], // APNIC
    ['200.3.14.10', 'UY', 28001], // LACNIC
    ['2001:67c:2e8:22::c100:68b', 'NL', 3333], // RIPE NCC over IPv6
  ])('%s is in %s, AS%d', (address, country, asn) => {
    expect(ip.country(address)).toBe(country);
    expect(ip.network(address)?.asn).toBe(asn);
  });

  it('places AFRINIC (196.216.2.6, AS33764) in ZA, not in MU where AFRINIC is registered', () => {
    // This data (geofeeds and whois before registration) puts AFRINIC's 196.216.2.0/24 in
    // South Africa: one reason every result is labelled approximate.
    expect(ip.country('196.216.2.6')).toBe('ZA');
    expect(ip.network('196.216.2.6')?.asn).toBe(33764);
  });

  it('reads an IPv4-mapped IPv6 address as IPv4, and answers nothing for text that is no address', () => {
    expect(ip.network('::ffff:193.0.6.139')?.asn).toBe(3333);
    expect(ip.country('not an ip')).toBeNull();
    expect(ip.network('not an ip')).toBeNull();
    expect(ip.network('10.1.2.3')).toBeNull();
  });

  it.each([
    ['2001:67c:2e8:22::c100:68b', '2001:067C:02E8:0022:0000:0000:C100:068B'],
    ['193.0.6.139', '[::ffff:193.0.6.139]:443'],
    ['193.0.6.139', '193.0.6.139:8080'],
  ])('places %s and %s alike in both lookups (one parser)', (a, b) => {
    expect([ip.country(b), ip.network(b)?.asn]).toEqual([ip.country(a), ip.network(a)?.asn]);
    expect(ip.country(a)).not.toBeNull();
  });

  it.each(['193.0.6.139\0', '193.0.6.139 x', 'fe80::1%eth0', '2001:67c:2e8:22::c100:68b%1'])('refuses %j in both lookups', (text) => {
    expect([ip.country(text), ip.network(text)]).toEqual([null, null]);
  });

  it('says where the data comes from and when it was built', () => {
    expect(ip.about.country.licence).toBe('CC0-1.0');
    expect(ip.about.network.attribution).toMatch(/DB-IP/);
    expect(ip.about.country.builtOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
