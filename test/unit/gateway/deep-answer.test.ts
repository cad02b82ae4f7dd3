/**
 * A hostile server answers 500,000 levels deep: the call fails with a clear error, nothing
 * overflows the stack (not the decoder, not sanitizeResponse, not the audit or the cache),
 * and the geo baseline the console had is kept.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCoreServices } from '../../../electron/core/services';
import { memoryStore } from './helpers';

const DEPTH = 500_000;
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

describe('a 500k-deep answer', () => {
  it('gives a clear error, no crash, and the geo baseline stays', async () => {
    let deep = false;
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        const tail = deep ? `,"x":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}` : '';
        res.end(`{"status":"success","message":"Geo set","invalid_codes":[]${tail}}`);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanup.push(() => new Promise<void>((r) => server.close(() => r())));
    const dataDir = await mkdtemp(join(tmpdir(), 'mc-deep-'));
    const core = createCoreServices({ dataDir, mode: 'web', version: 't', sandbox: null, secretStore: memoryStore(), logSink: () => {} });
    cleanup.push(() => core.dispose());
    const port = (server.address() as AddressInfo).port;
    const created = (await core.router.dispatch('accounts.create', { name: 'Hostile', baseUrl: `http://127.0.0.1:${port}/`, cdn: 7 })) as { value: { id: string } };
    const id = created.value.id;
    await core.router.dispatch('accounts.setCredentials', { id, apiKey: 'deep-key-0123456789', secret: 'deep-secret-0123456789' });
    await core.router.dispatch('accounts.setActive', { id });
    const target = { app: 'demo-origin' };
    expect(await core.router.dispatch('live.geoApply', { ...target, geo_codes: ['DE'] }, id)).toMatchObject({ ok: true });

    deep = true;
    const r = await core.router.dispatch('live.geoApply', { ...target, geo_codes: ['FR'] }, id);
    expect(r).toMatchObject({ ok: false, error: { kind: 'outcome_unknown', message: expect.stringMatching(/nested deeper than/) } });
    expect(await core.router.dispatch('live.geoLastApplied', target, id)).toMatchObject({ ok: true, value: { codes: ['DE'] } });
    const audit = await core.audit.list({ limit: 1 });
    expect(audit.entries[0]).toMatchObject({ command: 'geoblock.update', outcome: 'unknown' });
    // A read is refused the same way, and nothing was cached.
    expect(await core.gateway.call('video.getapps', {}, { cacheKey: 'deep' })).toMatchObject({ ok: false, error: { kind: 'bad_shape' } });
    expect(await core.cache.get(id, 'deep')).toBeNull();
  });
});
