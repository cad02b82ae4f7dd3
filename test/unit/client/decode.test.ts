import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../../electron/core/client/decode';

const ok = (body: unknown) => JSON.stringify({ status: 'success', message: 'ok', handle_time: '0.0123 seconds', ...(body as object) });

function value<T>(r: { ok: boolean; value?: T }): T {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r)}`);
  return r.value as T;
}

describe('decodeBody: wire quirks', () => {
  it('reads numbers sent as strings and flags sent as "1"/1/true', () => {
    const r = decodeBody('sevu.search', 200, ok({ code: 2031, tickets: [
      { key: 'k1', uses: '1000', active: '1' },
      { key: 'k2', uses: 5, active: 1 },
      { key: 'k3', uses: '0', active: true },
      { key: 'k4', active: '0' },
    ] }));
    const tickets = value(r).tickets;
    expect(tickets.map((t) => t.uses)).toEqual([1000, 5, 0, null]);
    expect(tickets.map((t) => t.active)).toEqual([true, true, true, false]);
  });

  it('reads handle_time as "N seconds" text or as a number', () => {
    const text = decodeBody('cloudstore.status', 200, ok({ data: [] }));
    const num = decodeBody('cloudstore.status', 200, JSON.stringify({ status: 'success', handle_time: 0.5, data: [] }));
    expect(text.ok && text.info.handleTime).toBe(0.0123);
    expect(num.ok && num.info.handleTime).toBe(0.5);
  });

  it('decodes the all-zero datetime as null (never used)', () => {
    const r = decodeBody('sevu.status', 200, ok({ code: '2021', ticket: { key: 'k', used_date: '0000-00-00 00:00:00', created_date: '2026-01-02 03:04:05' } }));
    const t = value(r).ticket;
    expect(t?.used_date).toBeNull();
    expect(t?.created_date).toBe('2026-01-02 03:04:05');
  });

  it('reads the channel list as playlist or as videos', () => {
    const a = value(decodeBody('channel.currentchannels', 200, ok({ playlist: [{ video: 'a.mp4', start: '0', length: '-1' }] })));
    const b = value(decodeBody('channel.currentchannels', 200, ok({ videos: [{ video: 'a.mp4', start: 0, length: -1, sort_order: 0 }] })));
    expect(a.playlist).toEqual(b.playlist);
    expect(a.playlist[0]).toMatchObject({ video: 'a.mp4', start: 0, length: -1, sort_order: 0 });
  });

  it('reads cloudstore data as one object or a list', () => {
    const one = value(decodeBody('cloudstore.status', 200, ok({ data: { id: '7', status: '200' } })));
    const list = value(decodeBody('cloudstore.status', 200, ok({ data: [{ id: 7, status: 200 }] })));
    expect(one.data).toHaveLength(1);
    expect(one.data[0]).toMatchObject({ id: 7, status: 200 });
    expect(list.data[0]).toMatchObject({ id: 7, status: 200 });
  });

  it('reads the sevu.status ticket at the top level or nested', () => {
    const top = value(decodeBody('sevu.status', 200, ok({ code: 2021, key: 'abc.1', uses: '3', app: 'demo-origin' })));
    const nested = value(decodeBody('sevu.status', 200, ok({ code: 2021, ticket: { key: 'abc.1', uses: 3, app: 'demo-origin' } })));
    expect(top.ticket).toMatchObject({ key: 'abc.1', uses: 3, app: 'demo-origin' });
    expect(nested.ticket).toMatchObject({ key: 'abc.1', uses: 3, app: 'demo-origin' });
    const missing = value(decodeBody('sevu.status', 200, ok({ code: 2020 })));
    expect(missing.ticket).toBeNull();
  });

  it('reads code as a number or a string, padded to four digits', () => {
    const n = decodeBody('sevu.status', 200, ok({ code: 2021, key: 'k' }));
    const s = decodeBody('sevu.status', 200, ok({ code: '2021', key: 'k' }));
    expect(n.ok && n.info.code).toBe('2021');
    expect(s.ok && s.info.code).toBe('2021');
    const f = decodeBody('sevu.status', 200, JSON.stringify({ status: 'failure', code: 3, message: 'Failed HMAC-SHA256 Signature' }));
    expect(!f.ok && f.error.kind).toBe('signature_rejected');
  });

  it('keeps members it does not know', () => {
    const r = value(decodeBody('geoblock.update', 200, ok({ invalid_codes: [], debug: { took: 1 } })));
    expect((r as Record<string, unknown>).debug).toEqual({ took: 1 });
  });
});

describe('decodeBody: failures', () => {
  const failure = (code: unknown, message = 'server words') => JSON.stringify({ status: 'failure', code, message, debug: 'x' });

  it.each([
    ['0001', 'auth_rejected'],
    ['0002', 'timestamp_rejected'],
    ['0003', 'signature_rejected'],
    [2, 'timestamp_rejected'],
  ])('code %s → %s', (code, kind) => {
    const r = decodeBody('sevu.status', 200, failure(code));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe(kind);
      expect(r.error).toMatchObject({ serverMessage: 'server words' });
      expect(r.transient).toBe(false);
    }
  });

  it('other codes are api_failure with the server text kept and a human message', () => {
    const r = decodeBody('sevu.search', 200, failure('0006', 'One or more required fields are missing: key'));
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.kind === 'api_failure') {
      expect(r.error.code).toBe('0006');
      expect(r.error.serverMessage).toBe('One or more required fields are missing: key');
      expect(r.error.message).toBe('sevu.search failed (code 0006): One or more required fields are missing: key');
    } else throw new Error('expected api_failure');
  });

  it('code 1000 is transient for a read and outcome_unknown for a mutating command', () => {
    const read = decodeBody('sevu.search', 200, failure('1000', 'busy'));
    expect(!read.ok && read.error.kind === 'api_failure' && read.transient).toBe(true);
    const write = decodeBody('recording.split', 200, failure('1000', 'busy'));
    expect(!write.ok && write.error).toMatchObject({ kind: 'outcome_unknown', cause: 'busy_1000' });
  });

  it('names the member of a bad shape as a path: tickets[3].uses', () => {
    const tickets = [{ key: 'a' }, { key: 'b' }, { key: 'c' }, { key: 'd', uses: 'many' }];
    const r = decodeBody('sevu.search', 200, ok({ tickets }));
    expect(!r.ok && r.error).toMatchObject({ kind: 'bad_shape', member: 'tickets[3].uses' });
    if (!r.ok) expect(r.error.message).toContain('tickets[3].uses');
  });

  it('a missing required member is named', () => {
    const r = decodeBody('sevu.errorcount', 200, ok({}));
    expect(!r.ok && r.error).toMatchObject({ kind: 'bad_shape', member: 'error_count' });
  });

  it('a status other than success/failure is a bad shape of status', () => {
    expect(decodeBody('sevu.search', 200, '{"tickets":[]}')).toMatchObject({ ok: false, error: { kind: 'bad_shape', member: 'status' } });
  });

  it('a JSON body that is not an object is a bad shape of the body', () => {
    expect(decodeBody('sevu.search', 200, '[1,2]')).toMatchObject({ ok: false, error: { kind: 'bad_shape', member: '(body)' } });
    expect(decodeBody('sevu.search', 200, 'null')).toMatchObject({ ok: false, error: { kind: 'bad_shape', member: '(body)' } });
  });

  it('empty, HTML and truncated bodies', () => {
    expect(decodeBody('sevu.search', 200, '')).toMatchObject({ ok: false, error: { kind: 'empty_body' } });
    expect(decodeBody('sevu.search', 200, '  \n')).toMatchObject({ ok: false, error: { kind: 'empty_body' } });
    const html = decodeBody('sevu.search', 200, '<html><body>Gateway</body></html>');
    expect(!html.ok && html.error.kind).toBe('not_json');
    if (!html.ok) expect(html.error.message).toContain('is not JSON');
    const cut = decodeBody('sevu.search', 200, '{"status":"success","tickets":[{"key":"a"');
    expect(!cut.ok && cut.error.kind).toBe('not_json');
    if (!cut.ok) expect(cut.error.message).toContain('cut off');
  });

  it.each([
    ['', 'empty_body'],
    ['<html>oops</html>', 'not_json'],
    ['{"status":"succ', 'truncated_json'],
    ['{"status":"success","streams":7}', 'bad_shape'],
  ])('for a mutating command %j is outcome_unknown (%s)', (body, cause) => {
    expect(decodeBody('recording.split', 200, body)).toMatchObject({ ok: false, error: { kind: 'outcome_unknown', cause } });
  });

  it('5xx: transient http_status for reads, outcome_unknown for mutating commands', () => {
    const read = decodeBody('sevu.search', 503, 'Service Unavailable');
    expect(read).toMatchObject({ ok: false, transient: true, error: { kind: 'http_status', status: 503 } });
    const write = decodeBody('sevu.revoke', 500, ok({}));
    expect(write).toMatchObject({ ok: false, transient: false, error: { kind: 'outcome_unknown', cause: 'http_5xx' } });
  });

  it('4xx: the failure envelope wins when present, else http_status', () => {
    expect(decodeBody('sevu.search', 403, JSON.stringify({ status: 'failure', code: '0001', message: 'no' }))).toMatchObject({ ok: false, error: { kind: 'auth_rejected' } });
    expect(decodeBody('recording.split', 404, 'Not Found')).toMatchObject({ ok: false, transient: false, error: { kind: 'http_status', status: 404 } });
  });

  it('outcome_unknown messages say it was not resent', () => {
    const r = decodeBody('pushpublish.connect', 502, '');
    if (r.ok) throw new Error('expected failure');
    expect(r.error.message).toMatch(/^pushpublish\.connect may or may not have been applied: .*not resent/);
  });

  it('a __proto__ member cannot change a prototype', () => {
    const r = decodeBody('geoblock.update', 200, '{"status":"success","invalid_codes":[],"__proto__":{"polluted":1},"x":{"\\u005f_proto__":{"polluted":2}}}');
    const v = value(r) as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(v.x)).toBe(Object.prototype);
    expect((v as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('an unknown command name is still a value, not a throw', () => {
    const r = decodeBody('no.such' as 'sevu.status', 200, ok({}));
    expect(r.ok).toBe(false);
  });
});
