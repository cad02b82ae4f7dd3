import { describe, expect, it } from 'vitest';
import { formatInvitation, normalizeFingerprint, parseInvitation } from '../../../shared/domain/share/invitation';

const fp = 'ab'.repeat(32);
const code = 'Zm9vYmFyYmF6cXV4LTEyMw';

describe('invitation wire', () => {
  it('formats the agreed link and reads it back', () => {
    const text = formatInvitation({ host: '192.0.2.12', port: 8443, code, fingerprint: fp });
    expect(text).toBe(`https://192.0.2.12:8443/join?code=${code}#fp=${fp}`);
    expect(parseInvitation(text)).toEqual({ ok: true, invitation: { host: '192.0.2.12', port: 8443, code, fingerprint: fp } });
  });

  it('brackets an IPv6 host and reads it back without brackets', () => {
    const text = formatInvitation({ host: '::1', port: 9000, code, fingerprint: fp });
    expect(text).toBe(`https://[::1]:9000/join?code=${code}#fp=${fp}`);
    const parsed = parseInvitation(`  ${text}\n`);
    expect(parsed.ok && parsed.invitation.host).toBe('::1');
  });

  it.each([
    ['not a link', 'hello'],
    ['plain http', `http://h:1/join?code=${code}#fp=${fp}`],
    ['wrong path', `https://h:1/other?code=${code}#fp=${fp}`],
    ['no code', `https://h:1/join#fp=${fp}`],
    ['short code', `https://h:1/join?code=abc#fp=${fp}`],
    ['no fingerprint', `https://h:1/join?code=${code}`],
    ['upper-case fingerprint', `https://h:1/join?code=${code}#fp=${fp.toUpperCase()}`],
    ['short fingerprint', `https://h:1/join?code=${code}#fp=abcd`],
    ['credentials in the link', `https://u:p@h:1/join?code=${code}#fp=${fp}`],
  ])('refuses %s with a reason', (_name, text) => {
    const parsed = parseInvitation(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason.length).toBeGreaterThan(0);
  });

  it('refuses to format what it could not read back', () => {
    expect(() => formatInvitation({ host: 'h', port: 1, code: 'short', fingerprint: fp })).toThrow();
    expect(() => formatInvitation({ host: 'h', port: 1, code, fingerprint: 'AB' })).toThrow();
    expect(() => formatInvitation({ host: 'h', port: 0, code, fingerprint: fp })).toThrow();
  });

  it('normalizes a colon-separated fingerprint', () => {
    const colons = fp.toUpperCase().match(/../g)!.join(':');
    expect(normalizeFingerprint(colons)).toBe(fp);
    expect(normalizeFingerprint('zz')).toBeNull();
  });
});
