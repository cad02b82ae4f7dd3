import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../../electron/core/client/decode';

const ok = (body: unknown) => JSON.stringify({ status: 'success', message: 'ok', handle_time: '0.0123 seconds', ...(body as object) });

function value<T>(r: { ok: boolean; value?: T }): T {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r)}`);
  return r.value as T;
}

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
      expect(r.error.message).toBe('Rejected by the server: One or more required fields are missing: key (code 0006)');
    } else throw new Error('expected api_failure');
  });

  it('code 1000 is transient for a read and outcome_unknown for a mutating command', () => {
    const read = decodeBody('sevu.search', 200, failure('1000', 'busy'));
    expect(!read.ok && read.error.kind === 'api_failure' && read.transient).toBe(true);
    const write = decodeBody('recording.split', 200, failure('1000', 'busy'));
    expect(!write.ok && write.error).toMatchObject({ kind: 'outcome_unknown', cause: 'busy_1000' });
  });

  it('code 0004 (unexpected error) is api_failure for a read and outcome_unknown, keeping the words, for a mutating command', () => {
    const read = decodeBody('sevu.search', 200, failure('0004', 'Sandbox API encountered an unexpected error'));
    expect(read).toMatchObject({ ok: false, transient: false, error: { kind: 'api_failure', code: '0004' } });
    const write = decodeBody('pushpublish.connect', 200, failure('0004', 'Sandbox API encountered an unexpected error'));
    expect(write).toMatchObject({ ok: false, transient: false, error: { kind: 'outcome_unknown', cause: 'unexpected_0004' } });
    if (!write.ok) expect(write.error.message).toMatch(/code 0004.*not resent.*The server said: Sandbox API encountered an unexpected error$/);
  });

  it('a list row whose key member is null is one unreadable row; the others read normally', () => {
    const tickets = [{ key: 'a' }, { key: 'b' }, { key: 'c' }, { key: null, uses: '2' }];
    const r = decodeBody('sevu.search', 200, ok({ tickets }));
    expect(r.ok && r.value.tickets.map((t) => t.key)).toEqual(['a', 'b', 'c', null]);
    expect(r.ok && r.value.tickets[3]).toMatchObject({ key: null, uses: 2, unreadable: { key: null } });
    expect(r.ok && r.value.tickets[0]!.unreadable).toBeUndefined();
  });

  it('names an unreadable key member of a result that must be whole as a path: streams[1].name', () => {
    const r = decodeBody('recording.split', 200, ok({ streams: [{ name: 'a' }, { name: null }] }), { mutates: false });
    expect(!r.ok && r.error).toMatchObject({ kind: 'bad_shape', member: 'streams[1].name' });
    if (!r.ok) expect(r.error.message).toContain('streams[1].name');
  });

  it('an unreadable ordinary member degrades alone: null, with the raw value kept', () => {
    const tickets = [{ key: 'a' }, { key: 'd', uses: 'many' }];
    const r = decodeBody('sevu.search', 200, ok({ tickets }));
    expect(r.ok && r.value.tickets[1]).toMatchObject({ key: 'd', uses: null, unreadable: { uses: 'many' } });
    expect(r.ok && r.value.tickets[0]!.unreadable).toBeUndefined();
  });

  it('a missing key member is named', () => {
    const r = decodeBody('sevu.request', 200, ok({}));
    expect(!r.ok && r.error).toMatchObject({ kind: 'outcome_unknown', member: 'key' });
    const count = decodeBody('sevu.errorcount', 200, ok({}));
    expect(count.ok && count.value).toMatchObject({ error_count: null, unreadable: { error_count: undefined } });
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
    ['{"status":"success","streams":[{"file":"a.mp4"}]}', 'bad_shape'],
  ])('for a mutating command %j is outcome_unknown (%s)', (body, cause) => {
    expect(decodeBody('recording.split', 200, body)).toMatchObject({ ok: false, error: { kind: 'outcome_unknown', cause } });
  });

  it('a mutating answer that was not sent is judged like a read', () => {
    expect(decodeBody('recording.split', 200, '', { sent: false })).toMatchObject({ ok: false, error: { kind: 'empty_body' } });
    expect(decodeBody('recording.split', 200, '', { sent: true })).toMatchObject({ ok: false, error: { kind: 'outcome_unknown' } });
  });

  it('5xx: transient http_status for reads, outcome_unknown for mutating commands', () => {
    const read = decodeBody('sevu.search', 503, 'Service Unavailable');
    expect(read).toMatchObject({ ok: false, transient: true, error: { kind: 'http_status', status: 503 } });
    const write = decodeBody('sevu.revoke', 500, ok({}));
    expect(write).toMatchObject({ ok: false, transient: false, error: { kind: 'outcome_unknown', cause: 'http_5xx' } });
  });

  it('4xx: the failure envelope wins when present, else http_status for a read', () => {
    expect(decodeBody('sevu.search', 403, JSON.stringify({ status: 'failure', code: '0001', message: 'no' }))).toMatchObject({ ok: false, error: { kind: 'auth_rejected' } });
    expect(decodeBody('recording.split', 403, JSON.stringify({ status: 'failure', code: '0001', message: 'no' }))).toMatchObject({ ok: false, error: { kind: 'auth_rejected' } });
    expect(decodeBody('sevu.search', 404, 'Not Found')).toMatchObject({ ok: false, transient: false, error: { kind: 'http_status', status: 404 } });
  });

  it('4xx without an envelope on a mutating command is outcome_unknown keeping the status', () => {
    const r = decodeBody('recording.split', 404, 'Not Found');
    expect(r).toMatchObject({ ok: false, transient: false, error: { kind: 'outcome_unknown', cause: 'http_status', status: 404 } });
    if (!r.ok) expect(r.error.message).toContain('(HTTP 404)');
    const said = decodeBody('recording.split', 409, JSON.stringify({ message: 'split already running' }));
    if (!said.ok) expect(said.error.message).toMatch(/\(HTTP 409\)\..* The server said: split already running$/);
  });

  it('5xx on a mutating command keeps the status too', () => {
    expect(decodeBody('sevu.revoke', 503, '')).toMatchObject({ ok: false, error: { kind: 'outcome_unknown', cause: 'http_5xx', status: 503 } });
  });

  it('a bad shape on a mutating command keeps the member, on the failure and in its words', () => {
    const r = decodeBody('recording.split', 200, ok({ streams: [{ name: 'cam_1' }, { name: '', duration: 'long' }] }));
    expect(r).toMatchObject({ ok: false, error: { kind: 'outcome_unknown', cause: 'bad_shape', member: 'streams[1].name' } });
    if (!r.ok) expect(r.error.message).toContain('(member streams[1].name)');
  });

  it('outcome_unknown messages say it was not resent', () => {
    const r = decodeBody('pushpublish.connect', 502, '');
    if (r.ok) throw new Error('expected failure');
    expect(r.error.message).toMatch(/^Sent, but no clear answer came back: .*may or may not have been applied and was not resent/);
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
