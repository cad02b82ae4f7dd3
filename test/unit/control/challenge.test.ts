/**
 * GET /v1/challenge: the console proves it holds the token without being sent it (the
 * Companion module asks before every token-bearing request), bound to its own port; a
 * missing or malformed nonce and a web page's Origin are refused in words.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ bare: true });
});
afterAll(async () => {
  await h.close();
});

/** What a surface holding the token expects, computed here from the documented formula (docs/control-api.md). */
const expected = (token: string, port: number, nonce: string) => createHmac('sha256', token).update(`master-control control proof v1\n${String(port)}\n${nonce}`).digest('hex');
const NONCE = 'n0nce-of-the-test_0123456789';

describe('the control API proves itself', () => {
  it('answers a nonce with the HMAC of the token over its port and the nonce, with no token sent', async () => {
    const r = await h.call('GET', '/v1/challenge', { token: null, headers: { 'X-Control-Challenge': NONCE } });
    expect(r).toEqual({ status: 200, body: { proof: expected(h.settings.token!, h.port(), NONCE) } });
    expect(r.body.proof).not.toBe(expected(h.settings.token!, h.port() + 1, NONCE));
    expect(JSON.stringify(r.body)).not.toContain(h.settings.token!);
  });

  it('refuses a missing or malformed nonce, another method and a web page in words', async () => {
    for (const nonce of [undefined, 'short', 'x'.repeat(129), 'has space in it 0123456']) {
      const r = await h.call('GET', '/v1/challenge', { token: null, headers: nonce === undefined ? {} : { 'X-Control-Challenge': nonce } });
      expect(r).toMatchObject({ status: 400, body: { error: 'invalid_input', message: expect.stringMatching(/X-Control-Challenge/) } });
    }
    expect(await h.call('POST', '/v1/challenge', { token: null, headers: { 'X-Control-Challenge': NONCE } })).toMatchObject({ status: 405 });
    expect(await h.call('GET', '/v1/challenge', { token: null, headers: { 'X-Control-Challenge': NONCE, Origin: 'http://evil.example' } })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });
});
