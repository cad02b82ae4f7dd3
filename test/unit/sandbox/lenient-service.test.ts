/**
 * The sandbox reads what a PHP service reads: the public WordPress plugin's ticket request
 * (expiry as a strtotime-style text, the account number as a string), the public errorlog
 * example's `starttime`, and a read under its public name signed in php mode. --strict
 * keeps the narrow reading.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { phpDatetime } from '../../../electron/sandbox/http/lenient-dates';
import { call, postJson, sandbox, signedBody } from './helpers';

const NOW = Date.UTC(2026, 10, 26, 13, 0, 0) / 1000; // a Thursday

describe('phpDatetime (strtotime-style expiry)', () => {
  it.each([
    ['+1 day', '2026-11-27 13:00:00'],
    ['+2 weeks', '2026-12-10 13:00:00'],
    ['3 days ago', '2026-11-23 13:00:00'],
    ['tomorrow', '2026-11-27 00:00:00'],
    ['next monday 10:00', '2026-11-30 10:00:00'],
    ['2026-12-01T10:00:00Z', '2026-12-01 10:00:00'],
    ['2026-12-01T12:00:00+02:00', '2026-12-01 10:00:00'],
    ['Tue, 01 Dec 2026 10:00:00 +0000', '2026-12-01 10:00:00'],
    ['2026-12-01 10:00:00', '2026-12-01 10:00:00'],
  ])('%s → %s', (text, expected) => {
    expect(phpDatetime(text, NOW)).toBe(expected);
  });

  it.each(['', 'soon-ish', 'not a date'])('%j is not a time', (text) => {
    expect(phpDatetime(text, NOW)).toBeNull();
  });
});

/** What the public WordPress plugin sends: `expire` as relative text, `cdn` as a string. */
function pluginRequest(sb: { cdn: number }, expire: string) {
  return { app: 'demo-origin', video: 'event', ip: '0.0.0.0/0', pass: '0123456789abcdef0123456789abcdef', uses: 3, expire, cdn: String(sb.cdn) };
}

describe('the WordPress plugin request shape', () => {
  it('is answered by the default sandbox, the ticket expiring when the text says', async () => {
    const sb = await sandbox();
    const { cdn, ...members } = pluginRequest(sb, '+1 day');
    const json = signedBody(sb, 'sevu.request', members).replace(`"cdn":${sb.cdn}`, `"cdn":"${cdn}"`);
    expect(json).toContain(`"cdn":"${sb.cdn}"`);
    // Signed over the text sent (the plugin signs what it sends): re-sign the edited text.
    const a = await postJson(sb, resign(sb, json));
    expect(a.body).toMatchObject({ status: 'success' });
    const key = String(a.body.ticket);
    const ticket = sb.state.tickets.get(key);
    const nowSec = Math.floor(Date.now() / 1000);
    expect(ticket?.expires).toBeGreaterThanOrEqual(nowSec + 86400 - 5);
    expect(ticket?.expires).toBeLessThanOrEqual(nowSec + 86400 + 5);
  });

  it('is refused by --strict: the expiry text, and the account number as a string', async () => {
    const sb = await sandbox({ strict: true });
    const { cdn: _c, ...members } = pluginRequest(sb, '+1 day');
    const relative = await call(sb, 'sevu.request', members);
    expect(relative.body).toMatchObject({ status: 'failure' });
    expect(String(relative.body.message)).toMatch(/expires/);
    const exact = await call(sb, 'sevu.request', { ...members, expire: '2030-01-01 00:00:00' });
    expect(exact.body).toMatchObject({ status: 'success' });
    const json = signedBody(sb, 'sevu.request', { ...members, expire: '2030-01-01 00:00:00' }).replace(`"cdn":${sb.cdn}`, `"cdn":"${sb.cdn}"`);
    const asString = await postJson(sb, resign(sb, json));
    expect(asString.body).toMatchObject({ status: 'failure' });
    expect(String(asString.body.message)).toMatch(/cdn/);
  });
});

describe('sevu.errorlog date filter', () => {
  it('holds with datetime, with starttime, and with both', async () => {
    const sb = await sandbox({ attempts: 400 });
    const all = (await call(sb, 'sevu.errorlog', { limit: 1000 })).body.errors as Array<{ datetime: string }>;
    const times = all.map((e) => e.datetime).sort();
    const since = times[Math.floor(times.length / 2)]!;
    const expected = all.filter((e) => e.datetime >= since).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all.length);
    for (const filter of [{ datetime: since }, { starttime: since }, { datetime: since, starttime: since }]) {
      const got = (await call(sb, 'sevu.errorlog', { ...filter, limit: 1000 })).body.errors as Array<{ datetime: string }>;
      expect(got.length, JSON.stringify(filter)).toBe(expected);
      expect(got.every((e) => e.datetime >= since)).toBe(true);
    }
  });
});

describe('a read under its public name', () => {
  it.each(['php', 'raw', 'either'] as const)('mysql.usage with member mysql is answered in --signature-mode %s', async (signatureMode) => {
    const sb = await sandbox({ signatureMode });
    const a = await call(sb, 'mysql.usage', { mysql: 11 });
    expect(a.body, JSON.stringify(a.body)).toMatchObject({ status: 'success' });
  });
});

/** The body text with its signature replaced by one over the text itself less the signature (the "raw" way). */
function resign(sb: { secret: string }, json: string): string {
  const obj = JSON.parse(json) as Record<string, unknown>;
  const { signature: _s, ...rest } = obj;
  const text = JSON.stringify(rest);
  const signature = createHmac('sha256', sb.secret).update(text).digest('base64');
  return `${text.slice(0, -1)},"signature":"${signature}"}`;
}
