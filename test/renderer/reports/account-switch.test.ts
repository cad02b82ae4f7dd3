import { beforeEach, describe, expect, it } from 'vitest';
import { useMc } from '../../../renderer/src/stores/store';
import { type FakeApi, envelope, installFakeApi } from './fake-bridge';

const usageOf = (subtotal: string) => ({
  body: { ...envelope, data: { 'Edge Bandwidth': { usage: 1, rate: '1', cost: subtotal, est_usage: 1, est_cost: subtotal }, Total: { subtotal, estimated: subtotal } } },
});

let fake: FakeApi;
beforeEach(async () => {
  localStorage.clear();
  fake = installFakeApi();
  await useMc.getState().switchAccount('acct-a');
});

describe('account switch', () => {
  it("forgets account A's usage, uploads, application list and picks under account B", async () => {
    fake.answers['usage.data'] = usageOf('7.00');
    fake.answers['cloudstore.status'] = { body: { ...envelope, data: [{ id: 41, created: '2026-10-01 00:00:00', status: 200 }] } };
    fake.answers['video.getapps'] = { body: { ...envelope, apps: [{ name: 'a-only-app', app_id: 1 }] } };
    const s = useMc.getState();
    await Promise.all([s.loadUsage('2026-10'), s.loadUploads(0), s.loadApps()]);
    s.setReportsPicks({ sqlUsers: 'a_user', cdn: { checked: ['a-only-app'], typed: '' } });
    expect(useMc.getState().reportsUsage.data?.sumCost).toBe('7.00');

    await useMc.getState().switchAccount('acct-b');
    const after = useMc.getState();
    expect(after.reportsUsage).toMatchObject({ status: 'idle', data: null });
    expect(after.reportsUploads).toMatchObject({ status: 'idle', data: null });
    expect(after.reportsApps).toEqual({ status: 'idle', apps: [], error: null });
    expect(after.reportsPicks.sqlUsers).toBe('');
    expect(after.reportsPicks.cdn.checked).toEqual([]);
    expect(after.accountScope.profileId).toBe('acct-b');
  });

  it("drops an answer read on A that lands after the switch, even when B asks the same month", async () => {
    let release: () => void = () => {};
    const wait = new Promise<void>((r) => (release = r));
    fake.answers['usage.data'] = () => (fake.activeId === 'acct-a' ? { wait, ...usageOf('1.11') } : usageOf('2.22'));
    const fromA = useMc.getState().loadUsage('2026-10');
    await useMc.getState().switchAccount('acct-b');
    await useMc.getState().loadUsage('2026-10');
    expect(useMc.getState().reportsUsage.data?.sumCost).toBe('2.22');
    release();
    await fromA;
    expect(useMc.getState().reportsUsage.data?.sumCost).toBe('2.22');
  });

  it('keeps the views when the account list reloads with the same active account', async () => {
    fake.answers['usage.data'] = usageOf('3.00');
    await useMc.getState().loadUsage('2026-10');
    useMc.setState({ accounts: { profiles: [], activeId: 'acct-a' } });
    expect(useMc.getState().reportsUsage.data?.sumCost).toBe('3.00');
  });
});
