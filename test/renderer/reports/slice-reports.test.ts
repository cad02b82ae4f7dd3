import { beforeEach, describe, expect, it } from 'vitest';
import { useMc } from '../../../renderer/src/stores/store';
import { type FakeApi, envelope, installFakeApi, offline } from './fake-bridge';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
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

  it('reads a page whose data is one object (not a list) as one row', async () => {
    fake.answers['cloudstore.status'] = { body: { ...envelope, data: { id: 9064, created: '2026-10-01 00:00:00', status: 202 } } };
    await useMc.getState().loadUploads(63, 63);
    expect(fake.calls[0]?.params).toEqual({ limit: 63, offset: 63 });
    expect(useMc.getState().reportsUploads.data?.rows.map((r) => r.id)).toEqual([9064]);
  });

  it('keeps the app list empty but usable when video.getapps fails', async () => {
    fake.answers['video.getapps'] = { error: offline };
    await useMc.getState().loadApps();
    expect(useMc.getState().reportsApps).toMatchObject({ status: 'failed', apps: [], error: offline });
  });
});
