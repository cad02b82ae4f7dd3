/** The server clock offset: learned from Date headers, corrected once on 0002 with a re-sign. */
import { describe, expect, it } from 'vitest';
import { createClockOffset } from '../../../electron/core/client/clock-offset';
import { type FaultServer, type ReceivedRequest, type Reply } from './fault-server';
import { makeClient, withFaultServer } from './harness';
import { successBody } from './samples';

const TEN_MINUTES = 600_000;

let server: FaultServer;
withFaultServer((s) => (server = s));

/** A server whose clock runs `aheadMs` ahead and which refuses timestamps more than 30 s off. */
function skewedServer(aheadMs: number, body: Record<string, unknown>) {
  return (req: ReceivedRequest): Reply => {
    const serverNow = Date.now() + aheadMs;
    const headers = { date: new Date(serverNow).toUTCString() };
    const ts = Number(req.parsed.timestamp);
    if (Math.abs(ts * 1000 - serverNow) > 30_000) {
      return { type: 'json', headers, body: { status: 'failure', code: '0002', message: 'Timestamp outside valid range.' } };
    }
    return { type: 'json', headers, body };
  };
}

describe('0002 with the server ten minutes ahead', () => {
  it.each(['sevu.status', 'recording.split'] as const)('%s: one re-sign with the corrected clock, then success', async (command) => {
    server.respond(skewedServer(TEN_MINUTES, successBody(command)));
    const client = makeClient(server.url);
    const params = command === 'sevu.status' ? { key: 'k' } : { app: 'a/b', stream: 's' };
    const r = await client.call(command, params);
    expect(r).toMatchObject({ ok: true, meta: { attempts: 2 } });
    expect(server.count()).toBe(2);
    expect(server.requests.every((q) => q.signatureValid)).toBe(true);
    const [first, second] = server.requests.map((q) => Number(q.parsed.timestamp));
    expect(second! - first!).toBeGreaterThan(590);
    expect(Math.abs(client.clockOffsetMs() - TEN_MINUTES)).toBeLessThan(2000);
    if (r.ok) expect(Math.abs(r.meta.clockOffsetMs - TEN_MINUTES)).toBeLessThan(2000);
  });

  it('a second 0002 after the re-sign is reported, not retried again', async () => {
    server.respond(() => ({ type: 'json', headers: { date: new Date(Date.now() + TEN_MINUTES).toUTCString() }, body: { status: 'failure', code: '0002', message: 'Timestamp outside valid range.' } }));
    const r = await makeClient(server.url).call('recording.split', { app: 'a/b', stream: 's' });
    expect(server.count()).toBe(2);
    expect(r).toMatchObject({ ok: false, error: { kind: 'timestamp_rejected', code: '0002', serverMessage: 'Timestamp outside valid range.' } });
  });

  it('without a Date header there is nothing to correct with: no re-sign', async () => {
    server.respond(() => ({ type: 'json', noDate: true, body: { status: 'failure', code: '0002', message: 'Timestamp outside valid range.' } }));
    const r = await makeClient(server.url).call('sevu.status', { key: 'k' });
    expect(server.count()).toBe(1);
    expect(r).toMatchObject({ ok: false, error: { kind: 'timestamp_rejected' } });
  });

  it('the next call is signed with the learned offset straight away', async () => {
    server.respond(skewedServer(TEN_MINUTES, successBody('sevu.status')));
    const client = makeClient(server.url);
    await client.call('sevu.status', { key: 'k' });
    server.reset();
    const r = await client.call('sevu.status', { key: 'k' });
    expect(r).toMatchObject({ ok: true, meta: { attempts: 1 } });
  });

  it('an initial offset from an earlier session is used for the first call', async () => {
    server.respond(skewedServer(TEN_MINUTES, successBody('sevu.status')));
    const r = await makeClient(server.url, { initialClockOffsetMs: TEN_MINUTES }).call('sevu.status', { key: 'k' });
    expect(r).toMatchObject({ ok: true, meta: { attempts: 1 } });
  });
});

describe('Date headers on ordinary answers', () => {
  it('move the offset on a success too (server five minutes behind)', async () => {
    server.respond(() => ({ type: 'json', headers: { date: new Date(Date.now() - 300_000).toUTCString() }, body: successBody('sevu.status') }));
    const client = makeClient(server.url);
    const r = await client.call('sevu.status', { key: 'k' });
    expect(Math.abs(client.clockOffsetMs() + 300_000)).toBeLessThan(2000);
    if (r.ok) expect(r.meta.clockOffsetMs).toBe(client.clockOffsetMs());
    else throw new Error(r.error.message);
  });

  it('leave it alone when the server agrees within a second', async () => {
    server.respond(() => ({ type: 'json', body: successBody('sevu.status') }));
    const client = makeClient(server.url, { initialClockOffsetMs: 250 });
    await client.call('sevu.status', { key: 'k' });
    expect(client.clockOffsetMs()).toBe(250);
  });
});

describe('clock offset readings', () => {
  const at = (ms: number) => new Date(ms).toUTCString();
  it('ignores differences within the Date header resolution', () => {
    const offset = createClockOffset(0);
    expect(offset.observe(at(1_000_000_000_000), 1_000_000_000_400)).toBe(false);
    expect(offset.get()).toBe(0);
  });
  it('moves when the difference is clear, to the middle of the named second', () => {
    const offset = createClockOffset(0);
    expect(offset.observe(at(1_000_000_005_000), 1_000_000_000_000)).toBe(true);
    expect(offset.get()).toBe(5_500);
  });
  it('force moves even a small difference (after 0002)', () => {
    const offset = createClockOffset(0);
    expect(offset.observe(at(1_000_000_000_000), 1_000_000_000_000, true)).toBe(true);
    expect(offset.get()).toBe(500);
  });
  it('ignores an unreadable header', () => {
    const offset = createClockOffset(7);
    expect(offset.observe('yesterday-ish', 0)).toBe(false);
    expect(offset.observe(null, 0)).toBe(false);
    expect(offset.get()).toBe(7);
  });
  it('reads each new header, though the last one read is kept (a header repeats within its second)', () => {
    const offset = createClockOffset(0);
    const local = 1_000_000_000_000;
    expect(offset.observe(at(local + 5_000), local)).toBe(true);
    expect(offset.observe(at(local + 5_000), local)).toBe(false);
    // The same header read later says the server is now behind: it is judged again, not skipped.
    expect(offset.observe(at(local + 5_000), local + 10_000)).toBe(true);
    expect(offset.get()).toBe(-4_500);
    expect(offset.observe(at(local - 60_000), local)).toBe(true);
    expect(offset.get()).toBe(-59_500);
    expect(offset.observe(null, local)).toBe(false);
    expect(offset.observe('yesterday-ish', local)).toBe(false);
    expect(offset.observe(at(local - 60_000), local + 3_000, true)).toBe(true);
    expect(offset.get()).toBe(-62_500);
  });
});
