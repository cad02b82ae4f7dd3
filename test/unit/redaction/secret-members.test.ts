/**
 * The catalog's secret-bearing members (shared/api/secret-members.ts) stay true to the
 * catalog: every listed command member exists in some command's schema, and every
 * member of any command that looks like a credential is listed. Then the derived
 * redactions: audit params, the cache and renderer responses all follow the marks, and
 * known secrets are found in every encoded form.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../shared/api/catalog';
import { SECRET_MEMBERS } from '../../../shared/api/secret-members';
import { redactParams, rememberSecretMembers } from '../../../electron/core/audit/redact';
import { stripSecretMembers } from '../../../electron/core/cache/strip';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';
import { sanitizeResponse } from '../../../electron/core/gateway/sanitize';

function memberNames(schema: z.ZodType): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') for (const k of Object.keys(record.properties)) names.add(k);
    Object.values(record).forEach(walk);
  };
  for (const io of ['input', 'output'] as const) walk(z.toJSONSchema(schema, { io, unrepresentable: 'any' }));
  return names;
}

const catalogMembers = new Set(Object.values(catalog).flatMap((spec) => [...memberNames(spec.request), ...memberNames(spec.response)]));
const OWN_CREDENTIALS = ['passphrase', 'api_key', 'apiKey', 'secret', 'signature'];

describe('secret-bearing members of the catalog', () => {
  it('lists only members that exist in the catalog (besides our own credentials)', () => {
    const commandMembers = Object.keys(SECRET_MEMBERS).filter((m) => !OWN_CREDENTIALS.includes(m));
    expect(commandMembers.filter((m) => !catalogMembers.has(m))).toEqual([]);
    expect(commandMembers).toEqual(expect.arrayContaining(['dst_stream', 'dst_pass', 'password', 'pass']));
  });

  it('lists every catalog member that looks like a credential', () => {
    const looksSecret = [...catalogMembers].filter((m) => /pass|secret|token|dst_stream|^key$|_key$/i.test(m) && !/_set$/.test(m));
    // `key` is a ticket's public id (it is in every viewer URL); the pass is its secret.
    const publicByDesign = new Set(['key']);
    expect(looksSecret.filter((m) => !(m in SECRET_MEMBERS) && !publicByDesign.has(m))).toEqual([]);
  });
});

describe('redaction derived from the marks', () => {
  const params = { app: 'demo', dst_stream: 'live_stream_key_123456', dst_pass: 'hunter2-password', nested: [{ pass: 'ticket-pass' }], stream: 'cam_1' };

  it('audit params: every marked member replaced, the rest kept', () => {
    expect(redactParams(params, new KnownSecrets())).toEqual({ app: 'demo', dst_stream: '[redacted]', dst_pass: '[redacted]', nested: [{ pass: '[redacted]' }], stream: 'cam_1' });
  });

  it('cache: every marked member dropped (presence kept for passwords)', () => {
    const stripped = stripSecretMembers({ services: [{ service_name: 'x', dst_stream: 'live_stream_key_123456', password: 'p', stream: 'cam_1' }] });
    expect(JSON.stringify(stripped)).not.toContain('live_stream_key_123456');
    expect(stripped).toEqual({ services: [{ service_name: 'x', stream: 'cam_1', password_set: true }] });
  });

  it('renderer responses: stream keys masked to their last 4, passwords to presence, a ticket pass kept', () => {
    const response = { services: [{ dst_stream: 'live_stream_key_123456', password: 'p', dst_pass: null }], tickets: [{ key: 'k', pass: 'ticket-pass' }] };
    expect(sanitizeResponse(response, new KnownSecrets(), 'A')).toEqual({
      services: [{ dst_stream: '••••3456', password: null, password_set: true, dst_pass: null, dst_pass_set: false }],
      tickets: [{ key: 'k', pass: 'ticket-pass' }],
    });
  });

  it('renderer responses: a known secret anywhere (a nested value, a key) is scrubbed; an answer with nothing to mask leaves uncopied', () => {
    const secrets = new KnownSecrets();
    secrets.add('CANARY-key-0042');
    const leaky = { rows: [{ note: 'echo CANARY-key-0042 here', n: 1 }], ['CANARY-key-0042']: 'x' };
    const shown = sanitizeResponse(leaky, secrets, 'A');
    expect(JSON.stringify(shown)).not.toContain('CANARY-key-0042');
    expect(shown).toEqual({ rows: [{ note: 'echo [redacted] here', n: 1 }], '[redacted]': 'x' });
    const Password = { rows: [{ Password: 'p' }] };
    expect(sanitizeResponse(Password, secrets, 'A')).toEqual({ rows: [{ Password: null, Password_set: true }] });
    const clean = { rows: [{ key: 'k', pass: 'ticket-pass', reason: 'Invalid IP Address' }] };
    expect(sanitizeResponse(clean, secrets, 'A')).toBe(clean);
  });

  it('remembers stream keys and passwords of a call as known secrets (a short one as a whole word or the whole value), never a ticket pass or a 3-character value', () => {
    const secrets = new KnownSecrets();
    rememberSecretMembers({ ...params, dst_stream: 'live' }, secrets, 'A');
    rememberSecretMembers({ ...params, dst_stream: 'abc' }, secrets, 'A');
    rememberSecretMembers(params, secrets, 'A');
    expect(secrets.scrub('echo live_stream_key_123456 and hunter2-password')).toBe('echo [redacted] and [redacted]');
    expect(secrets.scrub('instance live, ticket-pass, abc')).toBe('instance [redacted], ticket-pass, abc');
    // The key alone is scrubbed too, even where it could be a name.
    expect(secrets.scrub('live')).toBe('[redacted]');
  });
});

describe('known secrets in every form', () => {
  const value = 'a "quoted" \\ back/slashed secret é';
  const secrets = new KnownSecrets();
  secrets.add(value);
  const forms: Array<[string, string]> = [
    ['raw', value],
    ['JSON-escaped', JSON.stringify({ m: value })],
    ['PHP-escaped', JSON.stringify({ m: value }).replace(/\//g, '\\/')],
    ['URL-encoded', `x=${encodeURIComponent(value)}&y=1`],
    ['form-encoded', new URLSearchParams({ json: value }).toString()],
    ['base64', `Basic ${Buffer.from(`user:${value}`).toString('base64')}`],
    ['base64 (offset 1)', Buffer.from(`u${value}`).toString('base64')],
    ['base64url', Buffer.from(`xy${value}`).toString('base64url')],
  ];

  it.each(forms)('finds and scrubs the %s form', (_form, text) => {
    expect(secrets.containsAny(text)).toBe(true);
    const scrubbed = secrets.scrub(text);
    expect(scrubbed).toContain('[redacted]');
    expect(new KnownSecrets().containsAny(scrubbed)).toBe(false);
    const again = new KnownSecrets();
    again.add(value);
    expect(again.containsAny(scrubbed)).toBe(false);
  });
});
