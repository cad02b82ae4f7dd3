/**
 * The people of the show in the renderer: this view's arms are told to main and ended there;
 * other people's arms show with their name and countdown; a role that does not cover a
 * button says why on it; while the host is unreachable every screen says STALE since when
 * and acts are held in words.
 */
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Person } from '../../../shared/domain/share/person';
import { roleRefusal } from '../../../shared/domain/share/role-words';
import { GoLivePanel } from '../../../renderer/src/features/live/GoLivePanel';
import { HostReach } from '../../../renderer/src/features/session/HostReach';
import { PeopleArms } from '../../../renderer/src/features/session/PeopleArms';
import { heldWhy } from '../../../renderer/src/features/session/use-role';
import { resetMc, useMc } from '../../../renderer/src/stores/store';
import { type FakeBridge, installFake } from '../fake-bridge';
import { service, snapshot } from '../live/fixtures';

const store = () => useMc.getState();
const watcher: Person = { id: 'g-wes', name: 'Wes', role: 'read', address: '192.0.2.30' };
let fake: FakeBridge;
let n = 0;
beforeEach(() => {
  resetMc();
  fake = installFake()
    .on('session.arm', (input) => ({ ok: true, value: { armId: `arm-${++n}`, action: (input as { action: string }).action, person: null, expiresAt: new Date(Date.now() + 4000).toISOString() } }))
    .on('session.disarm', { ok: true, value: null });
});

const flush = () => act(async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); });

describe('arms of every person', () => {
  it("this view's own arm is told to main, and ended there when it disarms", async () => {
    store().setArmed('live:502', 'Press again to disconnect #502');
    await flush();
    expect(fake.callsTo('session.arm')).toEqual([{ action: 'Press again to disconnect #502' }]);
    expect(store().session.mine).toEqual({ 'live:502': 'arm-' + n });
    store().setArmed('live:502', null);
    await flush();
    expect(fake.callsTo('session.disarm')).toEqual([{ armId: 'arm-' + n }]);
    // An arm shown for a control surface is main's already: not told again.
    store().setArmed('control:x', 'Disconnect all (armed from Desk)');
    await flush();
    expect(fake.callsTo('session.arm')).toHaveLength(1);
  });

  it("another person's arm shows with their name and countdown; this view's own does not repeat", async () => {
    render(<PeopleArms />);
    const until = new Date(Date.now() + 3500).toISOString();
    act(() => store().sessionEvent({ type: 'session.arms', arms: [{ armId: 'a-ana', action: 'Disconnect #502', person: { id: 'g-ana', name: 'Ana', address: '192.0.2.12' }, expiresAt: until }] }));
    expect(screen.getByTestId('person-arm').textContent).toBe('⚠ Ana armed Disconnect #502, 4 s');
    act(() => store().sessionEvent({ type: 'session.waiting', acts: [{ action: 'Disconnect #503', first: { id: 'g-ana', name: 'Ana', address: '192.0.2.12' }, until }] }));
    expect(screen.getByTestId('waiting-act').textContent).toBe('⚠ Waiting for a second person: Disconnect #503 asked by Ana');
  });
});

describe('screens a role cannot use say why', () => {
  it('words: watch cannot go live, operate cannot disconnect, the local operator may do all', () => {
    expect(roleRefusal('read', 'operate', 'going live')).toBe('Your role here is watch: going live needs operate');
    expect(roleRefusal('operate', 'destructive', 'disconnecting')).toBe('Your role here is operate: disconnecting needs destructive');
    expect(roleRefusal(null, 'destructive', 'disconnecting')).toBeNull();
    expect(roleRefusal('destructive', 'operate', 'going live')).toBeNull();
  });

  it('a watch guest sees Go live held with the words, and pressing sends nothing', async () => {
    useMc.setState((s) => ({ session: { ...s.session, me: { person: watcher, twoPerson: false } }, live: { ...s.live, snapshot: snapshot(), services: { rows: [service(501)], fetchedAt: 't', stale: false, error: null }, selected: [501] } }));
    render(<GoLivePanel />);
    expect(screen.getByText('Your role here is watch: going live needs operate')).toBeTruthy();
    const button = screen.getByRole('button', { name: /Go live \(1\)/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => button.click());
    expect(fake.callsTo('live.connect')).toEqual([]);
  });
});

describe('host unreachable', () => {
  it('every screen says STALE since when; acts are held in words; back, the line goes', () => {
    render(<HostReach />);
    expect(screen.queryByTestId('host-unreachable')).toBeNull();
    const since = new Date(2026, 11, 2, 19, 2, 11).toISOString();
    act(() => store().sessionEvent({ type: 'host.reach', reachable: false, since }));
    expect(screen.getByTestId('host-unreachable').textContent).toContain('STALE');
    expect(screen.getByTestId('host-unreachable').textContent).toContain('Host unreachable since 19:02:11');
    expect(heldWhy(store(), 'read', 'reading')).toBe('Host unreachable since 19:02:11: nothing acts on a board this view cannot read');
    act(() => store().sessionEvent({ type: 'host.reach', reachable: true, since: null }));
    expect(screen.queryByTestId('host-unreachable')).toBeNull();
  });
});
