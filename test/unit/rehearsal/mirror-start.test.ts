/**
 * Where a rehearsal mirror starts, through the router, the real gateway and two real
 * sandboxes: by default from the real account's destinations as last read, so a push the
 * real account holds FAILED is FAILED in the mirror too (with its message), and a live one
 * is live; chosen "all off", the mirror holds no push at all.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mirrorHandleOf } from '../../../electron/cli/boot';
import { createCoreServices, type CoreServices } from '../../../electron/core/services';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import type { RehearsalState } from '../../../shared/ipc/rehearsal';
import { memoryStore } from '../gateway/helpers';

let real: SandboxHandle;
let core: CoreServices;
let realId: string;
const mirrors: SandboxHandle[] = [];
type Answer = { ok: boolean; value?: unknown };
const call = async (channel: string, input: unknown, account?: string) => (await core.router.dispatch(channel, input, account)) as Answer;

beforeAll(async () => {
  real = await startSandbox({ seed: 8, pushConnectDelayMs: 0, credentials: { apiKey: 'real-key-1234', secret: 'real-secret-5678' } });
  const at = { app: 'demo-origin', inst: 'live', stream: 'cam_1', service_name: 'rtmp', dst_stream: 'k', startedAtMs: 0 };
  real.state.sessions.add({ ...at, entry_name: 'push_501_cam_1', push_service_id: 501, dst_host: 'a.example' });
  real.state.sessions.add({ ...at, entry_name: 'push_503_cam_1', push_service_id: 503, dst_host: 'c.example' });
  // The destination dropped #503: the server holds it as error with its reason.
  expect(real.dropPushes({ entry_name: 'push_503_cam_1', reason: 'Destination hung up' })).toBe(1);
  core = createCoreServices({
    dataDir: await mkdtemp(join(tmpdir(), 'mc-mirror-start-')), mode: 'web', version: 't', sandbox: null, secretStore: memoryStore(), logSink: () => {},
    startMirror: async (picture) => {
      const sb = await startSandbox({ picture, pushConnectDelayMs: 100, splitBusyMs: 0 });
      mirrors.push(sb);
      return mirrorHandleOf(sb);
    },
  });
  realId = ((await call('accounts.create', { name: 'Studio', baseUrl: real.baseUrl, cdn: real.cdn, colour: '#123456' })).value as { id: string }).id;
  await call('accounts.setCredentials', { id: realId, apiKey: 'real-key-1234', secret: 'real-secret-5678' });
  await call('accounts.setActive', { id: realId });
});
afterAll(async () => {
  await core.dispose();
  await real.close();
});

const mirrorPushes = (sb: SandboxHandle) => sb.state.sessions.list('demo-origin', 'live', 'cam_1').map((s) => sb.state.sessions.view(s, sb.state.nowMs()));

describe('where a rehearsal mirror starts', () => {
  it('by default from the real account as last read: the held FAILED push is FAILED there, the live one live', async () => {
    const started = await call('rehearsal.start', {}, realId);
    expect(started.ok, JSON.stringify(started)).toBe(true);
    const state = started.value as RehearsalState;
    expect(state.from).toBe('real');
    expect(Date.parse(state.realLive.at)).toBeGreaterThan(0);
    expect(mirrorPushes(mirrors[0]!).map((p) => [p.push_service_id, p.status, p.message, p.dst_stream])).toEqual([
      ['501', 'connected', 'Pushing to destination', 'rehearsal-501'],
      ['503', 'error', 'Destination hung up', 'rehearsal-503'],
    ]);
    // A cue connecting #503 meets what the real run will: the server still holds it.
    expect((await call('live.connect', { connects: [{ push_service_id: 503, inst: 'live' }] }, state.account))).toMatchObject({ ok: true });
    expect(mirrors[0]!.counts()['pushpublish.connect']).toBe(1);
    expect(real.counts()['pushpublish.connect'] ?? 0).toBe(0);
    expect(await call('rehearsal.end', {})).toEqual({ ok: true, value: null });
  });

  it('chosen "all off": the mirror holds no push, the real ones named beside it only', async () => {
    const started = await call('rehearsal.start', { from: 'off' }, realId);
    expect(started.ok, JSON.stringify(started)).toBe(true);
    const state = started.value as RehearsalState;
    expect(state.from).toBe('off');
    expect(mirrorPushes(mirrors[1]!)).toEqual([]);
    expect(state.realLive.pushes.map((p) => p.failed)).toEqual([false, true]);
    expect(await call('rehearsal.end', {})).toEqual({ ok: true, value: null });
  });
});
