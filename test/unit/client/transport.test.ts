/** The transport's own promises: what counts as sent, the connect timeout, the size cap. */
import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postForm, type PostOptions } from '../../../electron/core/client/transport';
import { closedPort, type FaultServer, startFaultServer } from './fault-server';
import { SECRET } from './harness';

/** An agent whose sockets stay "connecting" forever: a host that never answers the SYN. */
class NeverConnects extends http.Agent {
  override createConnection(): net.Socket {
    const socket = new net.Socket();
    Object.defineProperty(socket, 'connecting', { get: () => true });
    return socket;
  }
}

const base: PostOptions = { connectTimeoutMs: 1000, timeoutMs: 2000, maxBodyBytes: 1 << 20 };

let server: FaultServer;
beforeAll(async () => {
  server = await startFaultServer(SECRET);
});
afterEach(() => server.reset());
afterAll(() => server.close());

describe('postForm', () => {
  it('sends json=<text> form-encoded and returns status, Date and body', async () => {
    server.respond(() => ({ type: 'json', status: 201, body: { status: 'success' } }));
    const out = await postForm(new URL(server.url), '{"command":"x","a":"b&c=d+é"}', base);
    expect(out).toMatchObject({ ok: true, response: { status: 201, bodyText: '{"status":"success"}' } });
    if (out.ok) expect(Date.parse(out.response.date ?? '')).not.toBeNaN();
    expect(server.requests[0]?.json).toBe('{"command":"x","a":"b&c=d+é"}');
  });

  it('a connection that never comes up is connect_timeout, not sent', async () => {
    const agent = new NeverConnects();
    const out = await postForm(new URL('http://127.0.0.1:9/stable/'), '{}', { ...base, connectTimeoutMs: 50, agent });
    expect(out).toMatchObject({ ok: false, fault: { kind: 'connect_timeout', sent: false } });
    agent.destroy();
  });

  it('a refused connection is not sent', async () => {
    const out = await postForm(new URL(`http://127.0.0.1:${await closedPort()}/`), '{}', base);
    expect(out).toMatchObject({ ok: false, fault: { kind: 'refused', sent: false, cause: 'ECONNREFUSED' } });
  });

  it('a reset after the body was read is sent', async () => {
    server.respond(() => ({ type: 'reset' }));
    const out = await postForm(new URL(server.url), '{}', base);
    expect(out).toMatchObject({ ok: false, fault: { kind: 'reset', sent: true } });
  });

  it('a hang is a timeout, sent', async () => {
    server.respond(() => ({ type: 'hang' }));
    const out = await postForm(new URL(server.url), '{}', { ...base, timeoutMs: 80 });
    expect(out).toMatchObject({ ok: false, fault: { kind: 'timeout', sent: true } });
  });

  it('an abort before sending is aborted, not sent', async () => {
    const out = await postForm(new URL(server.url), '{}', { ...base, signal: AbortSignal.abort() });
    expect(out).toMatchObject({ ok: false, fault: { kind: 'aborted', sent: false } });
    expect(server.count()).toBe(0);
  });

  it('stops reading at the cap while the body streams in', async () => {
    server.respond(() => ({ type: 'huge', bytes: 200_000, declared: false }));
    const out = await postForm(new URL(server.url), '{}', { ...base, maxBodyBytes: 10_000 });
    expect(out).toMatchObject({ ok: false, fault: { kind: 'too_large', sent: true } });
  });
});
