import { describe, expect, it } from 'vitest';
import { catalog } from '../../../shared/api/catalog';
import { emptyTicketForm, ticketRequestOf } from '../../../shared/domain/viewers/ticket-form';
import { emptyAttemptFilter, emptyTicketFilter, attemptParams, checkAttemptFilter, checkTicketFilter, countParams, ticketParams } from '../../../shared/domain/viewers/filters';
import { PASS_ALPHABET, type RandomFill, generatePass, ticketUrlParams } from '../../../shared/domain/viewers/pass';
import { reasonTone, tallyReasons } from '../../../shared/domain/viewers/reasons';
import { utcInputToApi } from '../../../shared/domain/viewers/utc';
import { exportMessage, rateAndEta } from '../../../shared/domain/viewers/export';

const webFill: RandomFill = (b) => globalThis.crypto.getRandomValues(b);

describe('generatePass', () => {
  it('gives 20 characters from the unambiguous alphabet, different every time', () => {
    const a = generatePass(webFill);
    expect(a).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
    expect(a).not.toMatch(/[0O1lI]/);
    expect(generatePass(webFill)).not.toBe(a);
  });

  it('drops bytes above the last full multiple of the alphabet (no modulo bias)', () => {
    // Every byte 228..255 must be skipped: a source giving only those, then 0s, yields the first letter.
    let call = 0;
    const rigged: RandomFill = (b) => b.fill(call++ === 0 ? 250 : 0);
    expect(generatePass(rigged, 5)).toBe(PASS_ALPHABET[0]!.repeat(5));
    expect(256 - (256 % PASS_ALPHABET.length)).toBe(228);
  });

  it('builds the URL parameters with escaping', () => {
    expect(ticketUrlParams('cam_1.5f3.12', 'ab&c')).toBe('?key=cam_1.5f3.12&pass=ab%26c');
  });
});

describe('filters', () => {
  it('drops empty fields and trims the rest', () => {
    expect(ticketParams({ ...emptyTicketFilter, app: ' demo-origin ', video: '' })).toEqual({ app: 'demo-origin' });
  });

  it('maps accepted/rejected to success 1/0 and a typed UTC time to the API form', () => {
    const p = attemptParams({ ...emptyAttemptFilter, success: 'rejected', since: '2026-11-01T08:30' });
    expect(p).toEqual({ success: 0, datetime: '2026-11-01 08:30:00' });
    expect(countParams(p)).toEqual({ success: 0 });
  });

  it('explains a bad date with the catalog’s own words, under the field the operator typed in', () => {
    expect(checkAttemptFilter({ ...emptyAttemptFilter, since: 'yesterday' })).toEqual({ since: 'use YYYY-MM-DD HH:MM:SS (UTC)' });
    expect(checkAttemptFilter({ ...emptyAttemptFilter, since: '2026-02-31 10:00' })).toEqual({ since: 'use YYYY-MM-DD HH:MM:SS (UTC)' });
    expect(checkTicketFilter({ ...emptyTicketFilter, key: 'abc' })).toEqual({});
  });

  it('reads typed UTC date-times strictly', () => {
    expect(utcInputToApi('2026-11-01 08:30:15')).toBe('2026-11-01 08:30:15');
    expect(utcInputToApi('2026-13-01 08:30')).toBeNull();
    expect(utcInputToApi('1.11.2026')).toBeNull();
  });
});

describe('reasons', () => {
  it('has a tone per spec reason and neutral for unknown texts', () => {
    expect(reasonTone('Success')).toBe('ok');
    expect(reasonTone('Invalid IP Address')).toBe('failed');
    expect(reasonTone('Exceeded max views')).toBe('warning');
    expect(reasonTone('Geo blocked')).toBe('neutral');
  });

  it('tallies rejections: every spec reason (zeros too), then unknown ones by count; Success skipped', () => {
    const t = tallyReasons(['Invalid IP Address', 'Success', 'Odd', 'Invalid IP Address', 'Odd', 'Weird']);
    expect(t.slice(0, 6).map((c) => c.reason)).toEqual([
      'Invalid Auth Token', 'Expiration date surpassed', 'Wrong Application', 'Exceeded max views', 'Invalid IP Address', 'Not authorized for that video',
    ]);
    expect(t.find((c) => c.reason === 'Invalid IP Address')?.count).toBe(2);
    expect(t.slice(6)).toEqual([{ reason: 'Odd', count: 2 }, { reason: 'Weird', count: 1 }]);
  });
});

describe('export figures', () => {
  it('computes rate and time left; no ETA without a total', () => {
    expect(rateAndEta(5_000, 2_000, 20_000)).toEqual({ rowsPerSecond: 2_500, etaSeconds: 6 });
    expect(rateAndEta(5_000, 2_000, null).etaSeconds).toBeNull();
    expect(rateAndEta(0, 0, 100)).toEqual({ rowsPerSecond: 0, etaSeconds: null });
  });

  it('says one row in the singular', () => {
    expect(exportMessage({ state: 'done', rows: 1, pages: 1, path: '/tmp/a.csv', total: 1, complete: true })).toBe('Exported 1 row in 1 page to /tmp/a.csv. Complete: 1 written of 1 counted.');
    expect(exportMessage({ state: 'done', rows: 100, pages: 1, path: '/tmp/a.csv', total: 2_500, complete: false })).toBe('Exported 100 rows in 1 page to /tmp/a.csv. Not complete: 100 written of 2,500 counted (attempts may have come or gone while it ran).');
    expect(exportMessage({ state: 'done', rows: 2_500, pages: 25, path: '/tmp/a.csv', total: null, complete: true })).toBe('Exported 2,500 rows in 25 pages to /tmp/a.csv. Complete: the service has no count; an empty page ended it.');
  });
});

describe('the new-ticket form', () => {
  const base = { ...emptyTicketForm, app: 'demo-origin', video: 'cam_1', pass: 'abcdefghijkm' };

  it('accepts every ip form the API knows: address, CIDR range, auto, auto/24', () => {
    for (const ip of ['203.0.113.7', '203.0.113.0/24', 'auto', 'auto/24']) {
      expect(ticketRequestOf({ ...base, ip: ` ${ip} ` })).toEqual({ ok: true, params: { app: 'demo-origin', video: 'cam_1', ip, pass: 'abcdefghijkm', uses: 0 } });
    }
  });

  it('stops a bad ip with the catalog’s own message (the form does not restate the rule)', () => {
    for (const ip of ['not-an-ip', 'auto/abc', '203.0.113.0/24/8']) {
      const fromCatalog = catalog['sevu.request'].request.safeParse({ app: 'a', video: 'v', pass: 'abcdefghijkm', ip });
      expect(fromCatalog.success).toBe(false);
      const message = fromCatalog.error?.issues.find((i) => i.path[0] === 'ip')?.message;
      expect(message).toBeTruthy();
      expect(ticketRequestOf({ ...base, ip })).toEqual({ ok: false, problems: { ip: message } });
    }
  });

  it('marks every wrong field at once: a bad ip is named beside a bad uses, not only after uses is fixed', () => {
    const ipMessage = catalog['sevu.request'].request.safeParse({ app: 'a', video: 'v', pass: 'abcdefghijkm', ip: '999.1.1.1' }).error?.issues.find((i) => i.path[0] === 'ip')?.message;
    expect(ipMessage).toBeTruthy();
    expect(ticketRequestOf({ ...base, ip: '999.1.1.1', uses: '1.5', video: '' })).toEqual({
      ok: false,
      problems: {
        video: 'give the video(s) or stream(s), e.g. cam_1 — pipe-separated, * allowed',
        uses: 'uses is a whole number: 0 for unlimited, or how many plays are allowed',
        ip: ipMessage,
      },
    });
  });

  it('sends a typed expiry as the API’s UTC text, never shifted by the local time zone', () => {
    const tz = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      for (const typed of ['2026-12-31T23:30', '2026-12-31 23:30', '2026-12-31 23:30:00']) {
        const r = ticketRequestOf({ ...base, expires: typed });
        expect(r.ok && r.params.expires).toBe('2026-12-31 23:30:00');
      }
      expect(ticketRequestOf({ ...base, expires: '31/12/2026' })).toEqual({ ok: false, problems: { expires: 'use YYYY-MM-DD HH:MM (UTC), e.g. 2026-12-31 23:00' } });
    } finally {
      process.env.TZ = tz;
    }
  });
});
