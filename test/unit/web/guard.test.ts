import { describe, expect, it } from 'vitest';
import { checkRequest, checkUpgrade } from '../../../electron/web/guard';
import { createToken, protocolTokens, tokensEqual } from '../../../electron/web/token';

const token = 'T0k3n-abc_def';
const config = { port: 4100, token };
const good = { host: '127.0.0.1:4100', origin: undefined, url: `/?token=${token}` };
const upgrade = { host: '127.0.0.1:4100', origin: 'http://127.0.0.1:4100', url: '/mc-socket', protocolTokens: [token] };

describe('web-mode request guard: pages and assets', () => {
  it('lets the printed URL in, and the public page and assets without a token (a reload)', () => {
    expect(checkRequest(good, config)).toEqual({ ok: true });
    expect(checkRequest({ ...good, host: 'localhost:4100', origin: 'http://localhost:4100' }, config).ok).toBe(true);
    expect(checkRequest({ ...good, url: '/assets/a.js' }, config).ok).toBe(true);
  });

  it('refuses a wrong token in the address with 401', () => {
    for (const url of ['/?token=', '/?token=wrong', `/?token=${token}x`]) {
      expect(checkRequest({ ...good, url }, config)).toMatchObject({ ok: false, status: 401, reason: expect.stringContaining('wrong token') });
    }
  });

  it('refuses a repeated token parameter, whichever comes first', () => {
    for (const url of [`/?token=${token}&token=bad`, `/?token=bad&token=${token}`, `/?token=${token}&token=${token}`]) {
      expect(checkRequest({ ...good, url }, config)).toMatchObject({ ok: false, status: 400, reason: expect.stringContaining('repeats the token') });
    }
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

describe('web-mode request guard: the console socket', () => {
  it('opens with exactly the right token as a subprotocol', () => {
    expect(checkUpgrade(upgrade, config)).toEqual({ ok: true });
  });

  it('refuses no token, a wrong one, or two (401)', () => {
    for (const offered of [[], ['wrong'], [token, 'wrong'], [token, token]]) {
      expect(checkUpgrade({ ...upgrade, protocolTokens: offered }, config)).toMatchObject({ ok: false, status: 401 });
    }
  });

  it('refuses the token in the socket address (it would land in logs and history)', () => {
    expect(checkUpgrade({ ...upgrade, url: `/mc-socket?token=${token}`, protocolTokens: [] }, config)).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses a foreign Origin with 403 even with the token', () => {
    expect(checkUpgrade({ ...upgrade, origin: 'http://evil.example' }, config)).toMatchObject({ ok: false, status: 403 });
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

  it('reads the tokens offered among the subprotocols', () => {
    expect(protocolTokens('mc.v1, mc.token.abc')).toEqual(['abc']);
    expect(protocolTokens('mc.v1')).toEqual([]);
    expect(protocolTokens(undefined)).toEqual([]);
  });
});
