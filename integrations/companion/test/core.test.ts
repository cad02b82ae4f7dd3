/**
 * The Companion module's core against the real control API of web mode, with the sandbox
 * and no page open: go live, the feedback following CONNECTING then LIVE, arm → fire,
 * a released hold that sends nothing, split, a GO refused for a cue not in standby, a
 * stale board, the console restarting under it, and a wrong or replaced token stopping it
 * for good.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../../test/unit/control/harness';
import { startHarness } from '../../../test/unit/control/harness';
import { sixCueSheet } from '../../../test/unit/sheets/fixtures';
import { stateColours, TALLY } from '../src/core/colours';
import type { ModuleCore } from '../src/core/module-core';
import { requests } from '../src/core/requests';
import { destinationState, variableValues } from '../src/core/view';
import { coreFor, restartableConsole, type Seen, startedCore, until } from './console';

let h: Harness;
let restart: () => Promise<Harness>;
let core: ModuleCore;
let seen: Seen;

const latest = () => seen.states.at(-1)!;
const commands = () => Object.values(h.booted.sandbox.counts()).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  ({ h, restart } = await restartableConsole());
  expect(await h.call('PUT', '/v1/watch', { body: { app: 'demo-origin', inst: 'live' } })).toMatchObject({ status: 200 });
  ({ core, seen } = await startedCore(h));
});

afterAll(async () => {
  await core.stop();
  await h.close();
});

describe('the module core on a console with no screen', () => {
  it('goes live to #502 with exactly one connect, and its feedback shows CONNECTING then LIVE', async () => {
    const from = seen.states.length;
    expect(await core.goLive(502)).toMatchObject({ status: 200, body: { outcome: 'accepted' } });
    expect(h.sent('pushpublish.connect')).toBe(1);
    await until(() => destinationState(latest(), 502) === 'live');
    const shown = seen.states.slice(from).map((s) => destinationState(s, 502));
    const steps = shown.filter((st, i) => st !== shown[i - 1]);
    expect(steps).toEqual(['off', 'connecting', 'live'].slice(steps[0] === 'off' ? 0 : 1));
    expect(stateColours('connecting', true).bgcolor).toBe(TALLY.amber);
    expect(stateColours(destinationState(latest(), 502)!, true).bgcolor).toBe(TALLY.red);
    expect(h.sent('pushpublish.connect')).toBe(1);
  });

  it('disconnects #502 with a press that arms and a second press that fires: exactly one disconnect', async () => {
    const armed = await core.arms.press('disconnect:502', requests.armDisconnect(502));
    expect(armed).toMatchObject({ kind: 'armed' });
    expect(core.arms.count()).toBe(1);
    expect([core.arms.has('disconnect:502'), core.arms.has('disconnect-all')]).toEqual([true, false]);
    expect(h.sent('pushpublish.disconnect')).toBe(0);
    // The console lists the module's own arm too: armed_count counts it once, not twice.
    const armId = armed.kind === 'armed' ? armed.armId : '';
    await until(() => latest().armed.some((a) => a.armId === armId), "the console's state to list the arm", () => latest().armed);
    expect(variableValues(latest(), core.arms.ids())).toMatchObject({ armed_count: 1 });
    expect(await core.arms.press('disconnect:502', requests.armDisconnect(502))).toMatchObject({ kind: 'fired' });
    expect(h.sent('pushpublish.disconnect')).toBe(1);
    expect(core.arms.count()).toBe(0);
    await until(() => latest().armed.length === 0);
  });

  it('cancels a hold-to-fire on release: the arm is gone at the console and nothing is sent', async () => {
    const before = commands();
    // A hold far longer than the test: only the release can end it.
    expect(await core.arms.hold('disconnect-all', requests.armDisconnectAll(), 600_000)).toMatchObject({ kind: 'armed' });
    expect(h.booted.services.control.armList()).toHaveLength(1);
    expect(await core.arms.release('disconnect-all')).toMatchObject({ kind: 'cancelled' });
    expect(h.booted.services.control.armList()).toEqual([]);
    expect(commands()).toBe(before);
  });

  it('fires a hold that is not released, once', async () => {
    await core.goLive(503);
    const disconnects = h.sent('pushpublish.disconnect');
    expect(await core.arms.hold('disconnect:503', requests.armDisconnect(503), 0)).toMatchObject({ kind: 'armed' });
    await until(() => seen.outcomes.some((o) => o.key === 'disconnect:503'));
    expect(seen.outcomes.find((o) => o.key === 'disconnect:503')?.outcome).toMatchObject({ kind: 'fired' });
    expect(await core.arms.release('disconnect:503')).toBeNull();
    expect(h.sent('pushpublish.disconnect')).toBe(disconnects + 1);
  });

  it('splits once', async () => {
    expect(await core.split({ app: 'demo-origin/live', stream: 'cam_1' })).toMatchObject({ status: 200 });
    expect(h.sent('recording.split')).toBe(1);
  });

  it('refuses a GO whose expected cue is not standby, and GOes the cue it shows', async () => {
    const saved = await h.booted.services.router.dispatch('sheets.save', sixCueSheet());
    if (!saved.ok) throw new Error(saved.error.message);
    await h.booted.services.router.dispatch('control.report', { f9: null, run: { sheetId: 'sheet-1', sheetName: 'Gala night', runId: '7a1b2c3d-0000-4000-8000-00000000000a', standby: { cueId: 'c3', n: 3, name: 'Speech', destructive: false } } });
    await until(() => latest().standby?.cueId === 'c3');
    const before = commands();
    expect(await core.go('c5')).toMatchObject({ status: 409, body: { error: 'not_expected' } });
    expect(commands()).toBe(before);
    expect(await core.go()).toMatchObject({ status: 200 });
    await until(() => latest().standby?.cueId === 'c4');
    expect(latest().standby).toMatchObject({ n: 4, name: 'Panel' });
  });

  it('shows "stale" while the console says its board is old, and "ok" again after a fresh read', async () => {
    const from = seen.statuses.length;
    // The console's clock jumps a minute: its last read is now older than two polls and 5 s.
    h.skew.ms = 60_000;
    await until(() => seen.statuses.slice(from).includes('stale'));
    await until(() => seen.statuses.at(-1) === 'ok');
    expect(seen.statuses.slice(from)).toEqual(['stale', 'ok']);
    h.skew.ms = 0;
  });

  it('survives the console restarting: shows "no console", reconnects, resubscribes and acts again', async () => {
    const statuses = seen.statuses.length;
    await h.close();
    await until(() => seen.statuses.at(-1) === 'no console');
    h = await restart();
    await until(() => seen.statuses.at(-1) === 'ok');
    expect(seen.statuses.slice(statuses)).toEqual(['no console', 'ok']);
    await h.call('PUT', '/v1/watch', { body: { app: 'demo-origin', inst: 'live' } });
    expect(await core.goLive(506)).toMatchObject({ status: 200 });
    expect(h.sent('pushpublish.connect')).toBe(1);
    // Events come from the new console's socket.
    await until(() => destinationState(latest(), 506) === 'live');
  });
});

describe('a refused token', () => {
  it('never sends a wrong token: the console cannot prove it holds that one, and the status says so', async () => {
    const { core: wrong, seen: s } = coreFor(h, 'not-the-token');
    wrong.start();
    await until(() => s.statuses.length > 0, 'a status', () => s.statuses);
    expect(s.statuses).toEqual(['not proven']);
    expect(s.messages[0]).toMatch(/^Not the console, or a wrong token: .*the token was not sent/);
    expect(wrong.state()).toBeNull();
    await wrong.stop();
  });

  it('stops when the console replaces the token under an open events socket (close 4401)', async () => {
    const other = await startHarness({ bare: true });
    const { core: c, seen: s } = coreFor(other);
    c.start();
    await until(() => s.statuses.at(-1) === 'ok');
    const rotated = await other.booted.services.router.dispatch('control.rotateToken', {});
    expect(rotated.ok).toBe(true);
    await until(() => s.statuses.at(-1) === 'auth failure');
    expect(s.statuses).toEqual(['ok', 'auth failure']);
    await c.stop();
    await other.close();
  });
});
