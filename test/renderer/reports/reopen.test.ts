import { beforeEach, describe, expect, it } from 'vitest';
import { LAST_QUERIES_KEY, lastQuery, readQuery } from '../../../renderer/src/features/reports/last-queries';
import { resetMc, useMc } from '../../../renderer/src/stores/store';
import { type FakeApi, envelope, installFakeApi, offline } from './fake-bridge';

const sqlRow = (user: string) => ({ summary_date: '2025-03-06', sqldb_user: user, select_total: 5, update_total: 1, other_total: 0, binlog_total: 0, cputime_total: 0.5 });

let fake: FakeApi;
beforeEach(async () => {
  localStorage.clear();
  fake = installFakeApi();
  await useMc.getState().switchAccount('acct-a');
});

/** A reload: a fresh store on the same machine (localStorage and main's cache stay), then the accounts load. */
async function reload(): Promise<void> {
  resetMc();
  await useMc.getState().switchAccount(fake.activeId);
}

describe('reopening the last query after a reload', () => {
  it('reads the last Database query again and shows its cached answer STALE when offline', async () => {
    fake.answers['sqldb.usage'] = { body: { ...envelope, data: [sqlRow('reports_ro'), sqlRow('app_rw')] } };
    useMc.getState().setReportsPeriod({ kind: 'window', start: '2025-03-05' });
    await useMc.getState().loadSql(['reports_ro', 12]);

    fake.answers['sqldb.usage'] = { error: offline };
    await reload();
    expect(useMc.getState().reportsPeriod).not.toEqual({ kind: 'window', start: '2025-03-05' }); // the default moved on
    await useMc.getState().reopenReport('sql');
    const s = useMc.getState();
    expect(s.reportsSql).toMatchObject({ status: 'ready', stale: true, error: offline });
    expect(s.reportsSql.data?.users).toEqual(['app_rw', 'reports_ro']);
    expect(s.reportsPeriod).toEqual({ kind: 'window', start: '2025-03-05' });
    expect(s.reportsPicks.sqlUsers).toBe('reports_ro, 12');
  });

  it('puts restored application names back as ticked, ids as typed (CDN hits and Servers)', async () => {
    fake.answers['video.cdnhits'] = { body: { ...envelope, data: [{ date: '2026-09-02', video_backend: 'demo-origin', total: 4 }] } };
    fake.answers['video.servers'] = { body: { ...envelope, data: [] } };
    useMc.getState().setReportsPeriod({ kind: 'month', month: '2026-09' });
    await useMc.getState().loadCdn(['demo-origin', 1003]);
    await useMc.getState().loadServers(['vod-archive']);

    await reload();
    await useMc.getState().reopenReport('cdn');
    await useMc.getState().reopenReport('servers');
    const picks = useMc.getState().reportsPicks;
    expect(picks.cdn).toEqual({ checked: ['demo-origin'], typed: '1003' });
    expect(picks.servers).toEqual({ checked: ['vod-archive'], typed: '' });
    expect(fake.calls.slice(-2).map((c) => c.params)).toEqual([
      { app: ['demo-origin', 1003], starttime: '2026-09-01' },
      { app: 'vod-archive', starttime: '2026-09-01' },
    ]);
  });

  it('keeps each account its own last query', async () => {
    fake.answers['sqldb.usage'] = { body: { ...envelope, data: [] } };
    await useMc.getState().loadSql(['a_user']);
    await useMc.getState().switchAccount('acct-b');
    await useMc.getState().reopenReport('sql');
    expect(useMc.getState().reportsSql.status).toBe('idle');
    expect(lastQuery('acct-a', 'sql')?.targets).toEqual(['a_user']);
    expect(lastQuery('acct-b', 'sql')).toBeNull();
  });

  it("never replaces what the operator has typed, and remembers nothing that failed outright", async () => {
    fake.answers['sqldb.usage'] = { body: { ...envelope, data: [] } };
    await useMc.getState().loadSql(['a_user']);
    await reload();
    useMc.getState().setReportsPicks({ sqlUsers: 'typed_now' });
    await useMc.getState().reopenReport('sql');
    expect(useMc.getState().reportsSql.status).toBe('idle');

    fake.answers['sqldb.usage'] = { error: offline };
    await useMc.getState().loadSql(['never_answered']);
    expect(lastQuery('acct-a', 'sql')?.targets).toEqual(['a_user']);
  });
});

describe('stored queries', () => {
  it('forgets a damaged store or entry instead of failing', () => {
    localStorage.setItem(LAST_QUERIES_KEY, '{not json');
    expect(lastQuery('acct-a', 'sql')).toBeNull();
    localStorage.setItem(LAST_QUERIES_KEY, JSON.stringify({ 'acct-a': { sql: { period: { kind: 'month', month: '2026-13' }, targets: ['x'] } } }));
    expect(lastQuery('acct-a', 'sql')).toBeNull();
  });

  it('accepts only a real period and at least one name or id', () => {
    expect(readQuery({ period: { kind: 'window', start: '2026-10-05' }, targets: ['a', 12] })).toEqual({ period: { kind: 'window', start: '2026-10-05' }, targets: ['a', 12] });
    expect(readQuery({ period: { kind: 'window', start: '2026-02-30' }, targets: ['a'] })).toBeNull();
    expect(readQuery({ period: { kind: 'month', month: '2026-10' }, targets: [] })).toBeNull();
    expect(readQuery({ period: { kind: 'month', month: '2026-10' }, targets: ['a', { x: 1 }] })).toBeNull();
  });
});
