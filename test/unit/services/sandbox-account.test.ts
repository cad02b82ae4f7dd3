import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreServices, type CoreServices } from '../../../electron/core/services';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';

let sandbox: SandboxHandle;
let core: CoreServices;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5 });
  core = createCoreServices({
    dataDir: await mkdtemp(join(tmpdir(), 'mc-sbx-')),
    mode: 'web',
    version: 't',
    sandbox: { baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, apiKey: sandbox.apiKey, secret: sandbox.secret },
    secretBackend: 'none',
    logSink: () => {},
  });
});
afterAll(async () => {
  await core.dispose();
  await sandbox.close();
});

describe('the built-in Sandbox account, end to end through the router and the real client', () => {
  it('works with no keychain and no vault (its credentials live in memory)', async () => {
    const result = await core.router.dispatch('api.call', { command: 'video.getapps', params: {}, cacheKey: 'reports:apps' });
    expect(result).toMatchObject({ ok: true, value: { response: { apps: [{ name: 'demo-origin' }, { name: 'channel-origin' }, { name: 'vod-archive' }] } } });
    expect(await core.router.dispatch('api.cached', { cacheKey: 'reports:apps' })).toMatchObject({ ok: true, value: { profileId: 'sandbox' } });
  });

  it('tests the connection: latency, clock offset, both serializations accepted', async () => {
    const result = await core.router.dispatch('accounts.testConnection', { id: 'sandbox' });
    expect(result).toMatchObject({ ok: true, value: { ok: true, failureKind: null, serialization: { php: 'accepted', standard: 'accepted' } } });
    const value = (result as { value: { latencyMs: number; clockOffsetMs: number; message: string } }).value;
    expect(value.latencyMs).toBeGreaterThan(0);
    expect(typeof value.clockOffsetMs).toBe('number');
    expect(value.message).toMatch(/^Connected in \d+ ms; .*; the server accepts both php and standard serialization\.$/);
  });

  it('audits a live action with its outcome, and reports a bad request without sending it', async () => {
    const before = sandbox.counts()['recording.split'] ?? 0;
    expect(await core.router.dispatch('api.call', { command: 'recording.split', params: { app: 'demo-origin/live', stream: 'cam_2' } })).toMatchObject({ ok: true });
    const bad = await core.router.dispatch('api.call', { command: 'recording.split', params: { app: 'no-instance', stream: 'cam_2' } });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_request' } });
    expect(sandbox.counts()['recording.split']).toBe(before + 1);
    const activity = await core.router.dispatch('activity.list', { command: 'recording.split' });
    expect(activity).toMatchObject({ ok: true, value: { entries: [{ outcome: 'not_sent', resultKind: 'invalid_request' }, { outcome: 'ok', profileId: 'sandbox' }] } });
  });
});
