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

describe('30-day reports', () => {
  it('sends several users as a list with the window start in Unix seconds', async () => {
    fake.answers['sqldb.usage'] = {
      body: {
        ...envelope,
        data: [
          { summary_date: '2026-10-05', sqldb_user: 'reports_ro', select_total: 5, update_total: 0, other_total: 0, binlog_total: 0, cputime_total: 0.2 },
          { summary_date: '2026-10-05', sqldb_user: 'app_rw', select_total: 3, update_total: 4, other_total: 0, binlog_total: 0, cputime_total: 0.1 },
        ],
      },
    };
    useMc.getState().setReportsPeriod({ kind: 'window', start: '2026-10-05' });
    await useMc.getState().loadSql(['reports_ro', 12]);
    expect(fake.calls[0]?.params).toEqual({ sqldb: ['reports_ro', 12], starttime: Date.UTC(2026, 9, 5) / 1000 });
    const data = useMc.getState().reportsSql.data;
    expect(data?.users).toEqual(['app_rw', 'reports_ro']);
    expect(data?.byMetric.select_total.data).toHaveLength(30);
  });

  it('sends one application alone and a month period as its first day', async () => {
    fake.answers['video.cdnhits'] = { body: { ...envelope, data: [] } };
    useMc.getState().setReportsPeriod({ kind: 'month', month: '2026-09' });
    await useMc.getState().loadCdn(['demo-origin']);
    expect(fake.calls[0]?.params).toEqual({ app: 'demo-origin', starttime: '2026-09-01' });
    expect(useMc.getState().reportsCdn.data?.rows).toEqual([]);
  });

  it('does not use the cache for a request the catalog refused', async () => {
    fake.answers['video.servers'] = { error: { kind: 'invalid_request', issues: [{ path: 'app', message: 'name at least one' }], message: 'bad request' } };
    await useMc.getState().loadServers([]);
    expect(fake.cachedLookups).toEqual([]);
    expect(useMc.getState().reportsServers.status).toBe('failed');
  });
});

describe('picks', () => {
  it('keeps what was typed and ticked per report, so a tab switch loses nothing', () => {
    useMc.getState().setReportsPicks({ sqlUsers: 'reports_ro, 12' });
    useMc.getState().setReportsPicks({ cdn: { checked: ['demo-origin'], typed: '1003' } });
    expect(useMc.getState().reportsPicks).toEqual({
      sqlUsers: 'reports_ro, 12',
      cdn: { checked: ['demo-origin'], typed: '1003' },
      servers: { checked: [], typed: '' },
    });
  });
});

describe('uploads and apps', () => {
  it('pages uploads with limit and offset, newest first', async () => {
    fake.answers['cloudstore.status'] = {
      body: { ...envelope, data: [{ id: 1, created: '2026-10-01 00:00:00', status: 200 }, { id: 2, created: '2026-10-02 00:00:00', status: 200 }] },
    };
    await useMc.getState().loadUploads(25);
    expect(fake.calls[0]?.params).toEqual({ limit: 25, offset: 25 });
    expect(useMc.getState().reportsUploads.data).toMatchObject({ offset: 25, limit: 25 });
    expect(useMc.getState().reportsUploads.data?.rows.map((r) => r.id)).toEqual([2, 1]);
  });

  it('keeps the app list empty but usable when video.getapps fails', async () => {
    fake.answers['video.getapps'] = { error: offline };
    await useMc.getState().loadApps();
    expect(useMc.getState().reportsApps).toMatchObject({ status: 'failed', apps: [], error: offline });
  });
});
