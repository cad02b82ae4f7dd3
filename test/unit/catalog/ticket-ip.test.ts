/** sevu.request's ip lock: exactly an address, a CIDR range, auto or auto/N (0–32). */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../shared/api/catalog';
import { TICKET_IP_FORMS } from '../../../shared/api/commands/viewer-fields';

const base = { app: 'demo-origin', video: 'cam_1', pass: 'a-long-pass-1' };
const parseIp = (ip: string) => catalog['sevu.request'].request.safeParse({ ...base, ip });

const ACCEPTED: Array<[string, string]> = [
  ['203.0.113.7', '203.0.113.7'],
  [' 203.0.113.7 ', '203.0.113.7'],
  ['0.0.0.0', '0.0.0.0'],
  ['255.255.255.255', '255.255.255.255'],
  ['::1', '::1'],
  ['2001:db8::42', '2001:db8::42'],
  ['::ffff:192.0.2.1', '::ffff:192.0.2.1'],
  ['203.0.113.0/24', '203.0.113.0/24'],
  ['10.0.0.0/0', '10.0.0.0/0'],
  ['10.1.2.3/32', '10.1.2.3/32'],
  ['2001:db8::/32', '2001:db8::/32'],
  ['2001:db8::1/128', '2001:db8::1/128'],
  ['auto', 'auto'],
  ['auto/0', 'auto/0'],
  ['auto/24', 'auto/24'],
  ['auto/32', 'auto/32'],
];

const REFUSED = [
  'abc',
  'deadbeef',
  '999.999.1.1',
  '256.1.1.1',
  '1.2.3',
  '01.2.3.4',
  '1.2.3.4/33',
  '1.2.3.4/',
  '2001:db8::/129',
  '2001:db8:::1',
  'auto/33',
  'auto/99',
  'auto/',
  'auto/024',
  'AUTO',
  'automatic',
  '1.2.3.4 5.6.7.8',
  '',
];

describe('sevu.request ip', () => {
  it.each(ACCEPTED)('accepts %j', (ip, sent) => {
    const r = parseIp(ip);
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
    expect(r.data?.ip).toBe(sent);
  });

  it.each(REFUSED)('refuses %j, saying which forms are allowed', (ip) => {
    const r = parseIp(ip);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['ip', TICKET_IP_FORMS]]);
  });

  it('names every allowed form in its words', () => {
    for (const form of ['IPv4', 'IPv6', '/24', 'auto', 'auto/N', '0 to 32']) expect(TICKET_IP_FORMS).toContain(form);
  });

  it('leaves the ip lock out when none is given', () => {
    expect(catalog['sevu.request'].request.parse(base)).not.toHaveProperty('ip');
  });
});
