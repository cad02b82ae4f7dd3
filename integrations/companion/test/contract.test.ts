/**
 * Reconnect and groups as the shared contract shapes them (RECONNECTING, `reconnect` on a
 * destination, `groups` in /v1/state, the group and reconnect routes). A console without
 * them yet cannot be asked, so this checks the module's side: the requests it builds and
 * what it shows for a state carrying them. The backoff is checked here too.
 */
import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../src/core/backoff';
import { stateColours, TALLY } from '../src/core/colours';
import type { ConsoleState } from '../src/core/contract';
import { requests } from '../src/core/requests';
import { groupState, variableValues } from '../src/core/view';

const reconnect = { enabled: true, attempt: null, of: 5, nextTryAt: null };
const state: ConsoleState = {
  account: { id: 'sandbox', name: 'Sandbox', rehearsal: true },
  destinations: [
    { id: 501, name: 'Main', state: 'live', liveSince: null, reason: null, reconnect },
    { id: 502, name: 'Backup', state: 'reconnecting', liveSince: null, reason: null, reconnect: { enabled: true, attempt: 2, of: 5, nextTryAt: '2026-11-28T10:00:00.000Z' } },
    { id: 503, name: 'Radio', state: 'off', liveSince: null, reason: null, reconnect: { ...reconnect, enabled: false } },
  ],
  f9: null,
  standby: { sheet: 'Gala night', cueId: 'c3', n: 3, name: 'Speech', destructive: false },
  armed: [{}],
  link: 'ok',
  stale: false,
  groups: [
    { name: 'Main stage', destinations: [501, 502], words: '1 of 2 LIVE, 1 RECONNECTING', reconnect: true },
    { name: 'Radio', destinations: [503], words: '1 OFF', reconnect: false },
  ],
};

describe('reconnect and groups, as the contract shapes them', () => {
  it('builds the group and reconnect requests', () => {
    expect(requests.groupLive('Main stage')).toEqual({ method: 'POST', path: '/v1/groups/Main%20stage/live' });
    expect(requests.armGroupDisconnect('Main stage')).toEqual({ method: 'POST', path: '/v1/groups/Main%20stage/disconnect' });
    expect(requests.groupReconnect('Radio', false)).toEqual({ method: 'PUT', path: '/v1/groups/Radio/reconnect', body: { enabled: false } });
    expect(requests.reconnect(502, true)).toEqual({ method: 'PUT', path: '/v1/destinations/502/reconnect', body: { enabled: true } });
  });

  it('shows reconnecting in orange, in the variables and in a group\'s state', () => {
    expect(stateColours('reconnecting', true).bgcolor).toBe(TALLY.orange);
    expect(stateColours('failed', false).bgcolor).not.toBe(stateColours('failed', true).bgcolor);
    const v = variableValues(state, 1);
    expect(v).toMatchObject({ dest_502_state: 'reconnecting', dest_502_name: 'Backup', live_count: 1, armed_count: 2, cue_next_n: 3, cue_next_name: 'Speech', rehearsal: 'yes', account: 'Sandbox' });
    expect(v.group_main_stage_state).toBe('1 of 2 LIVE, 1 RECONNECTING');
    expect(groupState(state, 'Main stage')).toBe('reconnecting');
    expect(groupState(state, 'Radio')).toBe('off');
    expect(groupState(state, 'Nobody')).toBeNull();
  });

  it('backs off from 1 s by ×1.5 up to 30 s, jittered below each step', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 0))).toEqual([1000, 1500, 2250, 3375]);
    expect(backoffDelay(40, () => 0)).toBe(30_000);
    expect(backoffDelay(0, () => 0.999)).toBeGreaterThanOrEqual(800);
    expect(backoffDelay(0, () => 0.999)).toBeLessThan(1000);
  });
});
