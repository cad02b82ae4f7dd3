/**
 * A group's failed line stays until its cause changes (README: words that report a failure
 * stay while true): not on a timer, but until the group's members change (a member added
 * or removed, from any view) or a member that failed leaves the state it failed in (back
 * LIVE), or the next press. A row that did not fail changing state, or the failed one
 * going from FAILED to OFF (still down), leaves it up.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORDS_MS } from '../../../renderer/src/stores/expiring-words';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import { accountsList, profile } from '../fixtures';
import { dest, snapshot } from '../live/fixtures';

const studioA = profile({ id: 'acct-a', name: 'Studio A' });
const MAIN = { name: 'Main platforms', destinations: [501, 502, 503], reconnect: false };
const ONE_FAILED = { sent: [501, 502], refused: [{ id: 503, reason: 'Rejected by the server: already pushing' }], notSent: [], message: 'Sent to 2 of 3: #503 refused — already pushing' };

const board = (s503: 'failed' | 'off' | 'live', s501: 'live' | 'connecting' = 'connecting') =>
  useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot({ board: [dest({ key: 'svc:501', state: s501 }), dest({ key: 'svc:502', state: 'connecting' }), dest({ key: 'svc:503', state: s503 })] }) } }));
const said = () => useMc.getState().groups.said['Main platforms'];

beforeEach(async () => {
  vi.useFakeTimers();
  installFake().on('groups.list', { ok: true, value: [MAIN] }).on('groups.live', { ok: true, value: ONE_FAILED });
  useMc.setState({ accounts: accountsList([studioA], 'acct-a') });
  board('failed');
  await useMc.getState().groupsLoad();
  await useMc.getState().groupsLive('Main platforms');
  expect(said()).toMatchObject({ status: 'failed', error: { message: ONE_FAILED.message } });
});
afterEach(() => vi.useRealTimers());

describe("a group's failed line", () => {
  it('stays past the DONE limit and while rows that did not fail change state', () => {
    vi.advanceTimersByTime(WORDS_MS * 10);
    board('failed', 'live');
    expect(said()?.status).toBe('failed');
    // The refused member read OFF later is still down: the failure the line reports.
    board('off');
    expect(said()?.status).toBe('failed');
  });

  it('goes when a member is added or removed (main says groups.changed)', () => {
    useMc.getState().groupsChanged('acct-a', [{ ...MAIN, destinations: [501, 502] }]);
    expect(said()).toEqual({ status: 'idle' });
  });

  it('goes when the member that failed is back LIVE', () => {
    board('live');
    expect(said()).toEqual({ status: 'idle' });
  });

  it('goes when the group itself is deleted elsewhere', () => {
    useMc.getState().groupsChanged('acct-a', []);
    expect(said()).toEqual({ status: 'idle' });
  });
});
