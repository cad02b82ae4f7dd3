/**
 * A hostile sheet through main: imported, it holds no key or password in any
 * file, answer or export; its check names the other host and the callback and flags them;
 * GO sends neither until the operator accepted it here (recorded in Activity) and entered
 * the secrets, which are kept with the account, never in the sheet.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreServices } from '../../../electron/core/services';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import type { SheetCheck } from '../../../shared/ipc/sheets';
import { coreOnSandbox } from '../services/core-on-sandbox';
import { HOSTILE, hostileSheet } from './fixtures';

let sandbox: SandboxHandle;
let core: CoreServices;
let dataDir: string;
type R = { ok: boolean; value?: unknown; error?: { kind: string; message: string } };
const call = (channel: string, input: unknown, account?: string) => core.router.dispatch(channel, input, account) as Promise<R>;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5, pushConnectDelayMs: 0, splitBusyMs: 0 });
  dataDir = await mkdtemp(join(tmpdir(), 'mc-hostile-'));
  core = coreOnSandbox(sandbox, dataDir);
});
afterAll(async () => {
  await core.dispose();
  await sandbox.close();
});

/** What the sandbox was asked to change (reads left out). */
const changes = () => Object.fromEntries(Object.entries(sandbox.counts()).filter(([c]) => c.startsWith('pushpublish.c') || c === 'recording.split' || c === 'pushpublish.disconnect'));

const leaks = (text: string): string[] => [HOSTILE.key, HOSTILE.pass].filter((s) => text.includes(s));

async function everyFile(dir: string): Promise<string> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(names.filter((d) => d.isFile()).map((d) => readFile(join(d.parentPath, d.name), 'utf8')));
  return texts.join('\n');
}

describe('a hostile sheet', () => {
  let id = '';
  const check = async (): Promise<SheetCheck> => ((await call('sheets.check', { id })).value as SheetCheck);

  it('is imported without its key and password: not in the answer, the file, get or export', async () => {
    const imported = await call('sheets.import', { text: JSON.stringify(hostileSheet()) });
    expect(imported.ok).toBe(true);
    const sheet = imported.value as Sheet;
    id = sheet.id;
    expect(leaks(JSON.stringify(imported))).toEqual([]);
    expect(sheet.cues[0]!.action).toMatchObject({ connects: [{ dst_host: HOSTILE.host, dst_stream: '••••77de', dst_pass: '••••' }] });
    expect(leaks(JSON.stringify(await call('sheets.get', { id })))).toEqual([]);
    expect(leaks(JSON.stringify(await call('sheets.exportText', { id })))).toEqual([]);
    expect(leaks(await everyFile(dataDir))).toEqual([]);
  });

  it('is checked with the other host and the callback named and flagged, and asks for the secrets', async () => {
    const c = await check();
    expect(c.flags).toEqual({
      h1: { sends: [`Sends to ${HOSTILE.host}, which this account does not store: direct push to rtmp://${HOSTILE.host}/app`], accepted: false },
      h2: { sends: [`Calls back ${HOSTILE.callback}: the server posts to hooks.attacker.example when the split is done`], accepted: false },
    });
    expect(c.secrets.h1!.map((s) => [s.member, s.words, s.set])).toEqual([
      ['dst_stream', `stream key of direct push to rtmp://${HOSTILE.host}/app`, false],
      ['dst_pass', `password of direct push to rtmp://${HOSTILE.host}/app`, false],
    ]);
  });

  it('is not sent by GO until accepted here and its secrets entered; then sent once with them', async () => {
    const runId = randomUUID();
    sandbox.resetCounts();
    const refused = await call('sheets.fire', { sheetId: id, cueId: 'h1', runId }, 'sandbox');
    expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining(`Not sent: cue 1 sends somewhere Sandbox does not store (Sends to ${HOSTILE.host}`) } });
    expect(await call('sheets.fire', { sheetId: id, cueId: 'h2', runId }, 'sandbox')).toMatchObject({ ok: false, error: { message: expect.stringContaining(HOSTILE.callback) } });
    expect(changes()).toEqual({});

    const accepted = await call('sheets.accept', { id, cueId: 'h1' });
    expect((accepted.value as SheetCheck).flags.h1!.accepted).toBe(true);
    const activity = (await call('activity.list', { limit: 5 })).value as { entries: Array<{ command: string; outcome: string; message: string; cue?: { n: number } }> };
    expect(activity.entries[0]).toMatchObject({ command: 'sheet.accept', outcome: 'ok', cue: { n: 1 }, message: expect.stringContaining(HOSTILE.host) });

    expect(await call('sheets.fire', { sheetId: id, cueId: 'h1', runId }, 'sandbox')).toMatchObject({ ok: false, error: { message: expect.stringContaining(`asks for the stream key of direct push to rtmp://${HOSTILE.host}/app`) } });
    expect(changes()).toEqual({});

    const key = 'sk-entered-here-9f3c';
    await call('sheets.setSecret', { id, cueId: 'h1', part: 0, member: 'dst_stream', value: key });
    const set = await call('sheets.setSecret', { id, cueId: 'h1', part: 0, member: 'dst_pass', value: 'entered-pass' });
    expect((set.value as SheetCheck).secrets.h1!.every((s) => s.set)).toBe(true);
    expect(((await call('sheets.get', { id })).value as Sheet).cues[0]!.action).toMatchObject({ connects: [{ dst_stream: '••••9f3c', dst_pass: '••••' }] });
    expect(await everyFile(join(dataDir, 'sheets'))).not.toContain(key);

    const fired = await call('sheets.fire', { sheetId: id, cueId: 'h1', runId }, 'sandbox');
    expect(fired.ok, JSON.stringify(fired)).toBe(true);
    expect(changes()).toEqual({ 'pushpublish.connect': 1 });
    expect(sandbox.state.sessions.findEntry('demo-origin', 'live', 'YouTube main')).toMatchObject({ dst_host: HOSTILE.host, dst_stream: key });
    // Accepting the split's callback is still needed for cue 2.
    expect(await call('sheets.fire', { sheetId: id, cueId: 'h2', runId }, 'sandbox')).toMatchObject({ ok: false });
    expect(changes()).toEqual({ 'pushpublish.connect': 1 });
  });

  it('asks again when the flagged destination changes after it was accepted', async () => {
    const sheet = (await call('sheets.get', { id })).value as Sheet;
    const moved = structuredClone(sheet);
    (moved.cues[0]!.action as { connects: Array<{ dst_host: string }> }).connects[0]!.dst_host = 'other.attacker.example';
    await call('sheets.save', moved);
    expect((await check()).flags.h1).toMatchObject({ accepted: false, sends: [expect.stringContaining('other.attacker.example')] });
  });
});
