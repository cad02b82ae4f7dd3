/**
 * No web page may drive the sandbox: a browser sends Origin on every cross-site POST
 * (a plain form post included) and on CORS preflights, so any request carrying one is
 * refused with words — before it is counted, handled, or can make the sandbox POST a
 * split callback to a local port the page chose.
 */
import { describe, expect, it } from 'vitest';
import { call, sandbox, signedBody } from './helpers';

describe('requests from a browser page', () => {
  it('refuses a cross-site form post to the API with 403 and words, and runs nothing', async () => {
    const sb = await sandbox({ seed: 3 });
    const body = new URLSearchParams({ json: signedBody(sb, 'recording.split', { app: 'demo-origin', stream: 'cam_1', callback: 'http://127.0.0.1:9/hook' }) });
    const res = await fetch(sb.baseUrl, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/does not take requests from web pages \(this one came from https:\/\/evil\.example\)/);
    expect(sb.counts()).toEqual({});
    expect(sb.callbacks()).toEqual([]);
  });

  it('refuses a page on a loopback port too, and CORS preflights, and the admin routes', async () => {
    const sb = await sandbox({ seed: 3 });
    const page = await fetch(sb.baseUrl, { method: 'POST', headers: { origin: 'http://127.0.0.1:5173' }, body: 'json={}' });
    expect(page.status).toBe(403);
    const preflight = await fetch(sb.baseUrl, { method: 'OPTIONS', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(403);
    const admin = await fetch(`${sb.adminUrl}counts`, { headers: { origin: 'null', authorization: `Bearer ${sb.adminToken}` } });
    expect(admin.status).toBe(403);
  });

  it('still answers the console, which sends no Origin', async () => {
    const sb = await sandbox({ seed: 3 });
    expect((await call(sb, 'video.getapps', {})).body).toMatchObject({ status: 'success' });
  });
});
