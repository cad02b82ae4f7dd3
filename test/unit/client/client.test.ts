import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from '../../../shared/domain/base-url';
import { hmacSha256Base64 } from '../../../electron/core/signing/sign';
import { type FaultServer } from './fault-server';
import { API_KEY, CDN, makeClient, SECRET, withFaultServer } from './harness';
import { sampleParams, successBody } from './samples';

let server: FaultServer;
withFaultServer((s) => (server = s));

describe('a successful call', () => {
  it('POSTs one form field json, correctly signed, and decodes the answer', async () => {
    server.respond(() => ({ type: 'json', body: successBody('sevu.status') }));
    const r = await makeClient(server.url).call('sevu.status', { key: 'k.1' });
    expect(r).toMatchObject({ ok: true, value: { ticket: { key: 'cam_1.53ffc996dd39d5.39102367', uses: 3 } }, meta: { attempts: 1, code: '2021', handleTime: 0.001 } });
    const [req] = server.requests;
    expect(req?.contentType).toBe('application/x-www-form-urlencoded');
    expect(req?.signatureValid).toBe(true);
    expect(req?.parsed).toMatchObject({ command: 'sevu.status', cdn: CDN, api_key: API_KEY, key: 'k.1' });
  });

  it('sends members in catalog order whatever order the caller used, and fills cdn_id', async () => {
    server.respond(() => ({ type: 'json', body: successBody('geoblock.update') }));
    await makeClient(server.url).call('geoblock.update', { geo_codes: ['fr'], stream: 'cam_1', app: 'demo-origin' });
    expect(Object.keys(server.requests[0]!.parsed)).toEqual(['command', 'cdn', 'api_key', 'timestamp', 'cdn_id', 'app', 'stream', 'geo_codes', 'signature']);
    expect(server.requests[0]!.parsed).toMatchObject({ cdn_id: CDN, geo_codes: ['FR'] });
  });

  it('keeps a cdn_id the caller gave', async () => {
    server.respond(() => ({ type: 'json', body: successBody('geoblock.update') }));
    await makeClient(server.url).call('geoblock.update', { app: 'a', cdn_id: '77' });
    expect(server.requests[0]!.parsed.cdn_id).toBe(77);
  });

  it('signs with the standard serialization when the profile says so', async () => {
    server.respond(() => ({ type: 'json', body: successBody('recording.split') }));
    await makeClient(server.url, { serialization: 'standard' }).call('recording.split', { app: 'a/b', stream: 'é' });
    expect(server.requests[0]!.signedText).toContain('"app":"a/b","stream":"é"');
    expect(server.requests[0]!.signatureValid).toBe(true);
  });
});

describe('requests that are never sent', () => {
  it('invalid parameters are refused with the issues, nothing sent', async () => {
    const r = await makeClient(server.url).call('recording.split', { app: 'no-instance', stream: '' });
    expect(r.ok).toBe(false);
    if (r.ok || r.error.kind !== 'invalid_request') throw new Error('expected invalid_request');
    expect(r.error.issues.map((i) => i.path)).toEqual(['app', 'stream']);
    expect(r.error.message).toContain('Not sent: app: must be <application>/<instance>');
    expect(server.count()).toBe(0);
  });

  it('plain http to a non-loopback host is refused, nothing sent', async () => {
    const r = await makeClient('http://api.example.com/stable/').call('sevu.status', { key: 'k' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid_request', issues: [{ path: 'baseUrl' }] } });
  });
});

describe('checkBaseUrl', () => {
  it.each(['https://api.example.com/stable/', 'http://127.0.0.1:8080/stable/', 'http://127.9.9.9/', 'http://localhost:3000/', 'http://[::1]:9/', 'http://[0:0:0:0:0:0:0:1]/', 'http://[::ffff:127.0.0.1]/', 'http://0x7f.1/', 'http://LOCALHOST./'])('accepts %s', (url) => {
    expect(checkBaseUrl(url).ok).toBe(true);
  });
  it.each([
    ['http://api.example.com/', /must use https/],
    ['http://128.0.0.1/', /must use https/],
    ['http://127.example.com/', /must use https/],
    ['http://[::2]/', /must use https/],
    ['http://[::ffff:128.0.0.1]/', /must use https/],
    ['ftp://x/', /must use https.*not ftp:/],
    ['not a url', /not a full address/],
    ['https://user:pw@x.example/', /user name or password/],
  ])('refuses %s', (url, why) => {
    const r = checkBaseUrl(url);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(why);
  });
});

describe('prepare', () => {
  it('gives the exact body, signed text and signature without sending', () => {
    const p = makeClient(server.url, { clock: { now: () => 1_700_000_000_000 } }).prepare('recording.split', { stream: 'cam_1', app: 'demo-origin/live' });
    if (!p.ok) throw new Error(p.error.message);
    expect(p.signedText).toBe(`{"command":"recording.split","cdn":${CDN},"api_key":"${API_KEY}","timestamp":1700000000,"app":"demo-origin\\/live","stream":"cam_1"}`);
    expect(p.signature).toBe(hmacSha256Base64(SECRET, p.signedText));
    expect(p.body).toBe(`${p.signedText.slice(0, -1)},"signature":"${p.signature}"}`);
    expect(server.count()).toBe(0);
  });
});

describe('member order comes from the catalog, not the caller', () => {
  const fixedClock = { now: () => 1_700_000_000_000 };
  it.each(Object.entries(sampleParams))('%s: reversed input gives the same signed text', (command, params) => {
    const client = makeClient(server.url, { clock: fixedClock });
    const reversed = Object.fromEntries(Object.entries(params as object).reverse());
    const a = client.prepare(command as 'sevu.status', params as never);
    const b = client.prepare(command as 'sevu.status', reversed as never);
    if (!a.ok || !b.ok) throw new Error('prepare failed');
    expect(b.signedText).toBe(a.signedText);
    expect(Object.keys(JSON.parse(a.signedText) as object).slice(0, 4)).toEqual(['command', 'cdn', 'api_key', 'timestamp']);
  });
});

describe('no secret in any failure', () => {
  const canaryKey = 'CANARY-KEY-7f3a9c';
  const canarySecret = 'CANARY-SECRET-b81e22';

  it.each([
    ['failure envelope echoing the request', true, (json: string) => ({ type: 'json' as const, body: { status: 'failure', code: '0004', message: `bad request ${json}` } })],
    ['HTML error page echoing it', false, (json: string) => ({ type: 'raw' as const, status: 500, body: `<pre>${json}</pre>` })],
    ['403 echoing it form-encoded', true, (json: string) => ({ type: 'json' as const, status: 403, body: { status: 'oops', message: new URLSearchParams({ json }).toString() } })],
    ['0003 echoing it', true, (json: string) => ({ type: 'json' as const, body: { status: 'failure', code: 3, message: json } })],
  ])('%s', async (_name, echoKept, reply) => {
    server.respond((req) => reply(req.json));
    const client = makeClient(server.url, { apiKey: canaryKey, secret: canarySecret });
    const r = await client.call('sevu.revoke', { key: 'k.1' });
    expect(r.ok).toBe(false);
    const signature = /"signature":"([^"]+)"/.exec(server.requests[0]!.json)![1]!;
    const text = JSON.stringify(r);
    for (const s of [canaryKey, canarySecret, signature, encodeURIComponent(signature)]) expect(text).not.toContain(s);
    // Where the server's words are kept, the echo must be there, blanked (else the test proves nothing).
    if (echoKept) expect(text).toContain('[redacted]');
  });
});
