/**
 * Scrubbing cannot be evicted: an account's stored destination keys and its calls' own
 * secrets stay scrubbed however many values later answers teach, and a short key (under
 * 12 characters) is scrubbed as a whole word from failures and answers.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallResult } from '../../../shared/api/failures';
import { KnownSecrets, LEARNED_PER_ACCOUNT } from '../../../electron/core/events/known-secrets';
import { addAccount, META, services } from '../gateway/helpers';

const KEY = 'sk-4f2a-91bc-77de';
const SHORT = 'main-stage';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup) await c();
  cleanup = [];
});

const ok = (value: unknown): CallResult<unknown> => ({ ok: true, value: { status: 'success', ...(value as object) }, meta: META }) as CallResult<unknown>;
const refused = (words: string): CallResult<unknown> => ({ ok: false, error: { kind: 'api_failure', code: '0201', message: words, serverMessage: words }, meta: { ...META, message: words } });
const many = (n: number) => Array.from({ length: n }, (_, i) => ({ push_service_id: 10_000 + i, service_name: 'rtmp', dst_stream: `flood-key-${String(i).padStart(6, '0')}` }));

describe('keys no answer can evict', () => {
  it('1,200 services learned afterwards do not un-scrub a stored destination key: not in the failure, audit, events or Activity', async () => {
    let listed = [{ push_service_id: 503, service_name: 'socialplatform', dst_stream: KEY }];
    const s = await services((command) => {
      if (command === 'pushpublish.services') return ok({ services: listed });
      if (command === 'stream.details') return ok({ services: many(LEARNED_PER_ACCOUNT + 200) });
      return refused(`Publish to rtmp://h/app/${KEY} refused`);
    });
    cleanup.push(() => s.core.dispose());
    const id = await addAccount(s.core);
    await s.core.gateway.call('pushpublish.services', {});
    // Both ways an answer could crowd the key out: the list itself changes, and another answer teaches 1,200 keys.
    listed = many(LEARNED_PER_ACCOUNT + 200);
    await s.core.gateway.call('pushpublish.services', {});
    await s.core.gateway.call('stream.details', {} as never);
    expect(s.core.secrets.learnedCount(id)).toBe(LEARNED_PER_ACCOUNT);
    const failed = await s.core.router.dispatch('api.call', { command: 'recording.split', params: { app: 'demo-origin/live', stream: 'cam_1' } }, id);
    expect(failed).toMatchObject({ ok: false, error: { message: 'Publish to rtmp://h/app/[redacted] refused' } });
    const places = {
      audit: await readFile(join(s.dataDir, 'audit.jsonl'), 'utf8'),
      events: JSON.stringify(s.events),
      activity: JSON.stringify(await s.core.router.dispatch('activity.list', {})),
      logs: s.logLines.join('\n'),
    };
    expect(Object.entries(places).filter(([, text]) => text.includes(KEY)).map(([where]) => where)).toEqual([]);
  });

  it('a call answered with a failure still learns its own secret members (its echo and later text are scrubbed)', async () => {
    const own = 'direct-push-key-7c41';
    const s = await services(() => refused(`Publish to rtmp://h/app/${own} refused`));
    cleanup.push(() => s.core.dispose());
    const id = await addAccount(s.core);
    const connect = { app: 'demo-origin', inst: 'live', stream: 'cam_1', service_name: 'rtmp', dst_host: 'h', dst_stream: own, entry_name: 'direct-1' };
    const failed = await s.core.router.dispatch('live.connect', { connects: [connect] }, id);
    expect(JSON.stringify(failed)).not.toContain(own);
    expect(s.core.secrets.scrub(`later: ${own}`)).toBe('later: [redacted]');
  });
});

describe('short keys', () => {
  it('a 10-character stored key echoed in a failure is scrubbed', async () => {
    const s = await services((command) => (command === 'pushpublish.services' ? ok({ services: [{ push_service_id: 501, service_name: 'hlspartner', dst_stream: SHORT }] }) : refused(`Publish to rtmp://h/app/${SHORT} refused`)));
    cleanup.push(() => s.core.dispose());
    const id = await addAccount(s.core);
    await s.core.gateway.call('pushpublish.services', {});
    const failed = await s.core.router.dispatch('api.call', { command: 'recording.split', params: { app: 'demo-origin/live', stream: 'cam_1' } }, id);
    expect(failed).toMatchObject({ ok: false, error: { message: 'Publish to rtmp://h/app/[redacted] refused' } });
    expect(JSON.stringify(s.events)).not.toContain(SHORT);
  });

  it('is matched only as a whole word, so ordinary words that hold it stay', () => {
    const secrets = new KnownSecrets();
    secrets.learn('A', SHORT);
    secrets.learn('A', 'cam1_relay');
    expect(secrets.scrub(`key ${SHORT}, "cam1_relay" and ${SHORT}/x`)).toBe('key [redacted], "[redacted]" and [redacted]/x');
    expect(secrets.scrub(`${SHORT}s main-stage2 cam1_relay_b the main stage`)).toBe(`${SHORT}s main-stage2 cam1_relay_b the main stage`);
    secrets.learn('A', 'abc');
    expect(secrets.scrub('abc')).toBe('abc');
  });

  it('is scrubbed as a whole value and in its encodings, from 4 characters', () => {
    const secrets = new KnownSecrets();
    secrets.learn('A', SHORT);
    secrets.learn('A', 'k9#z');
    // A member, or JSON text, that is the key alone.
    expect(secrets.scrubValue({ stream: SHORT, other: 'k9#z' })).toEqual({ stream: '[redacted]', other: '[redacted]' });
    expect(secrets.scrub(JSON.stringify({ stream: SHORT }))).toBe('{"stream":"[redacted]"}');
    // Base64 of the key alone, padded or not, standard or URL-safe.
    const b64 = Buffer.from(SHORT).toString('base64');
    const short64 = Buffer.from('k9#z').toString('base64url');
    expect(secrets.scrub(`token ${b64} and ${b64.replace(/=+$/, '')}; ${short64}`)).toBe('token [redacted] and [redacted]; [redacted]');
    expect(secrets.scrubValue({ key: b64, k: short64 })).toEqual({ key: '[redacted]', k: '[redacted]' });
    // URL- and form-encoded.
    expect(secrets.scrub(`stream=${encodeURIComponent('k9#z')}&x=1`)).toBe('stream=[redacted]&x=1');
    // Under 4 characters nothing is scrubbed: it would eat ordinary text.
    secrets.learn('A', 'xyz');
    expect(secrets.scrubValue({ stream: 'xyz' })).toEqual({ stream: 'xyz' });
  });
});
