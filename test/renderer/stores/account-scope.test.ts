/**
 * The one account mechanism (stores/account-scope.ts): a switch replaces every area's
 * account-bound state, disarms, and drops answers that left under the previous account;
 * bound calls carry the account the screen showed.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followAccount } from '../../../renderer/src/stores/account-scope';
import { useMc } from '../../../renderer/src/stores/store';
import type { IpcResult } from '../../../shared/ipc/define';
import { type FakeBridge, installFake } from '../fake-bridge';
import { accountsList, connection, profile } from '../fixtures';
import { service } from '../live/fixtures';

const studioA = profile({ id: 'acct-a', name: 'Studio A' });
const studioB = profile({ id: 'acct-b', name: 'Studio B' });
const store = () => useMc.getState();
const envelope = { status: 'success' };
const ticket = { key: 'a-ticket', pass: 'p', ip: 'auto', video: 'cam_1', app: 'a-app', created_date: '2026-11-01 00:00:00', used_date: null, uses: 1, active: true };

/** A bridge answer held back until the test releases it. */
function deferred(): { promise: Promise<IpcResult<unknown>>; release(value: IpcResult<unknown>): void } {
  let release: (value: IpcResult<unknown>) => void = () => {};
  const promise = new Promise<IpcResult<unknown>>((r) => (release = r));
  return { promise, release };
}

let fake: FakeBridge;
beforeEach(async () => {
  fake = installFake()
    .on('accounts.setActive', (input) => ({ ok: true, value: accountsList([studioA, studioB], (input as { id: string }).id) }))
    .on('app.connection', { ok: true, value: connection() });
  await store().switchAccount('acct-a');
});

describe('followAccount', () => {
  it('adopts the first known account, starts a new turn on another, and ignores the same one', () => {
    const none = { profileId: null, epoch: 0 };
    expect(followAccount(none, 'a')).toEqual({ scope: { profileId: 'a', epoch: 0 }, forget: false });
    const onA = { profileId: 'a', epoch: 3 };
    expect(followAccount(onA, 'a').scope).toBe(onA);
    expect(followAccount(onA, null).scope).toBe(onA);
    expect(followAccount(onA, 'b')).toEqual({ scope: { profileId: 'b', epoch: 4 }, forget: true });
  });
});

describe('an account switch', () => {
  it("replaces every screen's account-bound state and disarms armed actions", async () => {
    fake.on('api.call', (input) => {
      const command = (input as { command: string }).command;
      if (command === 'sevu.search') return { ok: true, value: { response: { ...envelope, tickets: [ticket] }, meta: {}, fetchedAt: '2026-11-01T00:00:00Z' } };
      if (command === 'sevu.liststreamusers') return { ok: true, value: { response: { ...envelope, streamusers: [{ streamuser_id: 1, app: 'a-app', stream: 's', user: 'u' }] }, meta: {}, fetchedAt: '2026-11-01T00:00:00Z' } };
      return { ok: false, error: { kind: 'internal', message: 'not in this test' } };
    });
    useMc.setState((s) => ({
      live: { ...s.live, services: { rows: [service(7)], fetchedAt: 'x', stale: false, error: null }, selected: [7], selectedStream: 'cam_1', goLiveRequest: 'golive-1' },
      reportsPicks: { ...s.reportsPicks, sqlUsers: 'a_user' },
      activityFilter: { command: 'pushpublish.connect', profileId: 'acct-a' },
    }));
    store().setTicketFilter({ app: 'a-app' });
    await store().searchTickets();
    await store().loadStreamUsers();
    store().setArmed('live-disconnect-all', 'Press again to disconnect all 2 pushes');
    expect(store().viewersTickets.rows).toHaveLength(1);
    const disarmBefore = store().disarmEpoch;
    const turnBefore = store().accountScope.epoch;

    await store().switchAccount('acct-b');

    const s = store();
    expect(s.accountScope).toEqual({ profileId: 'acct-b', epoch: turnBefore + 1 });
    expect(s.live).toMatchObject({ snapshot: null, services: { rows: null }, selected: [], retryable: {}, splitUnknown: {}, selectedStream: null, ledger: null });
    expect(s.viewersTickets.rows).toBeNull();
    expect(s.viewersTicketFilter.app).toBe('');
    expect(s.viewersStreamUsers).toMatchObject({ status: 'idle', rows: null });
    expect(s.reportsPicks.sqlUsers).toBe('');
    expect(s.activityFilter).toEqual({ profileId: 'acct-b' });
    expect(s.armed).toEqual({});
    expect(s.disarmEpoch).toBeGreaterThan(disarmBefore);
  });

  it('keeps everything when the account list reloads with the same active account', async () => {
    store().setTicketFilter({ app: 'a-app' });
    const scope = store().accountScope;
    useMc.setState({ accounts: accountsList([studioA, studioB], 'acct-a') });
    expect(store().viewersTicketFilter.app).toBe('a-app');
    expect(store().accountScope).toBe(scope);
  });

  it('a bound call carries the account the screen showed, and late answers for it change nothing after the switch', async () => {
    const connect = deferred();
    const users = deferred();
    const services = deferred();
    fake.on('live.connect', () => connect.promise).on('api.call', () => users.promise).on('live.services', () => services.promise);
    const goLive = store().liveGoLive([{ app: 'demo-origin', inst: 'live', push_service_id: 7 }], ['A destination']);
    const listUsers = store().loadStreamUsers();
    const loadServices = store().liveLoadServices();
    // The actions first await the account turn; then the calls are out.
    await vi.waitFor(() => expect(fake.calls.map(([c]) => c)).toEqual(expect.arrayContaining(['live.connect', 'api.call', 'live.services'])));
    expect(fake.calls.filter(([c]) => c === 'live.connect' || c === 'api.call').map(([c, , account]) => [c, account])).toEqual([
      ['live.connect', 'acct-a'],
      ['api.call', 'acct-a'],
    ]);

    await store().switchAccount('acct-b');
    const fresh = { live: store().live, users: store().viewersStreamUsers };
    connect.release({ ok: true, value: { results: [{ index: 0, label: 'A destination', outcome: 'accepted', state: 'connecting', message: 'Accepted', latencyMs: 5 }], totalMs: 5 } });
    users.release({ ok: true, value: { response: { ...envelope, streamusers: [{ streamuser_id: 1, app: 'a-app', stream: 's', user: 'u' }] }, meta: {}, fetchedAt: '2026-11-01T00:00:00Z' } });
    services.release({ ok: true, value: { services: [service(7)], fetchedAt: '2026-11-01T00:00:00Z' } });
    await Promise.all([goLive, listUsers, loadServices]);

    expect(store().live).toBe(fresh.live);
    expect(store().live.services.rows).toBeNull();
    expect(store().viewersStreamUsers).toBe(fresh.users);
    expect(store().viewersStreamUsers.rows).toBeNull();
  });

  it('an action started before the accounts are known waits for them, then carries the active one', async () => {
    useMc.setState({ accountScope: { profileId: null, epoch: 0 }, accounts: null });
    fake.on('live.split', { ok: true, value: { rows: [] } });
    const split = store().liveSplit({ app: 'demo-origin/live', stream: 'cam_1' });
    await Promise.resolve();
    expect(fake.callsTo('live.split')).toHaveLength(0);
    useMc.setState({ accounts: accountsList([studioA, studioB], 'acct-b') });
    await split;
    expect(fake.calls.find(([c]) => c === 'live.split')?.[2]).toBe('acct-b');
  });
});

describe('the split ledger on Live', () => {
  const row = (id: string, profileId: string) => ({
    id, time: '2026-11-26T11:00:00.000Z', account: profileId, profileId, app: 'demo-origin/live', stream: 'cam_1', requested: 'cam_1',
    title: null, file: null, duration: null, outcome: 'ok' as const, message: null, deleted: false,
  });

  it("keeps the active account's rows only: a split announced for another account (or its rehearsal mirror) stays out", () => {
    store().liveLedgerRows([row('mine', 'acct-a'), row('theirs', 'acct-b'), row('mirror', 'mirror:acct-a')], false);
    expect(store().live.ledger?.map((r) => r.id)).toEqual(['mine']);
    store().liveLedgerRows([row('mine-2', 'acct-a'), row('theirs-2', 'acct-b')], true);
    expect(store().live.ledger?.map((r) => r.id)).toEqual(['mine-2', 'mine']);
  });
});
