// A rehearsal mirror's credentials are its own sandbox's, in memory: accounts.setCredentials
// and clearCredentials refuse a mirror, and ending the rehearsal wipes any keychain or vault
// entry stored under the mirror's id (`rehearsal-<uuid>`), so none stays for good.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mirrorHandleOf } from '../../../electron/cli/boot';
import { createCoreServices } from '../../../electron/core/services';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import type { RehearsalState } from '../../../shared/ipc/rehearsal';
import { memoryStore } from '../gateway/helpers';

const sandboxes: SandboxHandle[] = [];
const disposers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const d of disposers) await d();
  for (const s of sandboxes) await s.close();
});

describe('rehearsal mirror credentials', () => {
  it('are refused by setCredentials and clearCredentials, and wiped from the store at rehearsal end', async () => {
    const real = await startSandbox({ seed: 3 });
    sandboxes.push(real);
    const store = memoryStore();
    const core = createCoreServices({
      dataDir: await mkdtemp(join(tmpdir(), 'mc-mirror-creds-')), mode: 'web', version: 't', sandbox: null, secretStore: store, logSink: () => {},
      startMirror: async (picture) => {
        const sb = await startSandbox({ picture });
        sandboxes.push(sb);
        return mirrorHandleOf(sb);
      },
    });
    disposers.push(() => core.dispose());
    const created = (await core.router.dispatch('accounts.create', { name: 'Studio', baseUrl: real.baseUrl, cdn: real.cdn })) as { value: { id: string } };
    const id = created.value.id;
    await core.router.dispatch('accounts.setCredentials', { id, apiKey: real.apiKey, secret: real.secret });
    await core.router.dispatch('accounts.setActive', { id });
    const started = await core.router.dispatch('rehearsal.start', {}, id);
    expect(started.ok, JSON.stringify(started)).toBe(true);
    const mirror = (started as { value: RehearsalState }).value.account;
    expect(mirror).toMatch(/^rehearsal-/);

    const set = await core.router.dispatch('accounts.setCredentials', { id: mirror, apiKey: 'mirror-key-000000', secret: 'mirror-secret-000000' });
    expect(set).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('rehearsal mirror') } });
    expect(await core.router.dispatch('accounts.clearCredentials', { id: mirror })).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect([...store.items.keys()].filter((k) => k.startsWith(mirror))).toEqual([]);

    // What an older console let in: an entry under the mirror's id.
    await store.set(mirror, 'apiKey', 'left-by-an-older-console');
    await store.set(mirror, 'secret', 'left-by-an-older-console');
    expect(await core.router.dispatch('rehearsal.end', {})).toEqual({ ok: true, value: null });
    expect([...store.items.keys()].filter((k) => k.startsWith('rehearsal-'))).toEqual([]);
    expect([...store.items.keys()].filter((k) => k.startsWith(id))).toHaveLength(2);
  });
});
