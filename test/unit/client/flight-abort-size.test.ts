/** Single-flight of mutating calls, cancellation, and the body size cap. */
import { describe, expect, it } from 'vitest';
import { type FaultServer, type Reply } from './fault-server';
import { makeClient, withFaultServer } from './harness';
import { successBody } from './samples';

let server: FaultServer;
withFaultServer((s) => (server = s));

/** Answers only when `release` is called, so a call stays in flight as long as the test needs. */
function heldAnswer(reply: Reply) {
  let release = (): void => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { handler: async (): Promise<Reply> => gate.then(() => reply), release: () => release() };
}

async function receivedCount(n: number): Promise<void> {
  while (server.count() < n) await new Promise((r) => setTimeout(r, 2));
}

describe('single-flight', () => {
  const split = { app: 'demo-origin/live', stream: 'cam_1' };

  it('refuses an identical mutating call while the first is in flight; nothing sent twice', async () => {
    const held = heldAnswer({ type: 'json', body: successBody('recording.split') });
    server.respond(held.handler);
    const client = makeClient(server.url);
    const first = client.call('recording.split', split);
    const second = await client.call('recording.split', { stream: 'cam_1', app: 'demo-origin/live' });
    expect(second).toMatchObject({ ok: false, error: { kind: 'already_in_flight' } });
    held.release();
    expect(await first).toMatchObject({ ok: true });
    expect(server.count()).toBe(1);
    const third = await client.call('recording.split', split);
    expect(third.ok).toBe(true);
    expect(server.count()).toBe(2);
  });

  it('sees calls of another client of the same profile', async () => {
    const held = heldAnswer({ type: 'json', body: successBody('recording.split') });
    server.respond(held.handler);
    const first = makeClient(server.url).call('recording.split', split);
    const second = await makeClient(server.url).call('recording.split', split);
    expect(second).toMatchObject({ ok: false, error: { kind: 'already_in_flight' } });
    held.release();
    await first;
    expect(server.count()).toBe(1);
  });

  it('lets different calls and reads run side by side', async () => {
    const held = heldAnswer({ type: 'json', body: successBody('recording.split') });
    server.respond(held.handler);
    const client = makeClient(server.url);
    const calls = [
      client.call('recording.split', split),
      client.call('recording.split', { ...split, stream: 'cam_2' }),
      client.call('sevu.revoke', { key: 'k' }),
    ];
    await receivedCount(3);
    held.release();
    const results = await Promise.all(calls);
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(server.count()).toBe(3);
  });

  it('releases the slot after a failure too', async () => {
    server.respond(() => ({ type: 'raw', status: 500, body: '' }));
    const client = makeClient(server.url);
    await client.call('sevu.revoke', { key: 'k' });
    await client.call('sevu.revoke', { key: 'k' });
    expect(server.count()).toBe(2);
  });
});

describe('cancellation', () => {
  it('an already-aborted signal sends nothing', async () => {
    const r = await makeClient(server.url).call('sevu.status', { key: 'k' }, { signal: AbortSignal.abort() });
    expect(r).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(server.count()).toBe(0);
  });

  it('aborting a read in flight gives cancelled', async () => {
    server.respond(() => ({ type: 'hang' }));
    const controller = new AbortController();
    const pending = makeClient(server.url).call('sevu.status', { key: 'k' }, { signal: controller.signal });
    await receivedCount(1);
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });

  it('aborting a mutating command already sent gives outcome_unknown (cancelled)', async () => {
    server.respond(() => ({ type: 'hang' }));
    const controller = new AbortController();
    const pending = makeClient(server.url).call('sevu.revoke', { key: 'k' }, { signal: controller.signal });
    await receivedCount(1);
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'outcome_unknown', cause: 'cancelled' } });
    expect(server.count()).toBe(1);
  });

  it('aborting during the backoff wait stops the retries', async () => {
    server.respond(() => ({ type: 'raw', status: 503, body: '' }));
    const controller = new AbortController();
    const pending = makeClient(server.url, { retry: { baseDelayMs: 10_000, maxDelayMs: 10_000 } }).call('sevu.search', {}, { signal: controller.signal });
    await receivedCount(1);
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(server.count()).toBe(1);
  });
});

describe('body size cap', () => {
  it.each([true, false])('an answer over the cap is too_large (Content-Length declared: %s)', async (declared) => {
    server.respond(() => ({ type: 'huge', bytes: 64 * 1024, declared }));
    const r = await makeClient(server.url, { maxBodyBytes: 4096 }).call('sevu.search', {});
    expect(r).toMatchObject({ ok: false, error: { kind: 'too_large', limitBytes: 4096 } });
  });

  it('an answer under the cap is read', async () => {
    server.respond(() => ({ type: 'json', body: { ...successBody('sevu.search'), pad: 'x'.repeat(3000) } }));
    const r = await makeClient(server.url, { maxBodyBytes: 4096 }).call('sevu.search', {});
    expect(r.ok).toBe(true);
  });
});
