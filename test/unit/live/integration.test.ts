/**
 * The Live feature against the real sandbox through the real signed client. The gateway
 * here is a thin adapter (the real one adds audit/cache); what is tested is that the
 * session machine, go-live, splits, playlist and geo read the sandbox's real answers.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../electron/core/client';
import type { CommandGateway } from '../../../electron/core/deps';
import { systemClock } from '../../../electron/core/deps';
import { createLiveFeature, type LiveFeature } from '../../../electron/core/live/feature';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox/index';
import type { McEvent } from '../../../shared/ipc/events';
import { FakeGateway } from './fake-gateway';

let sandbox: SandboxHandle;
let client: ApiClient;
let live: LiveFeature;
const events: McEvent[] = [];
type Board = Extract<Awaited<ReturnType<LiveFeature['handlers']['checkStatus']>>, { ok: true }>['value']['board'];

/** Reads the board (each read asks the sandbox) until `ok` holds; past 10 s it fails, saying what it last read. */
async function boardUntil(ok: (board: Board) => boolean, what: string): Promise<Board> {
  const deadline = Date.now() + 10_000;
  let last: Board = [];
  for (;;) {
    const snap = await live.handlers.checkStatus({});
    if (!snap.ok) throw new Error(snap.error.message);
    last = snap.value.board;
    if (ok(last)) return last;
    if (Date.now() > deadline) throw new Error(`Waited 10 s for ${what}; last read: ${JSON.stringify(last.map((d) => [d.key, d.state]))}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const settled = (state: string | undefined) => state !== undefined && !['connecting', 'unknown'].includes(state);

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, pushConnectDelayMs: 100, splitBusyMs: 0 });
  client = createApiClient({ baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, apiKey: sandbox.apiKey, secret: sandbox.secret, serialization: 'php' });
  const profile = new FakeGateway().profile;
  const gateway: CommandGateway = { call: (c, p, o) => client.call(c, p, o), activeProfile: () => ({ ...profile, name: 'Sandbox' }), notSent: () => undefined };
  live = createLiveFeature({ gateway, events: { emit: (e) => events.push(e) }, clock: systemClock, dataDir: mkdtempSync(join(tmpdir(), 'mc-live-int-')), exports: { kind: 'folder', dir: tmpdir() } });
});

afterAll(async () => {
  live.dispose();
  client.close();
  await sandbox.close();
});

describe('live feature against the sandbox', () => {
  it('lists the seeded services without any password', async () => {
    const r = await live.handlers.services({});
    expect(r.ok && r.value.services.length).toBeGreaterThan(3);
    expect(JSON.stringify(r)).not.toMatch(/hls-Pa55|relay-secret|icecast-hackme/);
  });

  it('goes live on two stored services: one becomes LIVE, the failing host FAILED with its reason', async () => {
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 60_000 });
    const r = await live.handlers.connect({ connects: [{ push_service_id: 503, inst: 'live' }, { push_service_id: 504, inst: 'live' }] });
    expect(r.ok && r.value.results.map((x) => x.outcome)).toEqual(['accepted', 'accepted']);
    const board = await boardUntil((b) => [503, 504].every((id) => settled(b.find((d) => d.pushServiceId === id)?.state)), '#503 and #504 to settle');
    const byService = Object.fromEntries(board.map((s) => [s.pushServiceId, [s.state, s.reason]]));
    expect(byService[503]).toEqual(['live', null]);
    expect(byService[504]).toEqual(['failed', 'Destination refused the connection']);
  });

  it('sends the chosen server_tag of a service that locks servers; the sandbox refuses one that is not its primary or backup', async () => {
    const services = await live.handlers.services({});
    const locked = services.ok ? services.value.services.find((s) => s.push_service_id === 501) : undefined;
    expect(locked && [locked.lock_servers, locked.primary_server, locked.backup_server]).toEqual([1, 'fra-1', 'iad-1']);
    const wrong = await live.handlers.connect({ connects: [{ push_service_id: 501, inst: 'live', server_tag: 'ams-9' }] });
    expect(wrong.ok && wrong.value.results[0]).toMatchObject({ outcome: 'failed', message: expect.stringContaining('server_tag ams-9 must equal the primary_server or backup_server') });
    const right = await live.handlers.connect({ connects: [{ push_service_id: 501, inst: 'live', server_tag: 'iad-1' }] });
    expect(right.ok && right.value.results[0]?.outcome).toBe('accepted');
  });

  it('Check status reads the other application a service pushes from: a channel-origin service shows LIVE while demo-origin is watched', async () => {
    await live.handlers.services({});
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 60_000 });
    const r = await live.handlers.connect({ connects: [{ push_service_id: 505, inst: 'live' }] });
    expect(r.ok && r.value.results[0]?.outcome).toBe('accepted');
    const board = await boardUntil((b) => settled(b.find((d) => d.key === 'svc:505')?.state), 'svc:505 to settle');
    expect(board.find((d) => d.key === 'svc:505')).toMatchObject({ state: 'live', app: 'channel-origin', stream: 'channel1' });
  });

  it('a connect whose answer was lost is UNKNOWN, and the next read resolves it to what runs', async () => {
    await live.handlers.watch({ target: { app: 'demo-origin', inst: 'live' }, intervalMs: 60_000 });
    sandbox.setFault('pushpublish.connect', { kind: 'reset' });
    const r = await live.handlers.connect({ connects: [{ push_service_id: 507, inst: 'live' }] });
    sandbox.clearFaults();
    expect(r.ok && r.value.results[0]).toMatchObject({ outcome: 'unknown', state: 'unknown' });
    const board = await boardUntil((b) => settled(b.find((d) => d.key === 'svc:507')?.state), 'svc:507 to settle');
    expect(board.find((d) => d.key === 'svc:507')?.state).toBe('live');
  });

  it('disconnects all without raising a lost-session notice', async () => {
    const r = await live.handlers.disconnect({ app: 'demo-origin', inst: 'live', entry_name: '*' });
    expect(r.ok).toBe(true);
    const snap = await live.handlers.checkStatus({});
    expect(snap.ok && snap.value.board.filter((s) => s.state !== 'off' && s.state !== 'stopped')).toEqual([]);
    expect(events.filter((e) => e.type === 'notice')).toEqual([]);
  });

  it('splits every cam_* stream and records one ledger row each', async () => {
    const r = await live.handlers.split({ app: 'demo-origin/live', stream: 'cam_*', title: 'Act 1' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.rows.map((x) => x.stream).sort()).toEqual(['cam_1', 'cam_2', 'cam_3', 'cam_4']);
    expect(r.value.rows.every((x) => x.outcome === 'ok' && x.file?.startsWith('recordings/'))).toBe(true);
    const ledger = await live.handlers.ledger({});
    expect(ledger.ok && ledger.value.length).toBe(4);
  });

  it('reads a channel playlist and reports the server’s invalid geo codes', async () => {
    const p = await live.handlers.playlist({ stream: 'channel1' });
    expect(p.ok && p.value.rows.length).toBeGreaterThan(0);
    const g = await live.handlers.geoApply({ app: 'demo-origin', geo_codes: ['DE', 'QQ'] });
    expect(g.ok && g.value.applied).toMatchObject({ codes: ['DE', 'QQ'], invalidCodes: ['QQ'] });
  });
});
