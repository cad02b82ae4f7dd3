/**
 * The saved reconnect settings are read at start: a fresh Live feature over a data folder
 * that already holds live-reconnect.json, or over an account whose default is on, takes a
 * dropped destination back by itself — no reconnect call made in this run. A destination
 * turned off by hand stays FAILED though its account's default is on.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runInCue } from '../../../electron/core/audit/cue-scope';
import { createApiClient } from '../../../electron/core/client';
import { type CommandGateway, systemClock } from '../../../electron/core/deps';
import { createLiveFeature, type LiveFeature, type LiveSources } from '../../../electron/core/live/feature';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox/index';
import type { Destination } from '../../../shared/domain/live/board';
import { FakeGateway } from './fake-gateway';

const ACCOUNT = new FakeGateway().profile.id;
const closers: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function start(dataDir: string, sources: LiveSources = {}): Promise<{ live: LiveFeature; sandbox: SandboxHandle }> {
  const sandbox = await startSandbox({ seed: 7, pushConnectDelayMs: 100, splitBusyMs: 0 });
  const client = createApiClient({ baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, apiKey: sandbox.apiKey, secret: sandbox.secret, serialization: 'php' });
  const profile = new FakeGateway().profile;
  const gateway: CommandGateway = { call: (c, p, o) => client.call(c, p, o), activeProfile: () => profile, notSent: () => undefined };
  const live = createLiveFeature({ gateway, events: { emit: () => undefined }, clock: systemClock, dataDir, exports: { kind: 'folder', dir: tmpdir() } }, undefined, sources);
  closers.push(async () => (live.dispose(), client.close(), await sandbox.close()));
  await live.handlers.services({});
  await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 60_000 });
  return { live, sandbox };
}

/** Checks status until the row is as awaited (the sandbox settles a push after its delay; a try waits its backoff). */
async function rowUntil(live: LiveFeature, key: string, ok: (r: Destination) => boolean, seen: string[] = []): Promise<Destination> {
  for (;;) {
    const snap = await live.handlers.checkStatus({});
    const row = snap.ok ? snap.value.board.find((r) => r.key === key) : undefined;
    if (row && seen.at(-1) !== row.state) seen.push(row.state);
    if (row && ok(row)) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function onAir(live: LiveFeature, ids: number[]): Promise<void> {
  await live.handlers.connect({ connects: ids.map((id) => ({ push_service_id: id, inst: 'live' })) });
  for (const id of ids) await rowUntil(live, `svc:${id}`, (r) => r.state === 'live');
}

describe('reconnect settings read at start', () => {
  it('takes a dropped destination back when live-reconnect.json already turned it on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-reconnect-resume-'));
    writeFileSync(join(dataDir, 'live-reconnect.json'), JSON.stringify({ version: 1, on: { [ACCOUNT]: ['svc:503'] } }));
    const { live, sandbox } = await start(dataDir);
    await onAir(live, [503]);
    expect((await rowUntil(live, 'svc:503', (r) => r.reconnect.enabled)).reconnect.enabled).toBe(true);
    sandbox.dropPushes({});
    const seen: string[] = [];
    await rowUntil(live, 'svc:503', (r) => r.state === 'live' && seen.includes('reconnecting'), seen);
    expect(seen).toContain('reconnecting');
  });

  it("follows the account's default for a destination with no setting of its own; one turned off by hand stays FAILED", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-reconnect-default-'));
    writeFileSync(join(dataDir, 'live-reconnect.json'), JSON.stringify({ version: 1, on: {}, off: { [ACCOUNT]: ['svc:507'] } }));
    const { live, sandbox } = await start(dataDir, { reconnectDefault: (account) => account === ACCOUNT });
    await onAir(live, [503, 507]);
    const snap = await live.handlers.checkStatus({});
    const enabled = snap.ok ? Object.fromEntries(snap.value.board.map((r) => [r.key, r.reconnect.enabled])) : {};
    expect([enabled['svc:503'], enabled['svc:507']]).toEqual([true, false]);
    sandbox.resetCounts();
    sandbox.dropPushes({});
    const seen: string[] = [];
    await rowUntil(live, 'svc:503', (r) => r.state === 'live' && seen.includes('reconnecting'), seen);
    expect((await rowUntil(live, 'svc:507', (r) => r.state !== 'live')).state).toBe('failed');
    expect(sandbox.counts()['pushpublish.connect']).toBe(1);
  });

  it('says where each setting was turned on: the cue under way, the row, the account default, and the kept word after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-reconnect-by-'));
    writeFileSync(join(dataDir, 'live-reconnect.json'), JSON.stringify({ version: 1, on: { [ACCOUNT]: ['svc:505'] }, by: { [ACCOUNT]: { 'svc:505': { kind: 'group', group: 'Partners' } } } }));
    const { live } = await start(dataDir, { reconnectDefault: (account) => account === ACCOUNT });
    const cue = { sheetId: 's1', sheet: 'Show', cueId: 'c1', n: 1, cue: 'Partners' };
    await runInCue(cue, () => live.handlers.reconnect({ key: 'svc:501', enabled: true }));
    await live.handlers.reconnect({ key: 'svc:502', enabled: true });
    const by = async (key: string) => (await rowUntil(live, key, (r) => r.reconnect.by !== undefined)).reconnect.by;
    expect(await by('svc:501')).toEqual({ kind: 'cue', cue: '1 Partners', sheet: 'Show' });
    expect(await by('svc:502')).toEqual({ kind: 'row' });
    expect(await by('svc:503')).toEqual({ kind: 'default' });
    expect(await by('svc:505')).toEqual({ kind: 'group', group: 'Partners' });
  });
});
