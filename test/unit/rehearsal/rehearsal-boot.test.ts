/**
 * Rehearsal as the processes boot it: web mode and Electron main start through boot.ts,
 * which passes a real mirror starter; the plain CLI passes none and start says so.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootServices } from '../../../electron/cli/boot';
import { CACHE_DIR } from '../../../electron/core/cache/store';
import { GEO_FILE } from '../../../electron/core/live/geo-store';
import { createCoreServices } from '../../../electron/core/services';
import { memoryStore } from '../gateway/helpers';

type Answer = { ok: boolean; value?: unknown; error?: { kind: string; message: string } };

/** The accounts that have a geo baseline in the data folder's geo file. */
async function geoAccounts(dataDir: string): Promise<string[]> {
  const file = JSON.parse(await readFile(join(dataDir, GEO_FILE), 'utf8')) as { entries: Record<string, unknown> };
  return Object.keys(file.entries).map((key) => key.slice(0, key.indexOf('|')));
}

describe('rehearsal where no sandbox runs (the plain CLI)', () => {
  it('start fails in words', async () => {
    const plain = createCoreServices({ dataDir: await mkdtemp(join(tmpdir(), 'mc-rehearse-cli-')), mode: 'web', version: 't', sandbox: null, secretStore: memoryStore(), logSink: () => {} });
    try {
      expect(await plain.router.dispatch('rehearsal.start', {}, plain.profiles.activeId())).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('Rehearsal needs the built-in sandbox') } });
    } finally {
      await plain.dispose();
    }
  });
});

describe('the console shutting down while a rehearsal starts', () => {
  it('closes the mirror that was being started instead of listing it, and start says why', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const startAsked = new Promise<void>((resolve) => (asked = resolve));
    let closed = 0;
    const booted = await bootServices({ dataDir: await mkdtemp(join(tmpdir(), 'mc-rehearse-mid-')), mode: 'web', version: 't', secretBackend: 'none', logSink: () => {} });
    // A starter that holds the mirror back until the shutdown has begun.
    const slow = createCoreServices({
      dataDir: await mkdtemp(join(tmpdir(), 'mc-rehearse-mid-core-')), mode: 'web', version: 't', secretBackend: 'none', logSink: () => {},
      sandbox: { baseUrl: booted.sandbox.baseUrl, cdn: booted.sandbox.cdn, apiKey: booted.sandbox.apiKey, secret: booted.sandbox.secret },
      startMirror: async () => {
        asked();
        await gate;
        return { baseUrl: 'http://127.0.0.1:1/stable/', cdn: 1, apiKey: 'k', secret: 's', refuseService: () => {}, loseNextAnswer: () => {}, clearFaults: () => {}, faults: () => ({ refused: [], loseNextAnswer: false }), close: async () => void (closed += 1) };
      },
    });
    try {
      const start = slow.router.dispatch('rehearsal.start', {}, 'sandbox') as Promise<Answer>;
      await startAsked;
      const disposing = slow.dispose();
      release();
      expect(await start).toMatchObject({ ok: false, error: { kind: 'conflict', message: 'Rehearsal not started: the console is shutting down.' } });
      await disposing;
      expect(closed).toBe(1);
      expect(slow.profiles.list().some((p) => p.mirrorOf !== undefined)).toBe(false);
    } finally {
      await booted.dispose();
    }
  });
});

describe('rehearsal as web mode and Electron main boot it (boot.ts)', () => {
  it('mirrors the built-in Sandbox account on a sandbox of its own, and closes it at the end', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mc-rehearse-boot-'));
    const booted = await bootServices({ dataDir, mode: 'web', version: 't', secretBackend: 'none', logSink: () => {} });
    try {
      const { router, profiles } = booted.services;
      expect(await router.dispatch('live.geoApply', { app: 'demo-origin', geo_codes: ['DE'] }, 'sandbox')).toMatchObject({ ok: true });
      const started = (await router.dispatch('rehearsal.start', {}, 'sandbox')) as Answer;
      expect(started).toMatchObject({ ok: true, value: { name: 'Sandbox — rehearsal', mirrorOf: 'sandbox', copied: { services: 7, apps: 3 } } });
      const mirror = profiles.active();
      expect(mirror).toMatchObject({ mirrorOf: 'sandbox', builtIn: true });
      expect(mirror.baseUrl).not.toBe(booted.sandbox.baseUrl);
      const apps = (await router.dispatch('api.call', { command: 'video.getapps', params: {} }, mirror.id)) as Answer;
      expect(apps).toMatchObject({ ok: true, value: { response: { apps: [{ name: 'demo-origin' }, { name: 'channel-origin' }, { name: 'vod-archive' }] } } });
      expect(booted.sandbox.counts()['video.getapps']).toBe(1);
      // A geo set applied while rehearsing is the mirror's baseline, and ends with it; the real account's stays.
      expect(await router.dispatch('live.geoApply', { app: 'demo-origin', geo_codes: ['FR'] }, mirror.id)).toMatchObject({ ok: true });
      expect((await geoAccounts(dataDir)).sort()).toEqual([mirror.id, 'sandbox'].sort());
      expect(await router.dispatch('rehearsal.end', {})).toEqual({ ok: true, value: null });
      expect(profiles.activeId()).toBe('sandbox');
      expect(await geoAccounts(dataDir)).toEqual(['sandbox']);
      await expect(fetch(mirror.baseUrl, { method: 'POST' })).rejects.toThrow();
    } finally {
      await booted.dispose();
    }
  });

  it('closes a running mirror when the services are disposed (the app quits mid-rehearsal)', async () => {
    const booted = await bootServices({ dataDir: await mkdtemp(join(tmpdir(), 'mc-rehearse-quit-')), mode: 'web', version: 't', secretBackend: 'none', logSink: () => {} });
    const started = (await booted.services.router.dispatch('rehearsal.start', {}, 'sandbox')) as Answer;
    expect(started.ok).toBe(true);
    const mirrorUrl = booted.services.profiles.active().baseUrl;
    expect((await fetch(mirrorUrl, { method: 'POST' })).ok, 'the mirror answers while it runs').toBe(true);
    await booted.dispose();
    await expect(fetch(mirrorUrl, { method: 'POST' })).rejects.toThrow();
  });
});

describe('a console that did not close cleanly during a rehearsal', () => {
  it('drops the reads and geo baselines kept under the mirror at the next start, and keeps every other account\'s', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mc-rehearse-crash-'));
    const mirrorDir = join(dataDir, CACHE_DIR, 'rehearsal-0f6c1d2e-dead-4bee-8f00-000000000001');
    const sandboxDir = join(dataDir, CACHE_DIR, 'sandbox');
    await mkdir(mirrorDir, { recursive: true });
    await mkdir(sandboxDir, { recursive: true });
    await writeFile(join(mirrorDir, 'live-services.json'), '{}');
    await writeFile(join(sandboxDir, 'live-services.json'), '{}');
    const applied = { codes: ['DE'], invalidCodes: [], at: '2026-11-26T01:00:00.000Z' };
    await writeFile(join(dataDir, GEO_FILE), JSON.stringify({ version: 1, entries: { 'rehearsal-0f6c1d2e-dead-4bee-8f00-000000000001|demo-origin': applied, 'sandbox|demo-origin': applied } }));
    const core = createCoreServices({ dataDir, mode: 'web', version: 't', sandbox: null, secretStore: memoryStore(), logSink: () => {} });
    await core.dispose(); // waits for the start's clean-up
    expect(existsSync(mirrorDir)).toBe(false);
    expect(existsSync(join(sandboxDir, 'live-services.json'))).toBe(true);
    expect(await geoAccounts(dataDir)).toEqual(['sandbox']);
  });
});
