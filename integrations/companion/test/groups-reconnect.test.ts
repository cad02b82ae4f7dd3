/**
 * The module's groups and reconnect against the real console (web mode's control API, the
 * sandbox, no page open): a group's go live (one connect per member), reconnect on/off per
 * destination and per group as /v1/state then says, a drop at the sandbox shown as
 * RECONNECTING (orange, its variable, the group's words) and then LIVE, and a group's
 * disconnect by arm → fire (one disconnect per member).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlState } from '../../../electron/control/state-shape';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import { type Harness, startHarness } from '../../../test/unit/control/harness';
import { routerCall } from '../../../test/unit/live/board-calls';
import { feedbackDefinitions } from '../src/adapter/feedbacks';
import { TALLY } from '../src/core/colours';
import type { ConsoleState } from '../src/core/contract';
import type { ModuleCore } from '../src/core/module-core';
import { requests } from '../src/core/requests';
import { destinationState, variableValues } from '../src/core/view';
import { type Seen, startedCore, until } from './console';

const GROUP = 'Main stage';
const MEMBERS = [501, 503, 507];

let h: Harness;
let core: ModuleCore;
let seen: Seen;

const latest = () => seen.states.at(-1)!;
const groupIn = (s: ConsoleState) => s.groups?.find((g) => g.name === GROUP);
/** What the console itself says now, read apart from the module: typed as the console's own, it must fit the module's reading of it. */
const consoleState = async (): Promise<ControlState> => (await h.call('GET', '/v1/state')).body as unknown as ControlState;

/** The module's feedbacks as Companion would ask them, for the state given. */
let shown: ConsoleState | null = null;
const feedbacks = feedbackDefinitions({ state: () => shown, status: () => 'ok', moduleArmIds: () => [], armedHere: () => false, blinkLit: () => true });
async function bgcolor(s: ConsoleState, feedbackId: 'dest_state' | 'group_state', options: Record<string, string | number>): Promise<unknown> {
  const def = feedbacks[feedbackId];
  if (!def || def.type !== 'advanced') throw new Error(`no advanced feedback ${feedbackId}`);
  shown = s;
  const info = { type: 'advanced', id: 'f', controlId: 'bank-1', feedbackId, options, previousOptions: null } as never;
  return (await def.callback(info, {} as never)).bgcolor;
}

beforeAll(async () => {
  h = await startHarness({ bare: true });
  await h.configure({ destructive: true });
  expect(await h.call('PUT', '/v1/watch', { body: { app: 'demo-origin', inst: 'live' } })).toMatchObject({ status: 200 });
  expect(await h.call('PUT', `/v1/groups/${encodeURIComponent(GROUP)}`, { body: { destinations: MEMBERS } })).toMatchObject({ status: 200 });
  ({ core, seen } = await startedCore(h, (s) => groupIn(s) !== undefined));
});

afterAll(async () => {
  await core.stop();
  await h.close();
});

describe('the module core with groups and reconnect on a console with no screen', () => {
  it("goes live a group with exactly one connect per member, and the group's variable and colour follow", async () => {
    expect(groupIn(latest())?.words).toBe('0 of 3 LIVE, 3 OFF');
    expect(await bgcolor(latest(), 'group_state', { group: GROUP })).toBe(TALLY.grey);
    expect(await core.groupLive(GROUP)).toMatchObject({ status: 200, body: { sent: MEMBERS, notSent: [] } });
    expect(h.sent('pushpublish.connect')).toBe(3);
    await until(() => groupIn(latest())?.words === '3 of 3 LIVE');
    expect(variableValues(latest(), []).group_main_stage_state).toBe('3 of 3 LIVE');
    expect(await bgcolor(latest(), 'group_state', { group: GROUP })).toBe(TALLY.red);
    expect(h.sent('pushpublish.connect')).toBe(3);
  });

  it("turns reconnect on and off, per group and per destination, as the console's /v1/state then says", async () => {
    const enabled = (s: ConsoleState, id: number) => s.destinations.find((d) => d.id === id)?.reconnect?.enabled;
    expect(MEMBERS.map((id) => enabled(latest(), id))).toEqual([false, false, false]);
    expect(await core.groupReconnect(GROUP, true)).toMatchObject({ status: 200, body: { group: { reconnect: true }, members: { applied: true } } });
    let s = await consoleState();
    expect([groupIn(s)?.reconnect, ...MEMBERS.map((id) => enabled(s, id))]).toEqual([true, true, true, true]);
    expect(await core.reconnect(507, false)).toMatchObject({ status: 200, body: { id: 507, enabled: false } });
    expect(await core.reconnect(504, true)).toMatchObject({ status: 200, body: { id: 504, enabled: true } });
    s = await consoleState();
    expect([501, 503, 504, 507].map((id) => enabled(s, id))).toEqual([true, true, true, false]);
    // The module's own view follows the console's events.
    await until(() => enabled(latest(), 507) === false && enabled(latest(), 504) === true);
  });

  // The console reads the drop at its next poll and tries again about 2 s later: a longer limit for a busy machine.
  it("shows a drop at the sandbox as RECONNECTING — orange, its variable and the group's words — then LIVE again", async () => {
    const board = await routerCall<SessionsSnapshot>(h, 'live.checkStatus', {});
    const entry = board.board.find((r) => r.pushServiceId === 501)?.entryName;
    if (!entry) throw new Error('#501 has no push at the sandbox');
    const from = seen.states.length;
    expect(h.booted.sandbox.dropPushes({ entry_name: entry })).toBe(1);
    await until(() => seen.states.slice(from).some((s) => destinationState(s, 501) === 'reconnecting'));
    await until(() => destinationState(latest(), 501) === 'live' && groupIn(latest())?.words === '3 of 3 LIVE');

    const after = seen.states.slice(from);
    const states = after.map((s) => destinationState(s, 501));
    const changes = states.filter((st, i) => st !== states[i - 1]);
    expect(changes.slice(changes.indexOf('reconnecting'))).toEqual(['reconnecting', 'live']);

    const coming = after.find((s) => destinationState(s, 501) === 'reconnecting')!;
    expect(variableValues(coming, [])).toMatchObject({ dest_501_state: 'reconnecting', group_main_stage_state: '2 of 3 LIVE, 1 RECONNECTING' });
    expect(await bgcolor(coming, 'dest_state', { dest: 501 })).toBe(TALLY.orange);
    expect(await bgcolor(coming, 'group_state', { group: GROUP })).toBe(TALLY.orange);

    expect(variableValues(latest(), [])).toMatchObject({ dest_501_state: 'live', group_main_stage_state: '3 of 3 LIVE' });
    expect(await bgcolor(latest(), 'dest_state', { dest: 501 })).toBe(TALLY.red);
    expect(await bgcolor(latest(), 'group_state', { group: GROUP })).toBe(TALLY.red);
  }, 60_000);

  it('disconnects the group with a press that arms and a second press that fires: exactly one disconnect per member', async () => {
    const key = `group-disconnect:${GROUP}`;
    // The reconnect above sent one disconnect of the held push: count from here.
    const disconnects = h.sent('pushpublish.disconnect');
    expect(await core.arms.press(key, requests.armGroupDisconnect(GROUP))).toMatchObject({ kind: 'armed', action: 'Disconnect group Main stage (3 destinations)' });
    await until(() => latest().armed.length === 1);
    expect(h.sent('pushpublish.disconnect')).toBe(disconnects);
    expect(await core.arms.press(key, requests.armGroupDisconnect(GROUP))).toMatchObject({ kind: 'fired' });
    expect(h.sent('pushpublish.disconnect') - disconnects).toBe(3);
    await until(() => groupIn(latest())?.words.startsWith('0 of 3 LIVE') === true && latest().armed.length === 0);
    expect(h.sent('pushpublish.disconnect') - disconnects).toBe(3);
  });
});
