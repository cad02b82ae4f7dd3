import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProfileStore } from '../../../electron/core/profiles/store';

const sandbox = { baseUrl: 'http://127.0.0.1:4999/stable/', cdn: 77, apiKey: 'sbx-key', secret: 'sbx-secret' };
const clock = { now: () => Date.parse('2026-01-02T03:04:05Z') };
const fields = { name: 'Production', baseUrl: 'https://api.example.com/stable/', cdn: 1234, serialization: 'php' as const, colour: '#ff0000' };

async function open(dir?: string) {
  const dataDir = dir ?? (await mkdtemp(join(tmpdir(), 'mc-prof-')));
  return { store: ProfileStore.open(dataDir, sandbox, clock), dataDir };
}

function value<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('profiles', () => {
  it('keeps a per-account currency with the profile: none until set, persisted, cleared with null; the Sandbox for this run only', async () => {
    const { store, dataDir } = await open();
    const prod = value(await store.create(fields));
    expect(prod.currency).toBeUndefined();
    expect(value(await store.setCurrency(prod.id, 'EUR')).currency).toBe('EUR');
    expect(value(await store.update(prod.id, { cdn: 5 })).currency).toBe('EUR');
    const file = JSON.parse(await readFile(join(dataDir, 'profiles.json'), 'utf8')) as { profiles: Array<{ currency?: string }> };
    expect(file.profiles[0]?.currency).toBe('EUR');
    expect((await open(dataDir)).store.get(prod.id)?.currency).toBe('EUR');
    expect(value(await store.setCurrency('sandbox', 'USD')).currency).toBe('USD');
    expect(store.get('sandbox')?.currency).toBe('USD');
    expect((await open(dataDir)).store.get('sandbox')?.currency).toBeUndefined();
    expect(value(await store.setCurrency(prod.id, null)).currency).toBeUndefined();
    expect((await open(dataDir)).store.get(prod.id)?.currency).toBeUndefined();
    expect((await store.setCurrency('nope', 'EUR')).ok).toBe(false);
  });

  it("keeps the account's reconnect default with the profile: off until set, persisted, kept through an edit", async () => {
    const { store, dataDir } = await open();
    const prod = value(await store.create(fields));
    expect(prod.reconnectByDefault).toBeUndefined();
    expect(value(await store.setReconnectDefault(prod.id, true)).reconnectByDefault).toBe(true);
    expect(value(await store.update(prod.id, { cdn: 5 })).reconnectByDefault).toBe(true);
    expect((await open(dataDir)).store.get(prod.id)?.reconnectByDefault).toBe(true);
    expect(value(await store.setReconnectDefault(prod.id, false)).reconnectByDefault).toBe(false);
    expect((await open(dataDir)).store.get(prod.id)?.reconnectByDefault).toBe(false);
    expect((await store.setReconnectDefault('nope', true)).ok).toBe(false);
  });

  it('always has the sandbox, active when nothing else exists, with the live sandbox address', async () => {
    const { store } = await open();
    expect(store.list().map((p) => p.id)).toEqual(['sandbox']);
    expect(store.active()).toMatchObject({ id: 'sandbox', builtIn: true, baseUrl: sandbox.baseUrl, cdn: 77 });
  });

  it('creates, edits, duplicates and deletes, persisting across reopen', async () => {
    const { store, dataDir } = await open();
    const prod = value(await store.create(fields));
    const edited = value(await store.update(prod.id, { cdn: 999, colour: '#00ff00' }));
    expect(edited).toMatchObject({ name: 'Production', cdn: 999, colour: '#00ff00' });
    const copy = value(await store.duplicate(prod.id));
    expect(copy.name).toBe('Production (copy)');
    expect(value(await store.duplicate(prod.id)).name).toBe('Production (copy 2)');
    value(await store.setActive(copy.id));
    const again = (await open(dataDir)).store;
    expect(again.list().map((p) => p.name)).toEqual(['Sandbox', 'Production', 'Production (copy)', 'Production (copy 2)']);
    expect(again.activeId()).toBe(copy.id);
    value(await again.remove(copy.id));
    expect(again.activeId()).toBe('sandbox');
    expect(again.get(copy.id)).toBeUndefined();
  });

  it('never writes the sandbox or anything but the listed fields to profiles.json', async () => {
    const { store, dataDir } = await open();
    const smuggled = await store.create({ ...fields, apiKey: 'smuggled-key' } as typeof fields);
    expect(smuggled).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    value(await store.create(fields));
    const text = await readFile(join(dataDir, 'profiles.json'), 'utf8');
    expect(text).not.toContain('sbx-key');
    expect(text).not.toContain('sbx-secret');
    expect(text).not.toContain('smuggled-key');
    expect(text).not.toContain('"sandbox"');
  });

  it('refuses to edit or delete the sandbox', async () => {
    const { store } = await open();
    expect(await store.update('sandbox', { name: 'Mine' })).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect(await store.remove('sandbox')).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect(value(await store.duplicate('sandbox')).name).toBe('Sandbox (copy)');
  });

  it('stops bad input with a specific message and changes nothing', async () => {
    const { store } = await open();
    const plainHttp = await store.create({ ...fields, baseUrl: 'http://api.example.com/stable/' });
    expect(plainHttp).toMatchObject({ ok: false, error: { kind: 'invalid_input', issues: [{ path: 'baseUrl' }] } });
    if (!plainHttp.ok) expect(plainHttp.error.message).toContain('https://');
    expect(await store.create({ ...fields, cdn: -1 })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await store.create({ ...fields, name: 'sandbox' })).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect(await store.update('nope', { cdn: 2 })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(store.list()).toHaveLength(1);
  });

  it('allows plain http only to this machine', async () => {
    const { store } = await open();
    expect((await store.create({ ...fields, baseUrl: 'http://127.0.0.1:8080/stable/' })).ok).toBe(true);
  });

  it('keeps concurrent changes (one at a time, none lost)', async () => {
    const { store, dataDir } = await open();
    await Promise.all(Array.from({ length: 8 }, (_, i) => store.create({ ...fields, name: `Account ${i}` })));
    expect((await open(dataDir)).store.list()).toHaveLength(9);
  });

  it('finds by id or name ignoring case', async () => {
    const { store } = await open();
    const prod = value(await store.create(fields));
    expect(store.find('production')?.id).toBe(prod.id);
    expect(store.find(prod.id)?.name).toBe('Production');
    expect(store.find('SANDBOX')?.id).toBe('sandbox');
  });

  it('moves an unreadable file aside and skips invalid entries, saying so', async () => {
    const { dataDir } = await open();
    await writeFile(join(dataDir, 'profiles.json'), '{"profiles": [');
    const first = (await open(dataDir)).store;
    expect(first.loadProblems[0]).toMatch(/could not be read and was moved to/);
    expect((await readdir(dataDir)).some((f) => f.startsWith('profiles.json.unreadable-'))).toBe(true);
    await writeFile(join(dataDir, 'profiles.json'), JSON.stringify({ activeId: null, profiles: [{ id: 'x', name: '' }] }));
    const second = (await open(dataDir)).store;
    expect(second.loadProblems[0]).toMatch(/profile #1 in profiles.json was skipped/);
    expect(second.list()).toHaveLength(1);
  });

  it('keeps a skipped entry beside the file, so the next save does not lose it', async () => {
    const { dataDir } = await open();
    // Hand-edited: http:// to a remote host, which the base-URL rule refuses.
    const edited = { id: 'hand-1', name: 'Old relay', baseUrl: 'http://relay.example.com/stable/', cdn: 9, serialization: 'php', colour: '#00ff00', builtIn: false, createdAt: 't', updatedAt: 't' };
    await writeFile(join(dataDir, 'profiles.json'), JSON.stringify({ activeId: null, profiles: [edited] }));
    const { store } = await open(dataDir);
    expect(store.loadProblems.join('\n')).toMatch(/profile #1 in profiles.json was skipped[\s\S]*kept at .*profiles\.json\.skipped-/);
    value(await store.create(fields));
    expect(JSON.parse(await readFile(join(dataDir, 'profiles.json'), 'utf8')).profiles.map((p: { name: string }) => p.name)).toEqual(['Production']);
    const aside = (await readdir(dataDir)).filter((f) => f.startsWith('profiles.json.skipped-'));
    expect(aside).toHaveLength(1);
    expect(JSON.parse(await readFile(join(dataDir, aside[0]!), 'utf8')).profiles).toEqual([edited]);
  });
});
