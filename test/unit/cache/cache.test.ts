import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../../electron/core/cache/store';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';
import { memoryLogger } from '../../../electron/core/events/log';

async function setup() {
  const dataDir = await mkdtemp(join(tmpdir(), 'mc-cache-'));
  const secrets = new KnownSecrets();
  secrets.add('CANARY-secret-42');
  const log = memoryLogger(secrets);
  return { cache: new ReadCache(dataDir, secrets, log), log };
}

describe('read cache', () => {
  it('stores and returns a read per profile and key', async () => {
    const { cache } = await setup();
    expect(await cache.put('p1', 'viewers/search:page.1', { tickets: [{ key: 'a' }] }, '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(await cache.get('p1', 'viewers/search:page.1')).toEqual({ response: { tickets: [{ key: 'a' }] }, fetchedAt: '2026-01-01T00:00:00.000Z', profileId: 'p1' });
    expect(await cache.get('p2', 'viewers/search:page.1')).toBeNull();
    expect(await cache.get('p1', 'other')).toBeNull();
  });

  it('strips password, dst_pass and pass members at any depth, keeping only whether a push password is set', async () => {
    const { cache } = await setup();
    // As the decoder hands it over: a password, never a ready-made password_set.
    const response = {
      services: [{ push_service_id: 1, password: 'svc-pw', dst_host: 'h' }, { push_service_id: 2, password: null, dst_host: 'h' }],
      tickets: [{ key: 'k', pass: 'viewer-pass' }],
      deep: { x: [{ dst_pass: 'deep-pw', keep: 1 }] },
    };
    await cache.put('p1', 'k', response, 't');
    const [file] = await cache.files();
    const text = await readFile(file!, 'utf8');
    for (const s of ['svc-pw', 'viewer-pass', 'deep-pw', '"password"', '"pass"', '"dst_pass"']) expect(text).not.toContain(s);
    expect((await cache.get('p1', 'k'))?.response).toEqual({
      services: [{ push_service_id: 1, password_set: true, dst_host: 'h' }, { push_service_id: 2, password_set: false, dst_host: 'h' }],
      tickets: [{ key: 'k' }],
      deep: { x: [{ keep: 1, dst_pass_set: true }] },
    });
  });

  it('refuses to store a known secret under any other name, and says so', async () => {
    const { cache, log } = await setup();
    expect(await cache.put('p1', 'k', { note: 'xx CANARY-secret-42 yy' }, 't')).toBe(false);
    expect(await cache.files()).toEqual([]);
    expect(log.lines.join('\n')).toContain('refused to store "k"');
  });

  it('ignores a damaged cache file', async () => {
    const { cache } = await setup();
    await cache.put('p1', 'k', { a: 1 }, 't');
    const [file] = await cache.files();
    await writeFile(file!, '{"response":');
    expect(await cache.get('p1', 'k')).toBeNull();
  });

  it('keeps keys with slashes and dots inside the profile folder', async () => {
    const { cache } = await setup();
    await cache.put('p1', '../../escape', { a: 1 }, 't');
    const [file] = await cache.files();
    expect(file).toContain(join(cache.root, 'p1'));
    await cache.clearProfile('p1');
    expect(await cache.files()).toEqual([]);
  });
});
