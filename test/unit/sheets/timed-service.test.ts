/**
 * Timed cues through the whole of main on the sandbox, with no screen: the run is armed over
 * the router, main's own timer fires the hard cue at its time through the same firer as GO, the
 * split reaches the sandbox once, and Activity says it was timed. The console's wall clock is
 * set (an injected clock) so the cue's 19:00:00 comes a moment after arming; nothing waits for a time.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreServices, type CoreServices } from '../../../electron/core/services';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import type { AuditEntry } from '../../../shared/domain/audit';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import type { TimedRunView } from '../../../shared/ipc/sheets';

let sandbox: SandboxHandle;
let core: CoreServices;
const DUE = Date.parse('2026-06-01T19:00:00Z');
let offset = 0;
const call = (channel: string, input: unknown, account?: string) => core.router.dispatch(channel, input, account) as Promise<{ ok: boolean; value?: unknown; error?: { kind: string; message: string } }>;

beforeAll(async () => {
  // The sandbox keeps the console's clock: a request's timestamp is as fresh to it as on air.
  sandbox = await startSandbox({ seed: 5, splitBusyMs: 0, clock: { now: () => Date.now() + offset } });
  const dataDir = await mkdtemp(join(tmpdir(), 'mc-timed-'));
  core = createCoreServices({
    dataDir, mode: 'web', version: 't', secretBackend: 'none', logSink: () => {},
    sandbox: { baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, apiKey: sandbox.apiKey, secret: sandbox.secret },
    clock: { now: () => Date.now() + offset },
  });
});
afterAll(async () => {
  await core.dispose();
  await sandbox.close();
});

const sheet = (cues: Sheet['cues']): Sheet => ({ version: 1, id: 'timed', name: 'Timed night', account: 'sandbox', accountName: 'Sandbox', cues });
const splitCue = (id: string, del: boolean): Sheet['cues'][number] => ({ id, label: id, notes: '', plan: { kind: 'clock', at: '19:00:00', mode: 'hard' }, action: { kind: 'split', params: { app: 'demo-origin/live', stream: 'cam_1', ...(del ? { delete: true } : {}) } } });

describe('timed cues through main', () => {
  it('a hard cue fires at its time with no screen, once; a destructive one not authorised asks; Activity says timed', async () => {
    await call('sheets.save', sheet([splitCue('t1', false), splitCue('t2', true)]));
    // A console in use has talked to its account already (the board polls): the first call's connection is not the cue's.
    expect(await call('sheets.check', { id: 'timed' })).toMatchObject({ ok: true });
    offset = DUE - 400 - Date.now(); // 19:00:00 UTC is 400 ms away
    const runId = randomUUID();
    const before = sandbox.counts()['recording.split'] ?? 0;
    const armed = await call('sheets.arm', { sheetId: 'timed', runId, zone: 'UTC', authorise: [] }, 'sandbox');
    expect(armed).toMatchObject({ ok: true, value: { next: { cueId: 't1', words: '19:00:00 (19:00:00 UTC)' }, authorised: {} } });
    const events: string[] = [];
    const off = core.events.subscribe((e) => { if (e.type === 'sheets.timed') events.push(`${e.what} ${e.cueId}`); });
    await expect.poll(() => events.length, { timeout: 5000, interval: 20 }).toBe(2);
    await expect.poll(() => (sandbox.counts()['recording.split'] ?? 0) - before, { timeout: 5000, interval: 20 }).toBe(1);
    await expect.poll(async () => ((await call('activity.list', { limit: 20 })).value as { entries: AuditEntry[] }).entries.filter((e) => e.source?.kind === 'timed').map((e) => [e.command, e.cue?.cueId, e.outcome]), { timeout: 5000 })
      .toEqual(expect.arrayContaining([['recording.split', 't1', 'ok'], ['sheets.timed', 't2', 'not_sent']]));
    off();
    // The split reached the sandbox within 100 ms of 19:00:00 on the console's clock.
    const arrived = sandbox.arrivals('recording.split').at(-1)!;
    expect(arrived - DUE).toBeGreaterThanOrEqual(0);
    expect(arrived - DUE).toBeLessThan(100);
    expect(events).toEqual(['fired t1', 'ask t2']);
    expect(sandbox.arrivals('recording.split')).toHaveLength(before + 1);
    const views = (await call('sheets.timed', {})).value as TimedRunView[];
    expect(views).toMatchObject([{ runId, next: null }]);
    // The timer never fires a cue twice, and GO on it now is refused as already fired.
    expect(await call('sheets.fire', { sheetId: 'timed', cueId: 't1', runId }, 'sandbox')).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect((sandbox.counts()['recording.split'] ?? 0) - before).toBe(1);
    expect(await call('sheets.disarm', { runId })).toMatchObject({ ok: true });
  });

  it('authorised at arm by the local operator, a destructive timed cue fires, and Activity names who authorised it', async () => {
    await call('sheets.save', sheet([splitCue('d1', true)]));
    offset = DUE - 300 - Date.now();
    const runId = randomUUID();
    const before = sandbox.counts()['recording.split'] ?? 0;
    const armed = await call('sheets.arm', { sheetId: 'timed', runId, zone: 'UTC', authorise: ['d1'] }, 'sandbox');
    expect((armed.value as TimedRunView).authorised.d1).toMatch(/^authorised by .+ at \d\d:\d\d$/);
    await expect.poll(() => (sandbox.counts()['recording.split'] ?? 0) - before, { timeout: 5000, interval: 20 }).toBe(1);
    await expect.poll(async () => ((await call('activity.list', { limit: 20 })).value as { entries: AuditEntry[] }).entries.find((e) => e.cue?.cueId === 'd1' && e.command === 'recording.split')?.source, { timeout: 5000 })
      .toMatchObject({ kind: 'timed', authorisedBy: expect.stringMatching(/ at \d\d:\d\d$/) });
    await call('sheets.disarm', { runId });
  });
});
