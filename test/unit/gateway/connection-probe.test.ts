/**
 * Test connection probes what it reports: a harmless read whose parameters hold "/" and a
 * non-ASCII character, signed in each serialization, against a sandbox that checks
 * signatures as a PHP service may (--signature-mode php, raw, either). The result says
 * which serializations are accepted and what that means for splits; the profile keeps it.
 * And a video.getapps answer it cannot read is a warning, not a failed test.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionTest } from '../../../shared/ipc/accounts';
import { createCoreServices } from '../../../electron/core/services';
import { type SandboxHandle, type SandboxOptions, startSandbox } from '../../../electron/sandbox';
import { memoryStore } from './helpers';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

async function sandbox(options: SandboxOptions): Promise<SandboxHandle> {
  const sb = await startSandbox({ seed: 5, tickets: 20, attempts: 50, ...options });
  cleanup.push(() => sb.close());
  return sb;
}

async function test(sb: SandboxHandle, serialization: 'php' | 'standard') {
  const dir = await mkdtemp(join(tmpdir(), 'mc-probe-'));
  const core = createCoreServices({ dataDir: dir, mode: 'web', version: 't', sandbox: null, secretStore: memoryStore(), logSink: () => {} });
  cleanup.push(() => core.dispose());
  const created = (await core.router.dispatch('accounts.create', { name: 'Real', baseUrl: sb.baseUrl, cdn: sb.cdn, serialization })) as { value: { id: string } };
  const id = created.value.id;
  await core.router.dispatch('accounts.setCredentials', { id, apiKey: sb.apiKey, secret: sb.secret });
  const result = (await core.router.dispatch('accounts.testConnection', { id })) as { ok: true; value: ConnectionTest };
  return { value: result.value, profile: core.profiles.get(id), dir, id };
}

describe('Test connection tells the serializations apart', () => {
  it('--signature-mode php: php only; a standard profile is told its splits would be refused', async () => {
    const sb = await sandbox({ signatureMode: 'php' });
    const php = await test(sb, 'php');
    expect(php.value).toMatchObject({ ok: true, serialization: { php: 'accepted', standard: 'rejected' } });
    expect(php.value.message).toMatch(/the server accepts php serialization only \(a read holding "\/" and "ü" signed standard was refused \(0003\)\); splits, whose app always holds "\/", verify as this profile signs them \(php\)\.$/);
    expect(php.profile?.serializationProbe).toMatchObject({ php: 'accepted', standard: 'rejected' });
    const standard = await test(sb, 'standard');
    expect(standard.value).toMatchObject({ serialization: { php: 'accepted', standard: 'rejected' } });
    expect(standard.value.message).toContain('would be refused (0003) as this profile signs them (standard): set its serialization to php');
  });

  it.each(['raw', 'either'] as const)('--signature-mode %s: both', async (signatureMode) => {
    const sb = await sandbox({ signatureMode });
    for (const serialization of ['php', 'standard'] as const) {
      const r = await test(sb, serialization);
      expect(r.value).toMatchObject({ ok: true, serialization: { php: 'accepted', standard: 'accepted' } });
      expect(r.value.message).toContain('the server accepts both php and standard serialization');
      expect(r.profile?.serializationProbe).toMatchObject({ php: 'accepted', standard: 'accepted' });
    }
  });

  it('the profile keeps what it found across a restart', async () => {
    const sb = await sandbox({ signatureMode: 'php' });
    const r = await test(sb, 'php');
    const reopened = createCoreServices({ dataDir: r.dir, mode: 'web', version: 't', sandbox: null, secretStore: memoryStore(), logSink: () => {} });
    cleanup.push(() => reopened.dispose());
    expect(reopened.profiles.get(r.id)?.serializationProbe).toMatchObject({ php: 'accepted', standard: 'rejected' });
  });
});
