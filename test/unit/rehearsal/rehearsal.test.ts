/**
 * Rehearsal end to end through the router, the real gateway and two real sandboxes: the
 * real account (canary credentials, canary passwords and stream keys in its stored
 * services) and the mirror started as boot.ts starts it. A sheet of the real account runs
 * on the mirror with one destination refused; nothing reaches the real account; ending
 * returns to it and leaves no canary anywhere.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mirrorHandleOf } from '../../../electron/cli/boot';
import { createCoreServices, type CoreServices } from '../../../electron/core/services';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { catalog, isCommandName } from '../../../shared/api/catalog';
import type { RehearsalPicture } from '../../../shared/domain/rehearsal/picture';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import type { McEvent } from '../../../shared/ipc/events';
import type { RehearsalState } from '../../../shared/ipc/rehearsal';
import { memoryStore } from '../gateway/helpers';
import { sixCueSheet } from '../sheets/fixtures';

const CANARY_KEY = 'CANARY-apikey-rehearse-3b9d';
const CANARY_SECRET = 'CANARY-secret-rehearse-88f0c2';
const CANARY_PASSWORD = 'CANARY-pushpass-rehearse-19';
const CANARY_STREAM_KEY = 'CANARY-streamkey-rehearse-5a7e';
const CANARY_RUNNING_KEY = 'CANARY-runningkey-rehearse-c4d1-RkQz';
/** The console shows a stream key's last 4 characters; the mirror must not hold even those. */
const KEY_TAILS = ['TlQz', 'RkQz'];
const CANARY_UNDECLARED = 'CANARY-undeclared-member-rehearse-71e0';
const CANARIES = [CANARY_KEY, CANARY_SECRET, CANARY_PASSWORD, CANARY_STREAM_KEY, CANARY_RUNNING_KEY, CANARY_UNDECLARED];

let real: SandboxHandle;
let core: CoreServices;
let dataDir: string;
let realId: string;
const mirrors: SandboxHandle[] = [];
const pictures: RehearsalPicture[] = [];
const answers: unknown[] = [];
const events: McEvent[] = [];
const logs: string[] = [];

type Answer = { ok: boolean; value?: unknown; error?: { kind: string; message: string } };
const call = async (channel: string, input: unknown, account?: string): Promise<Answer> => {
  const r = (await core.router.dispatch(channel, input, account)) as Answer;
  answers.push(r);
  return r;
};

beforeAll(async () => {
  real = await startSandbox({ seed: 8, credentials: { apiKey: CANARY_KEY, secret: CANARY_SECRET } });
  for (const row of real.state.services) {
    if (row.password !== '') row.password = CANARY_PASSWORD;
    row.dst_stream = `${CANARY_STREAM_KEY}-${String(row.push_service_id)}-TlQz`;
    // A member the catalog does not declare (records keep such members as sent): a URL with the key inside.
    row.stream_url = `rtmp://ingest.example/live/${CANARY_UNDECLARED}`;
  }
  // A push already running on the real account: its stream key sits inside stream.active's answer.
  real.state.sessions.add({ app: 'demo-origin', inst: 'live', stream: 'cam_4', entry_name: 'studio_feed', push_service_id: null, service_name: 'rtmp', dst_host: 'studio.example', dst_stream: CANARY_RUNNING_KEY, startedAtMs: 0 });
  dataDir = await mkdtemp(join(tmpdir(), 'mc-rehearse-'));
  core = createCoreServices({
    dataDir, mode: 'web', version: 't', sandbox: null, secretStore: memoryStore(),
    logSink: (_l, line) => logs.push(line),
    startMirror: async (picture) => {
      pictures.push(picture);
      const sb = await startSandbox({ picture, pushConnectDelayMs: 100, splitBusyMs: 0 });
      mirrors.push(sb);
      return mirrorHandleOf(sb);
    },
  });
  core.events.subscribe((e) => events.push(e));
  const created = await call('accounts.create', { name: 'Studio', baseUrl: real.baseUrl, cdn: real.cdn, colour: '#123456' });
  realId = (created.value as { id: string }).id;
  await call('accounts.setCredentials', { id: realId, apiKey: CANARY_KEY, secret: CANARY_SECRET });
  await call('accounts.setActive', { id: realId });
  await call('sheets.save', { ...sixCueSheet(realId), accountName: 'Studio' });
});
afterAll(async () => {
  await core.dispose();
  await real.close();
});

const boardOf = (r: Answer) => (r.value as SessionsSnapshot).board;

describe('rehearsal on a mirror', () => {
  let state: RehearsalState;

  it('refuses a fault while no mirror is active, and starts a mirror of the active account', async () => {
    expect(await call('rehearsal.current', {})).toEqual({ ok: true, value: null });
    expect(await call('rehearsal.fault', { kind: 'lose_next_answer' }, realId)).toMatchObject({ ok: false, error: { kind: 'conflict', message: 'Faults are set on a rehearsal mirror only, while it is the active account.' } });
    const started = await call('rehearsal.start', { from: 'off' }, realId);
    expect(started.ok, JSON.stringify(started)).toBe(true);
    state = started.value as RehearsalState;
    expect(state).toMatchObject({ name: 'Studio — rehearsal', mirrorOf: realId, mirrorOfName: 'Studio', copied: { services: 7, apps: 3, streams: 7, channels: 2 }, faults: { refused: [], loseNextAnswer: false } });
    const list = (await call('accounts.list', {})).value as { activeId: string; profiles: Array<Record<string, unknown>> };
    expect(list.activeId).toBe(state.account);
    expect(list.profiles.find((p) => p.id === state.account)).toMatchObject({ builtIn: true, mirrorOf: realId, colour: '#e8590c', credentials: { apiKey: 'set', secret: 'set' } });
    expect(events.filter((e) => e.type === 'accounts.changed').length).toBeGreaterThan(0);
    const onDisk = JSON.parse(await readFile(join(dataDir, 'profiles.json'), 'utf8')) as { activeId: string; profiles: Array<{ id: string }> };
    expect(onDisk.activeId, 'a restart opens the real account').toBe(realId);
    expect(onDisk.profiles.map((p) => p.id)).toEqual([realId]);
    expect(mirrors[0]!.state.services.map((s) => s.dst_stream)).toEqual(['501', '502', '503', '504', '505', '506', '507'].map((id) => `rehearsal-${id}`));
    // Started from all off, the mirror holds no push: the real account's running one is named beside it, not copied.
    expect(mirrors[0]!.state.sessions.list('demo-origin', 'live', 'cam_4')).toEqual([]);
    expect(state.realLive.pushes).toEqual([{ label: 'studio_feed → studio.example (stream cam_4)', failed: false }]);
    expect(real.counts()['pushpublish.services']).toBe(1);
  });

  it('is refused a second time, and the mirror cannot be edited or deleted', async () => {
    expect(await call('rehearsal.start', {}, state.account)).toMatchObject({ ok: false, error: { kind: 'conflict', message: 'Studio — rehearsal is already a rehearsal mirror; end the rehearsal first.' } });
    expect(await call('accounts.remove', { id: state.account })).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect(await call('accounts.update', { id: state.account, fields: { name: 'x' } })).toMatchObject({ ok: false, error: { kind: 'conflict' } });
  });

  it('imports a sheet of the real account while rehearsing as the real account\'s (the mirror\'s id ends with the rehearsal)', async () => {
    const text = JSON.stringify({ ...sixCueSheet(realId), id: 'imported-1' });
    const imported = await call('sheets.import', { text });
    expect(imported).toMatchObject({ ok: true, value: { account: realId, accountName: 'Studio' } });
    await call('sheets.remove', { id: (imported as { value: { id: string } }).value.id });
  });

  it('runs the real account\'s sheet on the mirror: one refused destination shows FAILED with its reason; nothing reaches the real account', async () => {
    const before = { ...real.counts() };
    const refused = await call('rehearsal.fault', { kind: 'refuse', push_service_id: 502, refused: true }, state.account);
    expect(refused).toMatchObject({ ok: true, value: { faults: { refused: [502], loseNextAnswer: false } } });
    await call('live.services', {});
    await call('live.watch', { target: { app: 'demo-origin', inst: 'live' } });
    const runId = randomUUID();
    const [first, ...rest] = sixCueSheet(realId).cues;
    expect(await call('sheets.fire', { sheetId: 'sheet-1', cueId: first!.id, runId }, state.account)).toMatchObject({ ok: true });
    await vi.waitFor(async () => {
      const board = boardOf(await call('live.checkStatus', {}));
      const row = (id: number) => board.find((d) => d.pushServiceId === id);
      expect([row(501)?.state, row(502)?.state, row(503)?.state]).toEqual(['live', 'failed', 'live']);
      expect(row(502)?.reason).toBe('Destination refused the connection');
    }, { timeout: 10_000, interval: 50 });
    for (const cue of rest) expect(await call('sheets.fire', { sheetId: 'sheet-1', cueId: cue.id, runId }, state.account)).toMatchObject({ ok: true });
    const sent = (sb: SandboxHandle, c: string) => sb.counts()[c] ?? 0;
    const mirror = mirrors[0]!;
    expect(['pushpublish.connect', 'recording.split', 'pushpublish.disconnect', 'geoblock.update'].map((c) => sent(mirror, c))).toEqual([3, 2, 1, 1]);
    for (const c of ['pushpublish.connect', 'recording.split', 'pushpublish.disconnect', 'geoblock.update']) expect(sent(real, c) - (before[c] ?? 0), c).toBe(0);
    expect(sent(real, 'pushpublish.connect')).toBe(0);
    expect(sent(real, 'recording.split')).toBe(0);
    const realCommands = Object.keys(real.counts());
    expect(realCommands.filter((c) => !isCommandName(c) || catalog[c].mutates), 'the real account was only read').toEqual([]);
  });

  it('loses the next answer once: the split is applied, its outcome unknown, then the fault is gone', async () => {
    const set = await call('rehearsal.fault', { kind: 'lose_next_answer' }, state.account);
    expect(set).toMatchObject({ ok: true, value: { faults: { loseNextAnswer: true } } });
    const lost = await call('api.call', { command: 'recording.split', params: { app: 'demo-origin/live', stream: 'cam_2' } }, state.account);
    expect(lost).toMatchObject({ ok: false, error: { kind: 'outcome_unknown' } });
    expect(await call('rehearsal.current', {})).toMatchObject({ ok: true, value: { faults: { refused: [502], loseNextAnswer: false } } });
    expect(await call('api.call', { command: 'recording.split', params: { app: 'demo-origin/live', stream: 'cam_2' } }, state.account)).toMatchObject({ ok: true });
    expect(await call('rehearsal.fault', { kind: 'clear' }, state.account)).toMatchObject({ ok: true, value: { faults: { refused: [], loseNextAnswer: false } } });
  });

  it('ends: the real account is active again, the mirror is gone with its credentials, sandbox and board', async () => {
    // The mirror still has a destination on air when the rehearsal ends.
    expect(await call('live.connect', { connects: [{ push_service_id: 501, inst: 'live' }] }, state.account)).toMatchObject({ ok: true });
    await vi.waitFor(async () => expect(boardOf(await call('live.checkStatus', {})).find((d) => d.pushServiceId === 501)?.state).toBe('live'), { timeout: 10_000, interval: 50 });
    expect(await call('rehearsal.end', {})).toEqual({ ok: true, value: null });
    // What an ended mirror ran is not "another account still on air".
    const after = (await call('live.checkStatus', {})).value as SessionsSnapshot;
    expect(after.onAirElsewhere.map((a) => a.profileId)).not.toContain(state.account);
    await mirrors[0]!.closed();
    const list = (await call('accounts.list', {})).value as { activeId: string; profiles: Array<{ id: string }> };
    expect(list.activeId).toBe(realId);
    expect(list.profiles.map((p) => p.id)).not.toContain(state.account);
    expect(await core.credentials.state(state.account)).toMatchObject({ apiKey: 'missing', secret: 'missing' });
    expect(await call('rehearsal.current', {})).toEqual({ ok: true, value: null });
    expect(await call('rehearsal.fault', { kind: 'clear' }, realId)).toMatchObject({ ok: false, error: { kind: 'conflict' } });
  });

  it('a read that fails fails the whole start in words: no mirror, no switch', async () => {
    real.setFault('stream.active', { kind: 'html' });
    const r = await call('rehearsal.start', {}, realId);
    real.clearFaults();
    expect(r).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^Rehearsal not started: reading the live streams of demo-origin\/live of the account failed \(.+\)\. Nothing was copied\.$/) } });
    expect(mirrors).toHaveLength(1);
    expect(core.profiles.activeId()).toBe(realId);
    expect(core.profiles.list().some((p) => p.mirrorOf !== undefined)).toBe(false);
  });

  it('CANARY: no real credential, password or stream key in the mirror, the picture, any data file, events, logs or answers', async () => {
    expect(real.counts()['stream.active'], 'the canary account was really read').toBeGreaterThan(0);
    const files = (await readdir(dataDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    expect(files.map((f) => f.slice(dataDir.length + 1))).toEqual(expect.arrayContaining(['profiles.json', 'audit.jsonl']));
    const mirror = mirrors[0]!.state;
    const places: Record<string, string> = {
      'mirror state': JSON.stringify({ services: mirror.services, apps: mirror.apps, streams: mirror.streams, channels: mirror.channels, sessions: mirror.sessions, credentials: mirror.credentials, options: mirror.options }),
      pictures: JSON.stringify(pictures),
      events: JSON.stringify(events),
      logs: logs.join('\n'),
      'router answers': JSON.stringify(answers),
    };
    for (const f of files) places[f.slice(dataDir.length + 1)] = await readFile(f, 'utf8');
    const found = Object.entries(places).flatMap(([where, text]) => CANARIES.filter((c) => text.includes(c)).map((c) => `${c} in ${where}`));
    expect(found).toEqual([]);
    const tails = ['mirror state', 'pictures'].flatMap((where) => KEY_TAILS.filter((t) => places[where]!.includes(t)).map((t) => `${t} in ${where}`));
    expect(tails).toEqual([]);
    expect(JSON.stringify(pictures)).toContain('rehearsal-501');
  });
});
