import { describe, expect, it } from 'vitest';
import { checkRequest } from '../../../electron/web/guard';
import { createToken, readCookie, tokensEqual } from '../../../electron/web/token';

const token = 'T0k3n-abc_def';
const config = { port: 4100, token };
const good = { host: '127.0.0.1:4100', origin: undefined, url: `/?token=${token}`, cookie: undefined };

describe('web-mode request guard', () => {
  it('lets the printed URL in and says the token came from the query', () => {
    expect(checkRequest(good, config)).toEqual({ ok: true, tokenFrom: 'query' });
    expect(checkRequest({ ...good, host: 'localhost:4100', origin: 'http://localhost:4100' }, config).ok).toBe(true);
  });

  it('accepts the token cookie for later requests', () => {
    expect(checkRequest({ ...good, url: '/assets/a.js', cookie: `x=1; mc_token_4100=${token}` }, config)).toEqual({ ok: true, tokenFrom: 'cookie' });
  });

  it('refuses a missing or wrong token with 401', () => {
    for (const url of ['/', '/?token=', '/?token=wrong', `/?token=${token}x`]) {
      expect(checkRequest({ ...good, url }, config)).toMatchObject({ ok: false, status: 401 });
    }
    expect(checkRequest({ ...good, url: '/', cookie: 'mc_token_4100=nope' }, config)).toMatchObject({ ok: false, status: 401 });
    // Another launch's cookie (another port) does not open this one.
    expect(checkRequest({ ...good, url: '/', cookie: `mc_token_4101=${token}` }, config)).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a foreign Host (DNS rebinding) or Origin with 403 even with the token', () => {
    for (const host of ['evil.example:4100', '127.0.0.1:4101', '127.0.0.1', undefined, '0.0.0.0:4100']) {
      expect(checkRequest({ ...good, host }, config)).toMatchObject({ ok: false, status: 403 });
    }
    for (const origin of ['http://evil.example', 'https://127.0.0.1:4100', 'http://127.0.0.1:4101', 'null']) {
      expect(checkRequest({ ...good, origin }, config)).toMatchObject({ ok: false, status: 403 });
    }
  });
});

describe('token helpers', () => {
  it('makes 32-byte base64url tokens, different each launch', () => {
    const a = createToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createToken()).not.toBe(a);
  });

  it('compares tokens of any length without throwing', () => {
    expect(tokensEqual('abc', 'abc')).toBe(true);
    expect(tokensEqual('abc', 'abcd')).toBe(false);
    expect(tokensEqual('abc', null)).toBe(false);
  });

  it('reads one cookie out of a header', () => {
    expect(readCookie('a=1; mc_token=xyz; b=2', 'mc_token')).toBe('xyz');
    expect(readCookie('a=1', 'mc_token')).toBeNull();
    expect(readCookie(undefined, 'mc_token')).toBeNull();
  });
});
