// Keys learned from answers are secrets: an account's stored stream keys and passwords,
// seen only in answers, join its known secrets; every later text holding one is scrubbed.
// The list is capped per account, fed only by validated calls, and matches PHP-escaped forms.
import { afterEach, describe, expect, it } from 'vitest';
import type { CallResult } from '../../../shared/api/failures';
import { KnownSecrets, LEARNED_PER_ACCOUNT } from '../../../electron/core/events/known-secrets';
import { sanitizeResponse } from '../../../electron/core/gateway/sanitize';
import { addAccount, META, services } from '../gateway/helpers';

const KEY = 'sk-4f2a-91bc-77de';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup) await c();
  cleanup = [];
});

describe('known secrets learned per account', () => {
  it('keeps at most LEARNED_PER_ACCOUNT values per account, the oldest dropped; pinned values stay', () => {
    const secrets = new KnownSecrets();
    secrets.add('pinned-credential-value');
    secrets.learn('A', 'pinned-credential-value');
    for (let i = 0; i < LEARNED_PER_ACCOUNT + 5; i++) secrets.learn('A', `learned-key-${String(i).padStart(5, '0')}`);
    secrets.learn('B', 'other-account-key-1');
    expect(secrets.learnedCount('A')).toBe(LEARNED_PER_ACCOUNT);
    expect(secrets.scrub('learned-key-00000')).toBe('learned-key-00000');
    expect(secrets.scrub(`x learned-key-${String(LEARNED_PER_ACCOUNT + 4).padStart(5, '0')} y`)).toBe('x [redacted] y');
    expect(secrets.scrub('pinned-credential-value')).toBe('[redacted]');
    expect(secrets.scrub('other-account-key-1')).toBe('[redacted]');
  });

  it('scrubs a PHP-escaped echo (\\u00fc) of a non-ASCII secret, lower- or upper-case hex', () => {
    const secrets = new KnownSecrets();
    secrets.add('schlüssel-geheim/42');
    expect(secrets.scrub('{"message":"bad key schl\\u00fcssel-geheim\\/42"}')).toBe('{"message":"bad key [redacted]"}');
    expect(secrets.scrub('schl\\u00FCssel-geheim/42')).toBe('[redacted]');
  });

  it('sanitizeResponse learns a masked member and scrubs its echo from the same answer and later ones', () => {
    const secrets = new KnownSecrets();
    const answer = { services: [{ push_service_id: 501, dst_stream: KEY, name: `YouTube ${KEY}` }] };
    const shown = sanitizeResponse(answer, secrets, 'A');
    expect(shown).toEqual({ services: [{ push_service_id: 501, dst_stream: '••••77de', name: 'YouTube [redacted]' }] });
    const later = sanitizeResponse({ streams: [{ message: `Publish to rtmp://h/app/${KEY} refused` }] }, secrets, 'A');
    expect(JSON.stringify(later)).not.toContain(KEY);
  });
});

describe('the gateway learns secrets of validated calls and answers', () => {
  it('scrubs a failure echoing a stored key learned from an earlier answer (error, audit, connection)', async () => {
    const s = await services((command) =>
      command === 'pushpublish.services'
        ? ({ ok: true, value: { status: 'success', services: [{ push_service_id: 501, service_name: 'rtmp', dst_stream: KEY }] }, meta: META } as CallResult<unknown>)
        : { ok: false, error: { kind: 'api_failure', code: '0201', message: `Publish to rtmp://h/app/${KEY} refused`, serverMessage: `Publish to rtmp://h/app/${KEY} refused` }, meta: { ...META, message: `refused ${KEY}` } },
    );
    cleanup.push(() => s.core.dispose());
    await addAccount(s.core);
    await s.core.gateway.call('pushpublish.services', {}, { cacheKey: 'push:services' });
    const failed = await s.core.gateway.call('sevu.revoke', { key: 'k' });
    expect(failed.ok).toBe(false);
    expect(JSON.stringify(failed)).not.toContain(KEY);
    expect(JSON.stringify(failed)).toContain('[redacted]');
    const audit = await s.core.audit.list({ limit: 5 });
    expect(JSON.stringify(audit)).not.toContain(KEY);
    expect(JSON.stringify(await s.core.router.dispatch('app.connection', {}))).not.toContain(KEY);
  });

  it('learns nothing from a request the client refused as invalid', async () => {
    const s = await services(() => ({ ok: false, error: { kind: 'invalid_request', issues: [], message: 'not sent' } }));
    cleanup.push(() => s.core.dispose());
    const id = await addAccount(s.core);
    await s.core.gateway.call('pushpublish.connect', { dst_stream: 'invalid-request-key-0001' } as never);
    expect(s.core.secrets.learnedCount(id)).toBe(0);
    expect(s.core.secrets.scrub('invalid-request-key-0001')).toBe('invalid-request-key-0001');
  });
});
