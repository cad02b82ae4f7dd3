/**
 * HTTPS: a POST over TLS works, and a handshake that fails (an untrusted certificate)
 * counts as never sent — the body is written only after the handshake. The certificate is
 * made per run with the openssl command; without it these tests say so and skip.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../../../electron/core/client/transport';
import { closeClients, makeClient } from './harness';

function makeCertificate(): { key: string; cert: string } | null {
  const dir = mkdtempSync(join(tmpdir(), 'mc-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const tls = makeCertificate();
if (tls === null) console.log('[https.test] skipped: the openssl command is not available to make a test certificate');

let server: https.Server;
let url = '';
let requests = 0;

describe.skipIf(tls === null)('over HTTPS', () => {
  beforeAll(async () => {
    server = https.createServer({ key: tls!.key, cert: tls!.cert }, (req, res) => {
      requests += 1;
      req.resume();
      req.on('end', () => res.end('{"status":"success","message":"ok"}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/stable/`;
  });
  afterAll(async () => {
    closeClients();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('POSTs and reads the answer when the certificate is trusted', async () => {
    const agent = new https.Agent({ ca: tls!.cert });
    const out = await postForm(new URL(url), '{"command":"x"}', { connectTimeoutMs: 2000, timeoutMs: 4000, maxBodyBytes: 1 << 20, agent });
    expect(out).toMatchObject({ ok: true, response: { status: 200, bodyText: '{"status":"success","message":"ok"}' } });
    agent.destroy();
  });

  it('an untrusted certificate means not sent: a mutating command is tried once more, never reaching the server', async () => {
    const before = requests;
    const r = await makeClient(url).call('sevu.revoke', { key: 'k.1' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'network_not_sent' }, meta: { attempts: 2 } });
    if (!r.ok) expect(r.error.message).toMatch(/its TLS certificate was not accepted \(.*CERT.*\)/);
    expect(requests).toBe(before);
  });
});
