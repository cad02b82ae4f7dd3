import { beforeEach, describe, expect, it } from 'vitest';
import { useMc } from '../../../renderer/src/stores/store';
import { type FakeApi, envelope, installFakeApi, offline } from './fake-bridge';

const usageBody = (cost: string) => ({
  ...envelope,
  data: {
    'Edge Bandwidth': { usage: 10, rate: '0.10', cost, est_usage: 20, est_cost: '2.00' },
    'SQL Replication Bandwidt': { usage: 1, rate: '0.05', cost: '0.05', est_usage: 2, est_cost: '0.10' },
    Total: { subtotal: '1.05', estimated: '2.10' },
  },
});

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});

describe('usage report', () => {
  it('sends the month as its first day and shapes the answer', async () => {
    fake.answers['usage.data'] = { body: usageBody('1.00') };
    await useMc.getState().loadUsage('2026-10');
    expect(fake.calls[0]).toEqual({ command: 'usage.data', params: { starttime: '2026-10-01' }, cacheKey: 'reports:usage:2026-10' });
    const view = useMc.getState().reportsUsage;
    expect(view.status).toBe('ready');
    expect(view.data?.rows.map((r) => r.label)).toEqual(['Edge Bandwidth', 'SQL Replication Bandwidth']);
    expect(view.data?.sumCost).toBe('1.05');
    expect(view.data?.period).toEqual({ kind: 'month', month: '2026-10' });
  });

  it('shows the cached month marked stale when the server cannot be reached', async () => {
    fake.answers['usage.data'] = { body: usageBody('1.00') };
    await useMc.getState().loadUsage('2026-10');
    fake.answers['usage.data'] = { error: offline };
    await useMc.getState().loadUsage('2026-10');
    const view = useMc.getState().reportsUsage;
    expect(view).toMatchObject({ status: 'ready', stale: true, error: offline, fetchedAt: '2026-11-01T10:00:00.000Z' });
    expect(view.data?.total?.subtotal).toBe('1.05');
    expect(fake.cachedLookups).toEqual(['reports:usage:2026-10']);
  });

  it('fails plainly for a month that was never cached', async () => {
    fake.answers['usage.data'] = { error: offline };
    await useMc.getState().loadUsage('2026-09');
    expect(useMc.getState().reportsUsage).toMatchObject({ status: 'failed', data: null, error: offline });
  });

  it('keeps the last month chosen when answers arrive out of order', async () => {
    let release = () => {};
    const slow = new Promise<void>((r) => (release = r));
    fake.answers['usage.data'] = (params) =>
      (params as { starttime: string }).starttime === '2026-08-01' ? { wait: slow, body: usageBody('8.00') } : { body: usageBody('9.00') };
    const first = useMc.getState().loadUsage('2026-08');
    await useMc.getState().loadUsage('2026-09');
    release();
    await first;
    const view = useMc.getState().reportsUsage;
    expect(view.key).toBe('reports:usage:2026-09');
    expect(view.data?.rows[0]?.cost).toBe('9.00');
  });
});
