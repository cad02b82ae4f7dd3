/**
 * Run sheets in main, end to end through the router, the real gateway (audit) and the
 * real sandbox: saved as 0600 schema-checked JSON, checked against the account, each cue
 * fired once through the Live services with Activity naming the sheet and the cue.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreServices } from '../../../electron/core/services';
import { coreOnSandbox } from '../services/core-on-sandbox';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import type { AuditEntry } from '../../../shared/domain/audit';
import type { CueOutcome } from '../../../shared/domain/sheets/outcome';
import { sixCueSheet } from './fixtures';

let sandbox: SandboxHandle;
let core: CoreServices;
let dataDir: string;
const call = (channel: string, input: unknown, account?: string) => core.router.dispatch(channel, input, account) as Promise<{ ok: boolean; value?: unknown; error?: { kind: string; message: string } }>;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5, pushConnectDelayMs: 50, splitBusyMs: 0 });
  dataDir = await mkdtemp(join(tmpdir(), 'mc-sheets-'));
  core = coreOnSandbox(sandbox, dataDir);
});
afterAll(async () => {
  await core.dispose();
  await sandbox.close();
});

describe('sheet files', () => {
  it('saves a sheet as 0600 JSON, lists it, and reports a hand-broken file in words instead of running it', async () => {
    expect(await call('sheets.save', sixCueSheet())).toMatchObject({ ok: true });
    const path = join(dataDir, 'sheets', 'sheet-1.json');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await call('sheets.list', {})).toMatchObject({ ok: true, value: [{ id: 'sheet-1', name: 'Gala night', cues: 6, problem: null }] });
    const good = await readFile(path, 'utf8');
    await writeFile(path, good.replace('"demo-origin/live"', '"no-instance"'));
    expect(await call('sheets.get', { id: 'sheet-1' })).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('Cue 2 "Opening" — app: ') } });
    await writeFile(path, good);
  });

  it('refuses to import a sheet for another account unless it is re-targeted explicitly', async () => {
    const foreign = JSON.stringify({ ...sixCueSheet('studio-b'), accountName: 'Studio B' });
    expect(await call('sheets.import', { text: foreign })).toMatchObject({ ok: false, error: { kind: 'conflict', message: 'This sheet was written for Studio B. Re-target it to Sandbox to import it here.' } });
    const moved = await call('sheets.import', { text: foreign, retarget: true });
    expect(moved).toMatchObject({ ok: true, value: { account: 'sandbox', accountName: 'Sandbox', name: 'Gala night' } });
    expect((moved.value as { id: string }).id).not.toBe('sheet-1');
    const exported = await call('sheets.exportText', { id: 'sheet-1' });
    expect(exported).toMatchObject({ ok: true, value: { fileName: 'Gala-night.sheet.json' } });
    expect(await call('sheets.import', { text: '{"version":1}' })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  });
});

describe('check and fire', () => {
  it('flags a cue whose destination no longer exists', async () => {
    const sheet = sixCueSheet();
    sheet.id = 'gone';
    sheet.cues[0]!.action = { kind: 'goLive', connects: [{ push_service_id: 999, inst: 'live' }] };
    await call('sheets.save', sheet);
    const r = await call('sheets.check', { id: 'gone' });
    expect(r).toMatchObject({ ok: true, value: { appsChecked: true } });
    expect((r.value as { problems: unknown }).problems).toEqual({ c1: ['Destination service #999 no longer exists on this account'] });
  });

  it('fires every cue once through the Live services; Activity names the sheet and cue; a second fire is refused, unsent', async () => {
    const runId = randomUUID();
    const before = { ...sandbox.counts() };
    const outcomes: Array<CueOutcome | null> = [];
    for (const cue of sixCueSheet().cues) {
      const r = await call('sheets.fire', { sheetId: 'sheet-1', cueId: cue.id, runId }, 'sandbox');
      expect(r.ok, JSON.stringify(r)).toBe(true);
      outcomes.push(r.value as CueOutcome);
    }
    const counts = sandbox.counts();
    const sent = (c: string) => (counts[c] ?? 0) - (before[c] ?? 0);
    expect([sent('pushpublish.connect'), sent('recording.split'), sent('pushpublish.disconnect'), sent('geoblock.update')]).toEqual([3, 2, 1, 1]);
    expect(outcomes[0]!.parts.map((p) => p.state)).toEqual(['connecting', 'connecting', 'connecting']);
    expect(outcomes[3]!.parts.every((p) => p.message.startsWith('Split: Part 4: Panel'))).toBe(true);
    expect(outcomes[2]).toMatchObject({ state: 'done', parts: [], auditIds: [] });
    expect(outcomes[4]).toMatchObject({ state: 'stopped' });

    const again = await call('sheets.fire', { sheetId: 'sheet-1', cueId: 'c5', runId }, 'sandbox');
    expect(again).toMatchObject({ ok: false, error: { kind: 'conflict', message: 'Not sent: cue 5 was already fired in this run; it is never sent twice.' } });
    expect(sandbox.counts()['pushpublish.disconnect']).toBe(counts['pushpublish.disconnect']);

    const activity = await call('activity.list', { limit: 50 });
    const entries = (activity.value as { entries: AuditEntry[] }).entries.filter((e) => e.cue);
    expect(entries).toHaveLength(7);
    const byId = new Map(entries.map((e) => [e.id, e]));
    for (const [i, o] of outcomes.entries()) {
      for (const id of o!.auditIds) expect(byId.get(id)?.cue).toEqual({ sheetId: 'sheet-1', sheet: 'Gala night', cueId: `c${i + 1}`, n: i + 1, cue: sixCueSheet().cues[i]!.label });
    }
    expect(outcomes.flatMap((o) => o!.auditIds)).toHaveLength(7);
    const split = entries.find((e) => e.cue?.cueId === 'c2');
    expect(split?.params).toMatchObject({ title: '2 Opening' });
  });

  it('is refused under another account (wrong_account, nothing sent)', async () => {
    const r = await call('sheets.fire', { sheetId: 'sheet-1', cueId: 'c1', runId: randomUUID() }, 'someone-else');
    expect(r).toMatchObject({ ok: false, error: { kind: 'wrong_account' } });
  });
});
