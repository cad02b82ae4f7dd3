/**
 * A cue's send is judged whole: a connect that names a stored destination but also carries
 * a host is a direct push to that host (named, flagged, masked, refused by GO until
 * accepted), and an acceptance holds only for the very send accepted, on its account.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/main';
import type { CoreServices } from '../../../electron/core/services';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import type { SheetCheck } from '../../../shared/ipc/sheets';
import { coreOnSandbox } from '../services/core-on-sandbox';
import { hostileSheet } from './fixtures';

const FOREIGN = 'attacker.example';
const KEY = 'sk-4f2a-91bc-77de';

let sandbox: SandboxHandle;
let core: CoreServices;
let dataDir: string;
type R = { ok: boolean; value?: unknown; error?: { kind: string; message: string } };
const call = (channel: string, input: unknown, account?: string) => core.router.dispatch(channel, input, account) as Promise<R>;
const check = async (id: string): Promise<SheetCheck> => (await call('sheets.check', { id })).value as SheetCheck;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5, pushConnectDelayMs: 0, splitBusyMs: 0 });
  dataDir = await mkdtemp(join(tmpdir(), 'mc-binding-'));
  core = coreOnSandbox(sandbox, dataDir);
});
afterAll(async () => {
  await core.dispose();
  await sandbox.close();
});

/** A go-live cue whose connect names stored destination 502 and also a foreign host with its key and password. */
function labelledSheet(): Sheet {
  return {
    version: 1, id: 'labelled', name: 'Partners', account: 'sandbox', accountName: 'Sandbox',
    cues: [{ id: 'p1', label: 'Partner 502', plan: null, notes: '', action: { kind: 'goLive', connects: [{ push_service_id: 502, inst: 'live', dst_host: FOREIGN, dst_stream: KEY, dst_pass: 'hunter2-pass' }] } }],
  };
}

describe('a stored destination that also carries a host', () => {
  it('is imported masked, checked as a direct push to that host, and refused by GO until accepted', async () => {
    const imported = await call('sheets.import', { text: JSON.stringify(labelledSheet()) });
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    expect(JSON.stringify(imported)).not.toContain(KEY);
    const id = (imported.value as Sheet).id;
    const flag = (await check(id)).flags.p1;
    expect(flag).toEqual({ accepted: false, sends: [`Sends to ${FOREIGN}, which this account does not store: direct push to rtmp://${FOREIGN}, though it names stored destination #502`] });
    sandbox.resetCounts();
    const refused = await call('sheets.fire', { sheetId: id, cueId: 'p1', runId: randomUUID() }, 'sandbox');
    expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining(`Sends to ${FOREIGN}`) } });
    expect(sandbox.counts()['pushpublish.connect'] ?? 0).toBe(0);
    expect((await call('sheets.accept', { id, cueId: 'p1' })).ok).toBe(true);
    // Accepted, it still asks for the key entered on this machine (the file's was masked away).
    const next = await call('sheets.fire', { sheetId: id, cueId: 'p1', runId: randomUUID() }, 'sandbox');
    expect(next).toMatchObject({ ok: false, error: { message: expect.stringContaining(`stream key of direct push to rtmp://${FOREIGN}`) } });
    expect(sandbox.counts()['pushpublish.connect'] ?? 0).toBe(0);
  });

  it('makes `sheet check` exit 2 naming the host', async () => {
    const file = join(dataDir, 'labelled.json');
    await writeFile(file, JSON.stringify(labelledSheet()));
    const out: string[] = [];
    const code = await runCli(['sheet', 'check', file, '--base-url', sandbox.baseUrl, '--cdn', String(sandbox.cdn), '--data-dir', await mkdtemp(join(tmpdir(), 'mc-binding-cli-'))], { out: (l) => out.push(l), err: (l) => out.push(l) }, { MC_SECRET: sandbox.secret, MC_API_KEY: sandbox.apiKey });
    expect(code).toBe(2);
    expect(out).toContain(`1. Partner 502 — Go live to direct push to rtmp://${FOREIGN}, though it names stored destination #502 (key ••••77de, with a password)`);
    expect(out.join('\n')).toContain(`⚠ Sends to ${FOREIGN}, which this account does not store`);
    expect(out.join('\n')).not.toContain(KEY);
    expect(out.at(-1)).toBe('1 cue needs attention');
  });
});

const importHostile = async (): Promise<Sheet> => {
  const imported = await call('sheets.import', { text: JSON.stringify(hostileSheet()) });
  if (!imported.ok) throw new Error(JSON.stringify(imported));
  return imported.value as Sheet;
};

describe('an acceptance', () => {
  type Connect = Record<string, unknown>;
  const changes: Array<[string, (c: Connect) => void]> = [
    ['the service kind', (c) => (c.service_name = 'rtmp_akamai')],
    ['the user', (c) => (c.dst_user = 'someone-else')],
    ['the source stream', (c) => (c.stream = 'cam_2')],
    ['the source application', (c) => (c.app = 'channel-origin')],
    ['the port', (c) => (c.dst_port = 1936)],
  ];

  it.each(changes)('asks again when %s changes', async (_what, change) => {
    const sheet = await importHostile();
    expect((await call('sheets.accept', { id: sheet.id, cueId: 'h1' })).ok).toBe(true);
    expect((await check(sheet.id)).flags.h1!.accepted).toBe(true);
    const saved = (await call('sheets.get', { id: sheet.id })).value as Sheet;
    const moved = structuredClone(saved);
    change((moved.cues[0]!.action as { connects: Connect[] }).connects[0]!);
    expect((await call('sheets.save', moved)).ok).toBe(true);
    expect((await check(sheet.id)).flags.h1!.accepted).toBe(false);
  });

  it('is tied to its account: the same sheet written for another account asks again', async () => {
    const sheet = await importHostile();
    expect((await call('sheets.accept', { id: sheet.id, cueId: 'h1' })).ok).toBe(true);
    const created = await call('accounts.create', { name: 'Studio B', baseUrl: 'https://api.example.com/stable/', cdn: 7 });
    const saved = (await call('sheets.get', { id: sheet.id })).value as Sheet;
    expect((await call('sheets.save', { ...saved, account: (created.value as { id: string }).id, accountName: 'Studio B' })).ok).toBe(true);
    expect((await check(sheet.id)).flags.h1!.accepted).toBe(false);
  });
});

/** A go-live cue to stored destination 503 that goes through an origin the sheet names. */
function originSheet(): Sheet {
  return {
    version: 1, id: 'origin', name: 'Through an origin', account: 'sandbox', accountName: 'Sandbox',
    cues: [{ id: 'o1', label: 'Main', plan: null, notes: '', action: { kind: 'goLive', connects: [{ push_service_id: 503, inst: 'live', origin_url: `http://${ORIGIN}`, server_tag: 'edge-a' }] } }],
  };
}
const ORIGIN = 'origin.attacker.example';

describe('a connect carrying an origin_url', () => {
  it('names and flags the origin, and GO refuses it until accepted', async () => {
    const imported = await call('sheets.import', { text: JSON.stringify(originSheet()) });
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    const id = (imported.value as Sheet).id;
    expect((await check(id)).flags.o1).toEqual({ accepted: false, sends: [`Goes through ${ORIGIN}, an origin this sheet names: http://${ORIGIN}`] });
    sandbox.resetCounts();
    const refused = await call('sheets.fire', { sheetId: id, cueId: 'o1', runId: randomUUID() }, 'sandbox');
    expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining(`Goes through ${ORIGIN}`) } });
    expect(sandbox.counts()['pushpublish.connect'] ?? 0).toBe(0);
    expect((await call('sheets.accept', { id, cueId: 'o1' })).ok).toBe(true);
    expect((await check(id)).flags.o1!.accepted).toBe(true);
  });

  it('masks a user and password in the origin wherever it is shown', async () => {
    const sheet = originSheet();
    (sheet.cues[0]!.action as { connects: Array<Record<string, unknown>> }).connects[0]!.origin_url = `http://ops:s3cret-pw@${ORIGIN}/`;
    const imported = await call('sheets.import', { text: JSON.stringify({ ...sheet, id: 'origin-user' }) });
    const flags = (await check((imported.value as Sheet).id)).flags.o1!.sends;
    expect(flags).toEqual([`Goes through ${ORIGIN}, an origin this sheet names: http://••••@${ORIGIN}/`]);
  });

  it.each<[string, (c: Record<string, unknown>) => void]>([
    ['the origin', (c) => (c.origin_url = 'http://origin.elsewhere.example')],
    ['the server tag', (c) => (c.server_tag = 'edge-b')],
    ['a playlist option', (c) => (c.playlist_count = 3)],
    ['the stored destination', (c) => (c.push_service_id = 502)],
  ])('voids the acceptance when %s changes', async (_what, change) => {
    const imported = await call('sheets.import', { text: JSON.stringify(originSheet()) });
    const id = (imported.value as Sheet).id;
    expect((await call('sheets.accept', { id, cueId: 'o1' })).ok).toBe(true);
    const moved = structuredClone((await call('sheets.get', { id })).value as Sheet);
    change((moved.cues[0]!.action as { connects: Array<Record<string, unknown>> }).connects[0]!);
    expect((await call('sheets.save', moved)).ok).toBe(true);
    expect((await check(id)).flags.o1!.accepted).toBe(false);
  });

  it('makes `sheet check` exit 2 naming the origin', async () => {
    const file = join(dataDir, 'origin.json');
    await writeFile(file, JSON.stringify(originSheet()));
    const out: string[] = [];
    const code = await runCli(['sheet', 'check', file, '--base-url', sandbox.baseUrl, '--cdn', String(sandbox.cdn), '--data-dir', await mkdtemp(join(tmpdir(), 'mc-origin-cli-'))], { out: (l) => out.push(l), err: (l) => out.push(l) }, { MC_SECRET: sandbox.secret, MC_API_KEY: sandbox.apiKey });
    expect(code).toBe(2);
    expect(out.join('\n')).toContain(`via origin http://${ORIGIN}`);
    expect(out.join('\n')).toContain(`⚠ Goes through ${ORIGIN}, an origin this sheet names`);
  });
});
