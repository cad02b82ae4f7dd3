import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreServices } from '../../../electron/core/services';
import { runAsPerson } from '../../../electron/core/audit/person-scope';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import type { Person } from '../../../shared/domain/share/person';
import { twoPersonPress } from '../../../shared/domain/share/two-person';
import { isDestructiveCall } from '../../../shared/domain/share/destructive-acts';
import { coreOnSandbox } from '../services/core-on-sandbox';

const ana: Person = { id: 'g-ana', name: 'Ana', role: 'destructive', address: '192.0.2.12' };
const bo: Person = { id: 'g-bo', name: 'Bo', role: 'destructive', address: '192.0.2.13' };

describe('the two-person rule, pure', () => {
  const press = { key: 'k', action: 'Disconnect #502', now: 1000 };
  it('waits on the first press, refuses the same person twice, sends once on a different person', () => {
    const a = twoPersonPress(new Map(), { ...press, who: ana });
    expect(a.step).toMatchObject({ kind: 'waiting', words: expect.stringMatching(/^Not sent yet: waiting for a second person\./) });
    const again = twoPersonPress(a.state, { ...press, who: ana, now: 2000 });
    expect(again.step.kind).toBe('refused');
    const b = twoPersonPress(again.state, { ...press, who: bo, now: 3000 });
    expect(b.step).toEqual({ kind: 'send', first: ana, confirmedBy: bo });
    expect(b.state.size).toBe(0);
    // A third press starts a new wait: nothing is sent twice.
    expect(twoPersonPress(b.state, { ...press, who: bo, now: 4000 }).step.kind).toBe('waiting');
  });
  it('a wait ends after its window: a late second press is a new first press', () => {
    const a = twoPersonPress(new Map(), { ...press, who: ana }, 5000);
    expect(twoPersonPress(a.state, { ...press, who: bo, now: 7000 }, 5000).step.kind).toBe('waiting');
  });
  it('knows the destructive calls', () => {
    expect(isDestructiveCall('live.disconnect', { push_service_id: 1 })).toBe(true);
    expect(isDestructiveCall('live.split', { app: 'a/b', stream: 's' })).toBe(false);
    expect(isDestructiveCall('live.split', { app: 'a/b', stream: 's', delete: true })).toBe(true);
    expect(isDestructiveCall('live.geoApply', { app: 'a' })).toBe(true);
    expect(isDestructiveCall('live.geoApply', { app: 'a', geo_codes: 'FR' })).toBe(false);
    expect(isDestructiveCall('api.call', { command: 'pushpublish.disconnect', params: {} })).toBe(true);
    expect(isDestructiveCall('live.connect', { connects: [] })).toBe(false);
  });
});

describe('the two-person rule in main, over the real router and the sandbox', () => {
  let sandbox: SandboxHandle;
  let core: CoreServices;
  let dataDir: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 5 });
    dataDir = await mkdtemp(join(tmpdir(), 'mc-two-'));
    core = coreOnSandbox(sandbox, dataDir);
    expect(await core.router.dispatch('live.connect', { connects: [{ push_service_id: 502, inst: 'live' }] }, 'sandbox')).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await core.dispose();
    await sandbox.close();
  });

  it('is off by default: one press sends', async () => {
    expect(await core.router.dispatch('session.me', {})).toEqual({ ok: true, value: { person: null, twoPerson: false } });
  });

  it('on: nothing is sent until a second, different person confirms; then exactly one disconnect, audited with both names', async () => {
    const sent = () => sandbox.counts()['pushpublish.disconnect'] ?? 0;
    expect(await core.router.dispatch('session.setTwoPerson', { enabled: true })).toMatchObject({ ok: true, value: { twoPerson: true } });
    expect(await runAsPerson(ana, () => core.router.dispatch('session.setTwoPerson', { enabled: false }))).toMatchObject({ ok: false });
    const input = { app: 'demo-origin', inst: 'live', push_service_id: 502 };
    const before = sent();
    const first = await runAsPerson(ana, () => core.router.dispatch('live.disconnect', input, 'sandbox'));
    expect(first).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('waiting for a second person') } });
    expect(core.session.twoPerson.waiting()).toMatchObject([{ action: 'Disconnect #502', first: { name: 'Ana' } }]);
    const twice = await runAsPerson(ana, () => core.router.dispatch('live.disconnect', input, 'sandbox'));
    expect(twice).toMatchObject({ ok: false, error: { message: expect.stringContaining('needs a different person') } });
    expect(sent()).toBe(before);
    const second = await runAsPerson(bo, () => core.router.dispatch('live.disconnect', input, 'sandbox'));
    expect(second).toMatchObject({ ok: true });
    expect(sent()).toBe(before + 1);
    expect(core.session.twoPerson.waiting()).toEqual([]);
    const lines = (await readFile(join(dataDir, 'audit.jsonl'), 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
    const intents = lines.filter((l) => l.phase === 'intent' && l.command === 'pushpublish.disconnect');
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ person: { name: 'Ana', address: '192.0.2.12' }, confirmedBy: { name: 'Bo', address: '192.0.2.13' } });
    await core.router.dispatch('session.setTwoPerson', { enabled: false });
  });
});
