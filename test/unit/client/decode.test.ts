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
