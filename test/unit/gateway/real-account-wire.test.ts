/**
 * What a real account meets on the wire, through the real client against the sandbox:
 * filters as the documented object, the base URL with or without its trailing slash,
 * a redirect told in words by Test connection, and the read alias sqldb.usage → mysql.usage
 * (retried once on 0000, remembered in the profile; a mutating 0000 never retried).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../electron/core/client';
import { createCoreServices } from '../../../electron/core/services';
import { type SandboxHandle, type SandboxOptions, startSandbox } from '../../../electron/sandbox';
import { memoryStore } from './helpers';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

async function sandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const sb = await startSandbox({ seed: 5, tickets: 20, attempts: 50, ...options });
  cleanup.push(() => sb.close());
  return sb;
}

/** Core services with one real account on `baseUrl`, active, credentials of `sb`. */
async function account(sb: SandboxHandle, baseUrl: string, dataDir?: string) {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'mc-wire-')));
  const store = memoryStore();
  const core = createCoreServices({ dataDir: dir, mode: 'web', version: 't', sandbox: null, secretStore: store, logSink: () => {} });
  cleanup.push(() => core.dispose());
  const created = (await core.router.dispatch('accounts.create', { name: 'Real', baseUrl, cdn: sb.cdn })) as { ok: boolean; value: { id: string; baseUrl: string } };
  const id = created.value.id;
  await core.router.dispatch('accounts.setCredentials', { id, apiKey: sb.apiKey, secret: sb.secret });
  await core.router.dispatch('accounts.setActive', { id });
  return { core, id, dir, savedBaseUrl: created.value.baseUrl };
}

describe('filters', () => {
  it('pushpublish.services sends filters as a JSON object', async () => {
    const sb = await sandbox();
    const client = createApiClient({ baseUrl: sb.baseUrl, cdn: sb.cdn, apiKey: sb.apiKey, secret: sb.secret, serialization: 'php' });
    cleanup.push(() => client.close());
    const prepared = client.prepare('pushpublish.services', { filters: [{ key: 'service_name', value: 'rtmp' }] });
    expect(prepared.ok && JSON.parse(prepared.signedText).filters).toEqual({ service_name: 'rtmp' });
    const r = await client.call('pushpublish.services', { filters: { service_name: 'rtmp' } });
    expect(r.ok && r.value.services.length).toBeGreaterThan(0);
    expect(r.ok && r.value.services.every((s) => s.service_name?.includes('rtmp'))).toBe(true);
  });
});

describe('base URL', () => {
  it('with and without the trailing slash reaches the same endpoint; saved with one slash', async () => {
    const sb = await sandbox({ strict: true });
    const bare = sb.baseUrl.replace(/\/$/, '');
    const a = await account(sb, bare);
    expect(a.savedBaseUrl).toBe(sb.baseUrl);
    expect(await a.core.gateway.call('video.getapps', {})).toMatchObject({ ok: true });
    // On use too: a client given the bare URL posts to /stable/ (the strict sandbox would redirect /stable).
    const client = createApiClient({ baseUrl: `${bare}//`.replace(/\/\/$/, ''), cdn: sb.cdn, apiKey: sb.apiKey, secret: sb.secret, serialization: 'php' });
    cleanup.push(() => client.close());
    expect(await client.call('video.getapps', {})).toMatchObject({ ok: true });
    expect(sb.counts()['video.getapps']).toBe(2);
  });

  it('Test connection reports a redirect in words', async () => {
    const sb = await sandbox();
    const moved = createServer((req, res) => {
      req.resume();
      res.statusCode = 301;
      res.setHeader('Location', sb.baseUrl);
      res.end('Moved');
    });
    await new Promise<void>((resolve) => moved.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise<void>((resolve) => moved.close(() => resolve())));
    const a = await account(sb, `http://127.0.0.1:${(moved.address() as AddressInfo).port}/old/`);
    const result = (await a.core.router.dispatch('accounts.testConnection', { id: a.id })) as { value: { ok: boolean; message: string } };
    expect(result.value.ok).toBe(false);
    expect(result.value.message).toBe(`The service answered from ${sb.baseUrl}; update the base URL to that address.`);
  });
});

describe('read alias', () => {
  it('sqldb.usage answered 0000 is retried once as mysql.usage, and the profile remembers it', async () => {
    const sb = await sandbox({ unknownCommands: ['sqldb.usage'] });
    const a = await account(sb, sb.baseUrl);
    const first = await a.core.gateway.call('sqldb.usage', { sqldb: 'reports_ro' });
    expect(first.ok ? 'ok' : first.error.message).toBe('ok');
    expect(sb.counts()).toMatchObject({ 'sqldb.usage': 1, 'mysql.usage': 1 });
    expect(a.core.profiles.get(a.id)?.readAliases).toEqual({ 'sqldb.usage': 'mysql.usage' });
    // Remembered: straight to the public name, and after a restart from profiles.json.
    await a.core.gateway.call('sqldb.usage', { sqldb: 'reports_ro' });
    expect(sb.counts()).toMatchObject({ 'sqldb.usage': 1, 'mysql.usage': 2 });
    const reopened = createCoreServices({ dataDir: a.dir, mode: 'web', version: 't', sandbox: null, secretStore: memoryStore(), logSink: () => {} });
    cleanup.push(() => reopened.dispose());
    expect(reopened.profiles.get(a.id)?.readAliases).toEqual({ 'sqldb.usage': 'mysql.usage' });
  });

  it('a mutating command answered 0000 is never retried', async () => {
    const sb = await sandbox({ unknownCommands: ['sevu.revoke'] });
    const a = await account(sb, sb.baseUrl);
    const r = await a.core.gateway.call('sevu.revoke', { key: 'cam_1.53ffc996dd39d5.39102367' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'api_failure', code: '0000' } });
    expect(sb.counts()['sevu.revoke']).toBe(1);
    expect(Object.keys(sb.counts())).toEqual(['sevu.revoke']);
  });
});
