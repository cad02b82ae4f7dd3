/** Authentication exactly as the service answers it: codes, texts, signature forms, encodings. */
import { describe, expect, it } from 'vitest';
import { type JsonValue, serializeJson } from '../../../shared/api/serialize';
import { hmacSha256Base64, signRequest } from '../../../electron/core/signing/sign';
import { call, postJson, sandbox, signedBody } from './helpers';

const now = () => Math.floor(Date.now() / 1000);

describe('sandbox authentication', () => {
  it('answers 0000 for an unknown command', async () => {
    const sb = await sandbox();
    const a = await call(sb, 'sevu.nonsense', {});
    expect(a.body).toMatchObject({ status: 'failure', code: '0000', message: 'Unrecognized API Command' });
  });

  it('answers 0001 for a wrong api key or another account', async () => {
    const sb = await sandbox();
    const text = 'CDN Authorization failed. Invalid API Key or not authorized for that account.';
    expect((await call(sb, 'video.getapps', {}, { apiKey: 'sbx_wrong' })).body).toMatchObject({ code: '0001', message: text });
    expect((await call(sb, 'video.getapps', {}, { cdn: 9999 })).body).toMatchObject({ code: '0001', message: text });
  });

  it('answers 0002 outside the timestamp window and accepts inside it (window configurable)', async () => {
    const sb = await sandbox({ timestampWindowSec: 60 });
    const text = 'Timestamp outside valid range. Make sure your timestamp is in UTC not local time';
    expect((await call(sb, 'video.getapps', {}, { timestamp: now() - 120 })).body).toMatchObject({ code: '0002', message: text });
    expect((await call(sb, 'video.getapps', {}, { timestamp: now() + 120 })).body).toMatchObject({ code: '0002' });
    expect((await call(sb, 'video.getapps', {}, { timestamp: now() - 30 })).body.status).toBe('success');
  });

  it('follows the sandbox clock, not the machine clock', async () => {
    const t = Date.UTC(2030, 0, 1) ;
    const sb = await sandbox({ clock: { now: () => t } });
    expect((await call(sb, 'video.getapps', {})).body.code).toBe('0002');
    const a = await call(sb, 'video.getapps', {}, { timestamp: t / 1000 });
    expect(a.body.status).toBe('success');
    expect(a.headers.get('date')).toBe(new Date(t).toUTCString());
  });

  it('answers 0003 for a signature made with another secret', async () => {
    const sb = await sandbox();
    const a = await call(sb, 'video.getapps', {}, { secret: 'not-the-secret' });
    expect(a.body).toMatchObject({ status: 'failure', code: '0003', message: 'Failed HMAC-SHA256 Signature. Check your Private Key' });
  });

  it('answers 0006 naming the missing common and command members', async () => {
    const sb = await sandbox();
    const noTs = JSON.stringify({ command: 'video.getapps', cdn: sb.cdn, api_key: sb.apiKey, signature: 'x' });
    expect((await postJson(sb, noTs)).body).toMatchObject({
      code: '0006',
      message: 'One or more required fields are missing: timestamp',
    });
    const a = await call(sb, 'stream.details', { app: 'demo-origin' });
    expect(a.body.code).toBe('0006');
    expect(a.body.message).toMatch(/^One or more required fields are missing: .*inst/);
    const noField = await fetch(sb.baseUrl, { method: 'POST', body: new URLSearchParams({ other: '1' }) });
    expect(await noField.json()).toMatchObject({ code: '0006', message: 'One or more required fields are missing: json' });
  });

  it('accepts url-encoded and multipart bodies, php and standard serialization', async () => {
    const sb = await sandbox();
    for (const multipart of [false, true]) {
      for (const serialization of ['php', 'standard'] as const) {
        const a = await call(sb, 'stream.details', { app: 'demo-origin', inst: 'live', stream: 'cam_1', origin_url: 'http://o/x' }, { multipart, serialization });
        expect(a.body.status, `${multipart} ${serialization}: ${a.text}`).toBe('success');
      }
    }
  });

  it('accepts integers sent as strings', async () => {
    const sb = await sandbox();
    const a = await call(sb, 'sevu.search', { limit: '3', seek: '1' });
    expect((a.body.tickets as unknown[]).length).toBe(3);
  });

  it('signature modes: raw accepts only the received text, php only the PHP re-encode', async () => {
    // Signed over standard text containing "/", sent as signed: only the raw check matches.
    const identity = (sb: { cdn: number; apiKey: string }) => ({ command: 'stream.active', cdn: sb.cdn, apiKey: sb.apiKey, timestamp: now() });
    const members = { app: 'demo-origin', inst: 'live', origin_url: 'http://origin/x' };
    for (const [mode, ok] of [['raw', true], ['php', false], ['either', true]] as const) {
      const sb = await sandbox({ signatureMode: mode });
      const req = signRequest(identity(sb), members, sb.secret, 'standard');
      expect((await postJson(sb, req.body)).body.status, mode).toBe(ok ? 'success' : 'failure');
    }
    // Signed over the PHP text, sent re-formatted with spaces: only the php check matches.
    for (const [mode, ok] of [['raw', false], ['php', true], ['either', true]] as const) {
      const sb = await sandbox({ signatureMode: mode });
      const req = signRequest(identity(sb), members, sb.secret, 'php');
      const spaced = JSON.stringify({ ...JSON.parse(req.signedText), signature: req.signature }, null, 1);
      expect((await postJson(sb, spaced)).body.status, mode).toBe(ok ? 'success' : 'failure');
    }
  });

  it('accepts the PHP sample: signature added last and the whole object re-encoded (\\/ in the signature)', async () => {
    const sb = await sandbox({ signatureMode: 'raw' });
    // Vary the stream until the signature holds a "/", which PHP's re-encode escapes.
    for (let i = 0; ; i += 1) {
      const members = { app: 'demo-origin', inst: 'live', stream: 'cam_1', origin_url: `http://o/${i}` };
      const req = signRequest({ command: 'stream.details', cdn: sb.cdn, apiKey: sb.apiKey, timestamp: now() }, members, sb.secret, 'php');
      if (!req.signature.includes('/')) continue;
      const reEncoded = serializeJson({ ...(JSON.parse(req.signedText) as Record<string, JsonValue>), signature: req.signature }, 'php');
      expect(reEncoded).toContain('\\/');
      expect((await postJson(sb, reEncoded)).body.status).toBe('success');
      break;
    }
  });

  it('finds the signature member wherever it sits in the text', async () => {
    const sb = await sandbox();
    const ts = now();
    const rest = `"cdn":${sb.cdn},"api_key":"${sb.apiKey}","timestamp":${ts},"command":"video.getapps"`;
    const sig = hmacSha256Base64(sb.secret, `{${rest}}`);
    const first = `{"signature":"${sig}",${rest}}`;
    expect((await postJson(sb, first)).body.status).toBe('success');
  });

  it('answers not-JSON json fields with 0004 and a Date header on every answer', async () => {
    const sb = await sandbox();
    const a = await postJson(sb, '{not json');
    expect(a.body).toMatchObject({ status: 'failure', code: '0004' });
    expect(a.headers.get('date')).toMatch(/GMT$/);
    const ok = await postJson(sb, signedBody(sb, 'video.getapps', {}));
    expect(ok.headers.get('date')).toMatch(/GMT$/);
  });

  it('answers an oversized body with 413 and the failure envelope', async () => {
    const sb = await sandbox();
    const res = await fetch(sb.baseUrl, { method: 'POST', body: new URLSearchParams({ json: 'x'.repeat(1_100_000) }) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 'failure', message: expect.stringContaining('larger than') });
  });

  it('refuses other paths and methods plainly', async () => {
    const sb = await sandbox();
    expect((await fetch(sb.baseUrl.replace('/stable/', '/v2/'), { method: 'POST' })).status).toBe(404);
    expect((await fetch(sb.baseUrl)).status).toBe(405);
  });
});
