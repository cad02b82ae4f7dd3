// The canary: credentials stored through the Accounts channels must appear 0 times in
// IPC results, events, log lines, the audit log, the cache, profiles.json or any other
// file of the data folder — on success paths and failure paths alike.
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { McEvent } from '../../../shared/ipc/events';
import { createCoreServices, type CoreServices } from '../../../electron/core/services';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { loadKeychain } from '../../../electron/core/credentials/keychain-store';
import { probeKeychain } from '../../../electron/core/credentials/probe';
import { memoryStore } from '../gateway/helpers';

const CANARY_KEY = 'CANARY-apikey-7f3a9c1e5b';
const CANARY_SECRET = 'CANARY-secret-d41d8cd98f00b204';
const PASSPHRASE = 'CANARY-passphrase-0123456789';
const PUSH_PASSWORD = 'CANARY-pushpass-42';

let running: Array<{ sandbox: SandboxHandle; core: CoreServices }> = [];
afterEach(async () => {
  for (const r of running) {
    await r.core.dispose();
    await r.sandbox.close();
  }
  running = [];
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

async function exercise(backend: 'memory keychain' | 'real keychain' | 'vault') {
  const sandbox = await startSandbox({ seed: 11 });
  // The sandbox accepts exactly the canary credentials, so calls succeed with them.
  Object.assign(sandbox.state.credentials, { apiKey: CANARY_KEY, secret: CANARY_SECRET });
  const dataDir = await mkdtemp(join(tmpdir(), 'mc-canary-'));
  const logs: string[] = [];
  const core = createCoreServices({
    dataDir,
    mode: 'web',
    version: 'canary',
    sandbox: null,
    secretStore: backend === 'memory keychain' ? memoryStore() : undefined,
    secretBackend: backend === 'vault' ? 'vault' : 'auto',
    logSink: (_l, line) => logs.push(line),
  });
  running.push({ sandbox, core });
  const events: McEvent[] = [];
  core.events.subscribe((e) => events.push(e));
  const results: unknown[] = [];
  const call = async (channel: string, input: unknown) => {
    // Bound channels say which account they were prepared on: here always the active one.
    const r = await core.router.dispatch(channel, input, core.profiles.activeId());
    results.push(r);
    return r;
  };

  if (backend === 'vault') expect(await call('accounts.createVault', { passphrase: PASSPHRASE })).toMatchObject({ ok: true });
  const created = await call('accounts.create', { name: 'Canary', baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, colour: '#123456' });
  const id = (created as { value: { id: string } }).value.id;
  expect(await call('accounts.setCredentials', { id, apiKey: CANARY_KEY, secret: CANARY_SECRET })).toMatchObject({ ok: true, value: { credentials: { apiKey: 'set', secret: 'set' } } });
  await call('accounts.setActive', { id });
  await call('accounts.list', {});
  await call('accounts.backend', {});
  expect(await call('accounts.testConnection', { id })).toMatchObject({ ok: true, value: { ok: true } });

  // Reads (cached) and mutating calls (audited), successes and failures.
  expect(await call('api.call', { command: 'video.getapps', params: {}, cacheKey: 'reports:apps' })).toMatchObject({ ok: true });
  expect(await call('api.call', { command: 'sevu.search', params: { limit: 5 }, cacheKey: 'viewers:search' })).toMatchObject({ ok: true });
  await call('api.call', { command: 'pushpublish.services', params: {}, cacheKey: 'push:services' });
  await call('api.call', { command: 'sevu.request', params: { app: 'demo-origin', video: 'cam_1', pass: 'viewer-pass-123456' } });
  await call('api.call', { command: 'pushpublish.connect', params: { inst: 'live', app: 'demo-origin', stream: 'cam_1', service_name: 'rtmp', dst_stream: 's', entry_name: 'canary', dst_host: 'example.com', dst_user: 'u', dst_pass: PUSH_PASSWORD } });
  await call('api.call', { command: 'recording.split', params: { app: 'demo-origin/live', stream: 'cam_1' } });
  await call('api.call', { command: 'sevu.revoke', params: { key: 'no-such-ticket' } });
  sandbox.setFault('video.getapps', { kind: 'html' });
  await call('api.call', { command: 'video.getapps', params: {} });
  sandbox.clearFaults();
  // The server now expects another secret: our signature is rejected.
  Object.assign(sandbox.state.credentials, { secret: 'some-other-secret-value' });
  await call('api.call', { command: 'video.getapps', params: {} });
  await call('api.call', { command: 'sevu.revoke', params: { key: 'x' } });
  await call('api.cached', { cacheKey: 'reports:apps' });
  await call('activity.list', {});
  await call('app.connection', {});
  await call('accounts.update', { id, fields: { name: 'Canary 2' } });
  await call('accounts.duplicate', { id });
  if (backend === 'vault') await call('accounts.lockVault', {});
  await call('api.call', { command: 'video.getapps', params: {} });
  return { dataDir, logs, events, results, sandbox };
}

const probe = await probeKeychain(loadKeychain, 5000);
if (!probe.available) console.warn(`[canary.test] SKIPPING the real-keychain variant: ${probe.what} (${probe.detail})`);

describe.each(['memory keychain', 'real keychain', 'vault'] as const)('canary secrets (%s backend)', (backend) => {
  it.skipIf(backend === 'real keychain' && !probe.available)('appear 0 times in IPC results, events, logs, audit, cache, profiles.json and every data file', async () => {
    const { dataDir, logs, events, results, sandbox } = await exercise(backend);
    expect(sandbox.counts()['sevu.request'], 'the canary credentials were really used').toBeGreaterThan(0);
    const files = await filesUnder(dataDir);
    expect(files.map((f) => f.slice(dataDir.length + 1))).toEqual(expect.arrayContaining(['profiles.json', 'audit.jsonl', expect.stringMatching(/^cache\//)]));
    const places: Record<string, string> = {
      'IPC results': JSON.stringify(results),
      events: JSON.stringify(events),
      logs: logs.join('\n'),
    };
    for (const f of files) places[f.slice(dataDir.length + 1)] = await readFile(f, 'utf8');
    const found: string[] = [];
    for (const [where, text] of Object.entries(places)) {
      for (const canary of [CANARY_KEY, CANARY_SECRET, PASSPHRASE, PUSH_PASSWORD]) {
        if (count(text, canary) > 0) found.push(`${canary} in ${where} (${count(text, canary)}x)`);
      }
    }
    expect(found).toEqual([]);
    expect(events.some((e) => e.type === 'audit.appended')).toBe(true);
  });
});
