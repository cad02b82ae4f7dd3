import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contractChannelNames } from '../../../shared/ipc/contract';
import type { McEvent } from '../../../shared/ipc/events';
import { GEO_FILE } from '../../../electron/core/live/geo-store';
import type { CoreOptions } from '../../../electron/core/core-options';
import { createCoreServices, type CoreServices } from '../../../electron/core/services';
import { memoryStore } from '../gateway/helpers';

let open: CoreServices[] = [];
afterEach(async () => {
  for (const c of open) await c.dispose();
  open = [];
});

async function core(extra: Partial<CoreOptions> = {}) {
  const c = createCoreServices({ dataDir: await mkdtemp(join(tmpdir(), 'mc-svc-')), mode: 'web', version: '9.9.9', sandbox: null, secretStore: memoryStore(), logSink: () => {}, ...extra });
  open.push(c);
  return c;
}

describe('composition root', () => {
  it('routes every channel of the contract', async () => {
    const c = await core();
    expect(c.router.channels().sort()).toEqual(contractChannelNames().sort());
  });

  it('answers app.info from its options', async () => {
    const c = await core({ mode: 'electron', version: '1.0.0', platform: 'linux' });
    expect(await c.router.dispatch('app.info', {})).toEqual({ ok: true, value: { mode: 'electron', version: '1.0.0', platform: 'linux' } });
  });

  it('lets exports write only what the save dialog returned in this session (Electron), or a name in the export folder (web)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mc-grant-'));
    const chosen = join(dir, 'chosen.csv');
    const electron = await core({ chooseSavePath: async () => chosen });
    const check = (c: CoreServices, path: string) => c.router.dispatch('viewers.checkExportPath', { path, overwrite: true });
    expect(await check(electron, chosen)).toMatchObject({ ok: false, error: { message: expect.stringContaining('Choose file') } });
    await electron.router.dispatch('app.chooseSavePath', { suggestedName: 'chosen.csv' });
    expect(await check(electron, chosen)).toEqual({ ok: true, value: { path: chosen, exists: false } });
    expect(await check(electron, join(dir, 'other.csv'))).toMatchObject({ ok: false, error: { message: expect.stringContaining('Choose file') } });
    const web = await core({ exportDir: join(dir, 'web-exports') });
    expect(await check(web, 'a.csv')).toEqual({ ok: true, value: { path: join(dir, 'web-exports', 'a.csv'), exists: false } });
    expect(await check(web, chosen)).toMatchObject({ ok: false, error: { message: expect.stringContaining('file name only') } });
  });

  it('asks for a save path through the injected dialog, and says to type one in web mode', async () => {
    const asked: unknown[] = [];
    const electron = await core({ chooseSavePath: async (o) => (asked.push(o), '/home/op/attempts.csv') });
    expect(await electron.router.dispatch('app.chooseSavePath', { suggestedName: 'attempts.csv' })).toEqual({ ok: true, value: { path: '/home/op/attempts.csv' } });
    expect(asked).toEqual([{ suggestedName: 'attempts.csv' }]);
    const cancelled = await core({ chooseSavePath: async () => null });
    expect(await cancelled.router.dispatch('app.chooseSavePath', { suggestedName: 'a.csv' })).toEqual({ ok: true, value: null });
    expect(await electron.router.dispatch('app.chooseSavePath', { suggestedName: '../etc/passwd' })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    const web = await core();
    const result = await web.router.dispatch('app.chooseSavePath', { suggestedName: 'a.csv' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringMatching(/type a file name/) } });
  });

  it('opens https links through the injected adapter, and says what to do in web mode', async () => {
    const opened: string[] = [];
    const electron = await core({ openExternal: async (url) => void opened.push(url) });
    expect(await electron.router.dispatch('app.openExternal', { url: 'https://example.com/docs' })).toEqual({ ok: true, value: null });
    expect(opened).toEqual(['https://example.com/docs']);
    expect(await electron.router.dispatch('app.openExternal', { url: 'file:///etc/passwd' })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    const refusing = await core({
      openExternal: async () => {
        throw new Error('not on the allow-list: example.org');
      },
    });
    expect(await refusing.router.dispatch('app.openExternal', { url: 'https://example.org/' })).toEqual({
      ok: false,
      error: { kind: 'conflict', message: 'The link was not opened: not on the allow-list: example.org' },
    });
    const web = await core();
    const result = await web.router.dispatch('app.openExternal', { url: 'https://example.com/docs' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    if (!result.ok) expect(result.error.message).toContain('open https://example.com/docs in your browser yourself');
  });

  it('starts on the Sandbox account with its in-memory credentials', async () => {
    const c = await core({ sandbox: { baseUrl: 'http://127.0.0.1:5555/stable/', cdn: 9, apiKey: 'sbx-key-1', secret: 'sbx-secret-1' } });
    const list = await c.router.dispatch('accounts.list', {});
    expect(list).toMatchObject({ ok: true, value: { activeId: 'sandbox', profiles: [{ id: 'sandbox', baseUrl: 'http://127.0.0.1:5555/stable/', credentials: { apiKey: 'set', secret: 'set' } }] } });
    expect(JSON.stringify(list)).not.toContain('sbx-key-1');
    expect(await c.router.dispatch('accounts.setCredentials', { id: 'sandbox', apiKey: 'x-123456' })).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect(await c.router.dispatch('accounts.remove', { id: 'sandbox' })).toMatchObject({ ok: false, error: { kind: 'conflict' } });
  });

  it('deletes an account with its credentials, cache and geo baselines, announcing the change', async () => {
    const store = memoryStore();
    const dataDir = await mkdtemp(join(tmpdir(), 'mc-svc-'));
    const c = await core({ secretStore: store, dataDir });
    const events: McEvent[] = [];
    c.events.subscribe((e) => events.push(e));
    const created = await c.router.dispatch('accounts.create', { name: 'Gone', baseUrl: 'https://api.example.com/stable/', cdn: 3 });
    const id = (created as { value: { id: string } }).value.id;
    await c.router.dispatch('accounts.setCredentials', { id, apiKey: 'k-999999', secret: 's-999999' });
    await c.cache.put(id, 'x', { a: 1 }, 't');
    const applied = { codes: ['DE'], invalidCodes: [], at: '2026-11-26T01:00:00.000Z' };
    await writeFile(join(dataDir, GEO_FILE), JSON.stringify({ version: 1, entries: { [`${id}|demo-origin`]: applied, [`${id}|demo-origin/cam_1`]: applied, 'sandbox|demo-origin': applied } }));
    expect(store.items.size).toBe(2);
    expect(await c.router.dispatch('accounts.remove', { id })).toEqual({ ok: true, value: null });
    expect(store.items.size).toBe(0);
    expect(await c.cache.get(id, 'x')).toBeNull();
    expect(Object.keys((JSON.parse(await readFile(join(dataDir, GEO_FILE), 'utf8')) as { entries: object }).entries)).toEqual(['sandbox|demo-origin']);
    expect(events.filter((e) => e.type === 'accounts.changed')).toHaveLength(3);
  });

  it('refuses empty credential updates with a specific message', async () => {
    const c = await core();
    const created = await c.router.dispatch('accounts.create', { name: 'A', baseUrl: 'https://api.example.com/stable/', cdn: 3 });
    const id = (created as { value: { id: string } }).value.id;
    expect(await c.router.dispatch('accounts.setCredentials', { id })).toMatchObject({ ok: false, error: { kind: 'invalid_input', message: 'Give an API key, a signing secret, or both.' } });
    expect(await c.router.dispatch('accounts.setCredentials', { id, apiKey: '' })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  });

  it('reports the secret backend with the reason when no keychain works', async () => {
    const c = await core({
      secretStore: undefined,
      loadKeychain: async () => {
        throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
      },
    });
    const status = await c.router.dispatch('accounts.backend', {});
    expect(status).toMatchObject({ ok: true, value: { backend: 'none', keychainAvailable: false, vault: { exists: false } } });
    expect(status).toMatchObject({ value: { keychainProblem: 'No keychain is running', keychainDetail: 'Cannot autolaunch D-Bus without X11 $DISPLAY' } });
    const created = await c.router.dispatch('accounts.create', { name: 'A', baseUrl: 'https://api.example.com/stable/', cdn: 3 });
    const id = (created as { value: { id: string } }).value.id;
    expect(await c.router.dispatch('accounts.setCredentials', { id, apiKey: 'k-123456' })).toMatchObject({ ok: false, error: { kind: 'keychain_unavailable' } });
    expect(await c.router.dispatch('accounts.createVault', { passphrase: 'short' })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await c.router.dispatch('accounts.createVault', { passphrase: 'long enough passphrase' })).toMatchObject({ ok: true, value: { backend: 'vault' } });
    expect(await c.router.dispatch('accounts.setCredentials', { id, apiKey: 'k-123456' })).toMatchObject({ ok: true, value: { credentials: { apiKey: 'set', secret: 'missing', backend: 'vault' } } });
  });
});
