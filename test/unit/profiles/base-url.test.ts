import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from '../../../shared/domain/base-url';

// Plain http carries the API key and a replayable signature: only this machine may hear it.
// A private or link-local network is NOT this machine — anyone on that network can read it.
describe('the base-URL rule: what counts as this machine', () => {
  it.each([
    'http://localhost:8080/stable/',
    'http://127.0.0.1/stable/',
    'http://127.255.1.9/',
    'http://[::1]:9000/',
    'http://[::ffff:127.0.0.1]/',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://cam.localhost/',
  ])('allows http:// to %s', (url) => {
    expect(checkBaseUrl(url).ok).toBe(true);
  });

  it.each([
    ['10/8', 'http://10.0.0.1/'],
    ['10/8 upper edge', 'http://10.255.255.254/'],
    ['172.16/12', 'http://172.16.0.1/'],
    ['172.16/12 upper edge', 'http://172.31.255.254/'],
    ['192.168/16', 'http://192.168.1.20/'],
    ['169.254/16 link-local', 'http://169.254.169.254/'],
    ['fc00::/7 unique local', 'http://[fc00::1]/'],
    ['fd00::/8 unique local', 'http://[fd12:3456::1]/'],
    ['fe80::/10 link-local', 'http://[fe80::1]/'],
    ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/'],
    ['IPv4-mapped link-local', 'http://[::ffff:169.254.1.1]/'],
    ['IPv4-compatible form of 127.0.0.1 is not loopback', 'http://[::127.0.0.1]/'],
    ['0.0.0.0', 'http://0.0.0.0/'],
    ['a name that only starts like loopback', 'http://127.0.0.1.example.com/'],
    ['localhost as a label, not the name', 'http://localhost.example.com/'],
  ])('refuses http:// to %s (%s)', (_range, url) => {
    const check = checkBaseUrl(url);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toMatch(/^the base URL must use https:\/\/, or http:\/\/ only to this machine .*, not http:\/\/ to /);
  });

  it('allows https:// to any of those ranges (the channel is encrypted)', () => {
    for (const url of ['https://10.0.0.1/', 'https://192.168.1.20/stable/', 'https://[fd12::1]/']) expect(checkBaseUrl(url).ok).toBe(true);
  });
});
