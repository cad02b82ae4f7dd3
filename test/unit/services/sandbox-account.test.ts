import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreServices } from '../../../electron/core/services';
import { coreOnSandbox } from './core-on-sandbox';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';

let sandbox: SandboxHandle;
let core: CoreServices;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5 });
  core = coreOnSandbox(sandbox, await mkdtemp(join(tmpdir(), 'mc-sbx-')));
});
afterAll(async () => {
  await core.dispose();
  await sandbox.close();
});

describe('the built-in Sandbox account, end to end through the router and the real client', () => {
  it('works with no keychain and no vault (its credentials live in memory)', async () => {
    const result = await core.router.dispatch('api.call', { command: 'video.getapps', params: {}, cacheKey: 'reports:apps' }, 'sandbox');
    expect(result).toMatchObject({ ok: true, value: { response: { apps: [{ name: 'demo-origin' }, { name: 'channel-origin' }, { name: 'vod-archive' }] } } });
    expect(await core.router.dispatch('api.cached', { cacheKey: 'reports:apps' })).toMatchObject({ ok: true, value: { profileId: 'sandbox' } });
  });

  it('tests the connection: latency, clock offset, both serializations accepted', async () => {
    const result = await core.router.dispatch('accounts.testConnection', { id: 'sandbox' });
    expect(result).toMatchObject({ ok: true, value: { ok: true, failureKind: null, serialization: { php: 'accepted', standard: 'accepted' } } });
    const value = (result as { value: { latencyMs: number; clockOffsetMs: number; message: string } }).value;
    expect(value.latencyMs).toBeGreaterThan(0);
    expect(typeof value.clockOffsetMs).toBe('number');
    expect(value.message).toMatch(/^Connected in \d+ ms; .*; the server accepts both php and standard serialization \(a read holding "\/" and "ü" verified either way\): splits verify whichever this profile uses\.$/);
  });

  it('audits a live action with its outcome, and reports a bad request without sending it', async () => {
    const before = sandbox.counts()['recording.split'] ?? 0;
    expect(await core.router.dispatch('api.call', { command: 'recording.split', params: { app: 'demo-origin/live', stream: 'cam_2' } }, 'sandbox')).toMatchObject({ ok: true });
    const bad = await core.router.dispatch('api.call', { command: 'recording.split', params: { app: 'no-instance', stream: 'cam_2' } }, 'sandbox');
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_request' } });
    expect(sandbox.counts()['recording.split']).toBe(before + 1);
    const activity = await core.router.dispatch('activity.list', { command: 'recording.split' });
    expect(activity).toMatchObject({ ok: true, value: { entries: [{ outcome: 'not_sent', resultKind: 'invalid_request' }, { outcome: 'ok', profileId: 'sandbox' }] } });
  });
});

describe('an action prepared on the Sandbox after the switch to another account', () => {
  it('is refused as wrong_account, reaches no server, and Activity shows the refusal with both accounts', async () => {
    const created = await core.router.dispatch('accounts.create', { name: 'Studio B', baseUrl: 'https://api.example.com/stable/', cdn: 7 });
    const studioB = (created as { value: { id: string } }).value.id;
    await core.router.dispatch('accounts.setActive', { id: studioB });
    const before = { ...sandbox.counts() };
    const connect = { app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'videosite', dst_stream: 'k1', dst_pass: 'dst-secret-1', entry_name: 'bound-1' };
    const results = [
      await core.router.dispatch('live.connect', { connects: [connect] }, 'sandbox'),
      await core.router.dispatch('live.disconnect', { app: 'demo-origin', inst: 'live', entry_name: '*' }, 'sandbox'),
      await core.router.dispatch('api.call', { command: 'recording.split', params: { app: 'demo-origin/live', stream: 'cam_2' } }, 'sandbox'),
    ];
    for (const r of results) expect(r).toMatchObject({ ok: false, error: { kind: 'wrong_account', preparedOn: 'sandbox', active: studioB } });
    expect((results[0] as { error: { message: string } }).error.message).toBe(
      'Not sent: this was prepared on Sandbox, but the active account is now Studio B. Nothing was sent; check the screen and press again.',
    );
    expect(sandbox.counts()).toEqual(before);
    const activity = await core.router.dispatch('activity.list', { outcome: 'refused' });
    expect(activity).toMatchObject({
      ok: true,
      value: {
        entries: [
          { command: 'recording.split', profileId: 'sandbox', profileName: 'Sandbox', outcome: 'refused', resultKind: 'wrong_account' },
          { command: 'pushpublish.disconnect', outcome: 'refused' },
          { command: 'pushpublish.connect', outcome: 'refused', message: expect.stringContaining('Studio B') },
        ],
      },
    });
    // The destination's password never reaches the audit log, refused or not.
    expect(JSON.stringify(activity)).not.toContain('dst-secret-1');
    await core.router.dispatch('accounts.setActive', { id: 'sandbox' });
  });
});

describe('an export started on the Sandbox', () => {
  it('reads no page of another account after a switch: the run ends refused (wrong_account)', async () => {
    const created = await core.router.dispatch('accounts.create', { name: 'Studio C', baseUrl: 'https://api.example.com/stable/', cdn: 8 });
    const studioC = (created as { value: { id: string } }).value.id;
    sandbox.setFault('sevu.errorlog', { kind: 'latency', ms: 30 });
    // Web mode writes exports by file name into its export folder (under the data folder).
    const started = await core.router.dispatch('viewers.exportStart', { command: 'sevu.errorlog', path: 'attempts.csv', pageSize: 100 }, 'sandbox');
    expect(started).toMatchObject({ ok: true, value: { state: 'running' } });
    await core.router.dispatch('accounts.setActive', { id: studioC });
    const id = (started as { value: { id: string } }).value.id;
    await expect.poll(async () => ((await core.router.dispatch('viewers.exports', {})) as { value: Array<{ id: string; state: string }> }).value.find((p) => p.id === id)?.state, { timeout: 20_000 }).toBe('failed');
    const list = (await core.router.dispatch('viewers.exports', {})) as { value: Array<{ id: string; error: { kind: string } | null; rows: number }> };
    const run = list.value.find((p) => p.id === id)!;
    expect(run.error).toMatchObject({ kind: 'wrong_account', preparedOn: 'sandbox', active: studioC });
    expect(run.rows).toBeLessThan(5000);
    sandbox.clearFaults();
    await core.router.dispatch('accounts.setActive', { id: 'sandbox' });
  });
});
