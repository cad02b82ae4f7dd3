import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallResult } from '../../../shared/api/failures';
import { createCoreServices } from '../../../electron/core/services';
import { addAccount, fakeClients, META, services } from './helpers';

const okResult = (value: unknown): CallResult<unknown> => ({ ok: true, value, meta: META });
let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup) await c();
  cleanup = [];
});

async function setup(answer: Parameters<typeof services>[0]) {
  const s = await services(answer);
  cleanup.push(() => s.core.dispose());
  return s;
}

describe('gateway', () => {
  it('writes the audit intent before sending and the outcome before returning', async () => {
    let auditAtSend = '';
    const s = await setup(async () => {
      auditAtSend = await readFile(join(s.dataDir, 'audit.jsonl'), 'utf8');
      return okResult({ status: 'success', message: 'split', handle_time: 0.1, code: null });
    });
    await addAccount(s.core);
    const result = await s.core.gateway.call('recording.split', { app: 'demo', stream: 'cam_1' } as never);
    expect(result.ok).toBe(true);
    expect(auditAtSend.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l).phase)).toEqual(['intent']);
    const list = await s.core.router.dispatch('activity.list', {});
    expect(list).toMatchObject({ ok: true, value: { entries: [{ command: 'recording.split', outcome: 'ok', profileName: 'Prod', latencyMs: 12 }] } });
  });

  it('does not audit reads, and caches them under cacheKey (never for mutating calls)', async () => {
    const s = await setup(() => okResult({ status: 'success', apps: [{ app: 'demo' }] }));
    const id = await addAccount(s.core);
    await s.core.gateway.call('video.getapps', {}, { cacheKey: 'reports:apps' });
    await s.core.gateway.call('sevu.revoke', { key: 'k' }, { cacheKey: 'mut' });
    expect(await s.core.cache.get(id, 'reports:apps')).toMatchObject({ response: { apps: [{ app: 'demo' }] }, profileId: id });
    expect(await s.core.cache.get(id, 'mut')).toBeNull();
    const cached = await s.core.router.dispatch('api.cached', { cacheKey: 'reports:apps' });
    expect(cached).toMatchObject({ ok: true, value: { response: { apps: [{ app: 'demo' }] } } });
    const audit = await s.core.audit.list({ limit: 10 });
    expect(audit.entries.map((e) => e.command)).toEqual(['sevu.revoke']);
  });

  it('fails with no_credentials (nothing sent) and audits a mutating attempt as not_sent', async () => {
    const s = await setup(() => okResult({}));
    const created = await s.core.router.dispatch('accounts.create', { name: 'Bare', baseUrl: 'https://api.example.com/stable/', cdn: 1 });
    await s.core.router.dispatch('accounts.setActive', { id: (created as { value: { id: string } }).value.id });
    const result = await s.core.gateway.call('sevu.revoke', { key: 'k' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'no_credentials' } });
    expect(s.calls).toHaveLength(0);
    expect((await s.core.audit.list({ limit: 5 })).entries[0]).toMatchObject({ outcome: 'not_sent', resultKind: 'no_credentials' });
  });

  it('masks push service passwords before they leave main', async () => {
    const s = await setup(() => okResult({ status: 'success', services: [{ push_service_id: 1, password: 'svc-pass-123' }, { push_service_id: 2, password: null }] }));
    await addAccount(s.core);
    const result = await s.core.router.dispatch('api.call', { command: 'pushpublish.services', params: {}, cacheKey: 'push:services' }, s.core.profiles.activeId());
    expect(JSON.stringify(result)).not.toContain('svc-pass-123');
    expect(result).toMatchObject({ ok: true, value: { response: { services: [{ password: null, password_set: true }, { password: null, password_set: false }] } } });
  });

  it('reports the connection: ok with latency and clock offset, offline when unreachable', async () => {
    let offline = false;
    const s = await setup(() =>
      offline ? { ok: false, error: { kind: 'network_not_sent', cause: 'refused', message: 'The server refused the connection.' } } : okResult({ status: 'success', apps: [] }),
    );
    const id = await addAccount(s.core);
    await s.core.gateway.call('video.getapps', {});
    offline = true;
    await s.core.gateway.call('video.getapps', {});
    await s.core.gateway.call('video.getapps', {}); // OFFLINE only after two failed reads in a row
    const changes = s.events.filter((e) => e.type === 'connection.changed' && e.profileId === id && e.state !== 'unknown');
    expect(changes).toMatchObject([
      { state: 'ok', latencyMs: 12, clockOffsetMs: 1500 },
      { state: 'retrying', message: 'one read failed (refused) — retrying', latencyMs: 12 },
      { state: 'offline', message: 'The server refused the connection.', latencyMs: 12 },
    ]);
    expect(await s.core.router.dispatch('app.connection', {})).toMatchObject({ ok: true, value: { profileId: id, state: 'offline' } });
  });

  it('audits an outcome_unknown mutating call as unknown', async () => {
    const s = await setup(() => ({ ok: false, error: { kind: 'outcome_unknown', cause: 'connection_reset', message: 'The connection dropped after sending; check before sending again.' }, meta: { latencyMs: 5 } }));
    await addAccount(s.core);
    await s.core.gateway.call('pushpublish.disconnect', { app: 'a', inst: 'i', entry_name: '*' });
    expect((await s.core.audit.list({ limit: 5 })).entries[0]).toMatchObject({ outcome: 'unknown', resultKind: 'outcome_unknown', latencyMs: 5 });
  });
});

describe('gateway and the vault', () => {
  it('stops using credentials the moment the vault is locked (also after a restart)', async () => {
    const first = await services(() => okResult({ status: 'success', apps: [] }), { secretStore: undefined, secretBackend: 'vault' });
    expect(await first.core.router.dispatch('accounts.createVault', { passphrase: 'vault passphrase!' })).toMatchObject({ ok: true });
    await addAccount(first.core);
    await first.core.dispose();
    // A new process: the vault is locked until unlocked, and locking again takes effect at once.
    const { factory, calls } = fakeClients(() => okResult({ status: 'success', apps: [] }));
    const core = createCoreServices({ dataDir: first.dataDir, mode: 'web', version: 't', sandbox: null, secretBackend: 'vault', createClient: factory, logSink: () => {} });
    cleanup.push(() => core.dispose());
    expect(await core.gateway.call('video.getapps', {})).toMatchObject({ ok: false, error: { kind: 'vault_locked' } });
    await core.router.dispatch('accounts.unlockVault', { passphrase: 'vault passphrase!' });
    expect((await core.gateway.call('video.getapps', {})).ok).toBe(true);
    await core.router.dispatch('accounts.lockVault', {});
    expect(await core.gateway.call('video.getapps', {})).toMatchObject({ ok: false, error: { kind: 'vault_locked' } });
    expect(calls).toHaveLength(1);
  });
});

describe('test connection', () => {
  it('falls back to sevu.search when video.getapps is unknown, and tries the other serialization', async () => {
    const s = await setup((command, _p, options) => {
      if (command === 'video.getapps') return { ok: false, error: { kind: 'api_failure', code: '0000', message: 'Unrecognized API Command', serverMessage: 'Unrecognized API Command' }, meta: META };
      if (options.serialization === 'standard') return { ok: false, error: { kind: 'signature_rejected', code: '0003', message: 'signature', serverMessage: null }, meta: META };
      return okResult({ status: 'success', tickets: [] });
    });
    const id = await addAccount(s.core);
    const result = await s.core.router.dispatch('accounts.testConnection', { id });
    expect(result).toMatchObject({ ok: true, value: { ok: true, latencyMs: 12, clockOffsetMs: 1500, serialization: { php: 'accepted', standard: 'rejected' }, failureKind: null } });
    expect((result as { value: { message: string } }).value.message).toBe('Connected in 12 ms; the server clock is 1.5 s ahead of this one; the server accepts php serialization only (a read holding "/" and "ü" signed standard was refused (0003)); splits, whose app always holds "/", verify as this profile signs them (php).');
    // The first read, then the probe (its key holds "/" and "ü") in each serialization.
    expect(s.calls.map((c) => `${c.command}/${c.serialization}`)).toEqual(['video.getapps/php', 'sevu.search/php', 'sevu.search/php', 'sevu.search/standard']);
    expect(s.calls.slice(2).map((c) => c.params)).toEqual([{ key: 'mc-probe/ü', limit: 1 }, { key: 'mc-probe/ü', limit: 1 }]);
  });

  it('a video.getapps answer it cannot read is a warning, not a failed test', async () => {
    const s = await setup((command) => {
      if (command === 'video.getapps') return { ok: false, error: { kind: 'bad_shape', member: 'apps', message: "The server's answer had no readable list of applications; it sent: things." }, meta: META };
      return okResult({ status: 'success', tickets: [] });
    });
    const id = await addAccount(s.core);
    const result = await s.core.router.dispatch('accounts.testConnection', { id });
    expect(result).toMatchObject({ ok: true, value: { ok: true, failureKind: null, serialization: { php: 'accepted', standard: 'accepted' } } });
    expect((result as { value: { message: string } }).value.message).toMatch(/^Connected in 12 ms; .*Warning: the list of applications came in a shape this console cannot read \(The server's answer had no readable list of applications; it sent: things\.\)\.$/);
  });

  it('does not try the other serialization when the server is unreachable', async () => {
    const s = await setup(() => ({ ok: false, error: { kind: 'timeout', phase: 'connect', message: 'No answer within 5 s.' }, meta: {} }));
    const id = await addAccount(s.core);
    const result = await s.core.router.dispatch('accounts.testConnection', { id });
    expect(result).toMatchObject({ ok: true, value: { ok: false, failureKind: 'timeout', message: 'No answer within 5 s.', serialization: { php: 'unknown', standard: 'not_tried' } } });
  });

  it('reports no latency and no clock offset when the server was never reached (e.g. a DNS failure)', async () => {
    const s = await setup(() => ({ ok: false, error: { kind: 'network_not_sent', cause: 'dns', message: 'No such host.' }, meta: META }));
    const id = await addAccount(s.core);
    const result = await s.core.router.dispatch('accounts.testConnection', { id });
    expect(result).toMatchObject({ ok: true, value: { ok: false, failureKind: 'network_not_sent', latencyMs: null, clockOffsetMs: null } });
  });

  it('keeps the latency of a failed test that reached the server', async () => {
    const s = await setup(() => ({ ok: false, error: { kind: 'signature_rejected', code: '0003', message: 'signature', serverMessage: null }, meta: META }));
    const id = await addAccount(s.core);
    const result = await s.core.router.dispatch('accounts.testConnection', { id });
    expect(result).toMatchObject({ ok: true, value: { ok: false, latencyMs: 12, clockOffsetMs: 1500 } });
  });

  it('says which credentials are missing', async () => {
    const s = await setup(() => okResult({}));
    const created = await s.core.router.dispatch('accounts.create', { name: 'Bare', baseUrl: 'https://api.example.com/stable/', cdn: 1 });
    const result = await s.core.router.dispatch('accounts.testConnection', { id: (created as { value: { id: string } }).value.id });
    expect(result).toMatchObject({ ok: true, value: { ok: false, failureKind: 'no_credentials' } });
  });
});

describe('gateway when the audit log cannot be written', () => {
  it('does not send a mutating command whose intent could not be recorded, and says why', async () => {
    const { mkdir, rm } = await import('node:fs/promises');
    const s = await setup(() => okResult({ status: 'success', message: 'split', streams: [] }));
    await addAccount(s.core);
    // A directory where the audit file should be: every append fails (EISDIR), as a full disk would.
    await rm(join(s.dataDir, 'audit.jsonl'), { force: true });
    await mkdir(join(s.dataDir, 'audit.jsonl'));
    const result = await s.core.gateway.call('recording.split', { app: 'demo/live', stream: 'cam_1' } as never);
    expect(result).toMatchObject({ ok: false, error: { kind: 'io_error' } });
    expect(!result.ok && result.error.message).toMatch(/^Not sent: the audit log could not be written/);
    expect(s.calls.filter((c) => c.command === 'recording.split')).toHaveLength(0);
    // Reads are not audited and still work.
    const read = await s.core.gateway.call('video.getapps', {});
    expect(read.ok).toBe(true);
  });
});
