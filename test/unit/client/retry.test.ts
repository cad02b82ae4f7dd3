/** Reads retry transient failures (at most twice, with backoff); mutating commands only retry what provably never left. */
import { describe, expect, it } from 'vitest';
import { backoffDelayMs, DEFAULT_RETRY } from '../../../electron/core/client/backoff';
import { closedPort, type FaultServer, type Reply } from './fault-server';
import { makeClient, withFaultServer } from './harness';
import { successBody } from './samples';

let server: FaultServer;
withFaultServer((s) => (server = s));

const transient: Array<[string, Reply, string]> = [
  ['HTTP 503', { type: 'raw', status: 503, body: 'busy' }, 'http_status'],
  ['HTTP 500 with JSON', { type: 'json', status: 500, body: { status: 'failure', message: 'x' } }, 'http_status'],
  ['code 1000', { type: 'json', body: { status: 'failure', code: 1000, message: 'busy' } }, 'api_failure'],
  ['connection reset', { type: 'reset' }, 'network_error'],
];

describe('reads', () => {
  it.each(transient)('%s: three attempts in all, then the failure', async (_name, reply, kind) => {
    server.respond(() => reply);
    const r = await makeClient(server.url).call('sevu.search', { app: 'demo-origin' });
    expect(server.count('sevu.search')).toBe(3);
    expect(r).toMatchObject({ ok: false, error: { kind }, meta: { attempts: 3 } });
  });

  it('recovers when a retry succeeds, with a fresh signature each time', async () => {
    server.respond((_req, i) => (i < 2 ? { type: 'raw', status: 502, body: '' } : { type: 'json', body: successBody('sevu.search') }));
    let jitterDraws = 0;
    const random = (): number => {
      jitterDraws += 1;
      return 0.5;
    };
    const r = await makeClient(server.url, { random }).call('sevu.search', { app: 'demo-origin' });
    expect(r).toMatchObject({ ok: true, meta: { attempts: 3 } });
    expect(jitterDraws).toBe(2); // one jittered wait before each retry
    expect(server.requests.every((q) => q.signatureValid)).toBe(true);
  });

  it('honours a smaller retry budget', async () => {
    server.respond(() => ({ type: 'raw', status: 503, body: '' }));
    await makeClient(server.url, { retry: { maxRetries: 0, baseDelayMs: 1 } }).call('sevu.search', {});
    expect(server.count()).toBe(1);
  });

  it.each([
    ['0001', { type: 'json', body: { status: 'failure', code: '0001', message: 'no' } }, 'auth_rejected'],
    ['0003', { type: 'json', body: { status: 'failure', code: '0003', message: 'no' } }, 'signature_rejected'],
    ['not JSON', { type: 'raw', body: 'hello' }, 'not_json'],
    ['HTTP 404', { type: 'raw', status: 404, body: 'nope' }, 'http_status'],
    ['bad shape', { type: 'json', body: { status: 'success', tickets: [5] } }, 'bad_shape'],
  ] as Array<[string, Reply, string]>)('%s is not retried', async (_name, reply, kind) => {
    server.respond(() => reply);
    const r = await makeClient(server.url).call('sevu.search', {});
    expect(server.count()).toBe(1);
    expect(r).toMatchObject({ ok: false, error: { kind } });
  });

  it('a response timeout is reported, not retried', async () => {
    server.respond(() => ({ type: 'hang' }));
    const r = await makeClient(server.url, { timeoutMs: 100 }).call('sevu.search', {});
    expect(server.count()).toBe(1);
    expect(r).toMatchObject({ ok: false, error: { kind: 'timeout', phase: 'response' } });
  });
});

describe('a refused connection (provably not sent)', () => {
  it('a read tries three times, then network_not_sent', async () => {
    const r = await makeClient(`http://127.0.0.1:${await closedPort()}/stable/`).call('sevu.status', { key: 'k' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'network_not_sent', cause: 'ECONNREFUSED' }, meta: { attempts: 3 } });
  });

  it('a mutating command is tried once more, then network_not_sent', async () => {
    const r = await makeClient(`http://127.0.0.1:${await closedPort()}/stable/`).call('recording.split', { app: 'a/b', stream: 's' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'network_not_sent' }, meta: { attempts: 2 } });
    if (!r.ok) expect(r.error.message).toBe('Not sent: could not connect to the server (ECONNREFUSED).');
  });
});

describe('backoff', () => {
  it('doubles per retry, is capped, and jitters within the upper half', () => {
    const p = DEFAULT_RETRY;
    expect([1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, p, () => 0))).toEqual([100, 200, 400, 800, 1000]);
    expect([1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, p, () => 1))).toEqual([200, 400, 800, 1600, 2000]);
    expect(backoffDelayMs(1, p, () => 0.5)).toBe(150);
  });
});
