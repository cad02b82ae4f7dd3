/**
 * The Reports area's slice: one view per report (usage, database, CDN hits, servers,
 * uploads) plus the application list for the pickers. Reads go through the generic
 * `api.call` channel with a cache key; shaping lives in shared/domain/reports. The
 * views belong to one account (stores/account-scope.ts): another active account starts
 * them from nothing, and an answer for the previous one is dropped.
 */
import type { CommandName } from '../../../../shared/api/catalog';
import { type ReportPeriod, monthOfInstant, monthStartDay, periodKey, starttimeOf, windowOfPeriod } from '../../../../shared/domain/reports/period';
import { UPLOADS_PAGE_SIZE, newestFirst } from '../../../../shared/domain/reports/uploads';
import { shapeUsage } from '../../../../shared/domain/reports/usage';
import { oneOrList, reportCacheKey, shapeCdn, shapeServers, shapeSql } from '../../../../shared/domain/reports/window-reports';
import { mc } from '../../bridge/mc';
import { type AccountTurn, accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';
import { reportsData } from './account-state';
import { type WindowReportName, lastQuery, rememberQuery } from './last-queries';
import { rememberNames } from '../../stores/recent-names';
import { type ReportRead, readReport } from './read-report';
import type { ReportPicks, ReportsSlice, Targets, UploadsPage } from './slice-types';
import type { ReportView } from './view-state';

export type { AppChoice, ReportsSlice, Targets } from './slice-types';

/** The window's days, so charts span the whole period even where a day has no row. */
const daysOf = (period: ReportPeriod) => windowOfPeriod(period).days;

const VIEW_OF = { sql: 'reportsSql', cdn: 'reportsCdn', servers: 'reportsServers' } as const;

export const createReportsSlice: SliceCreator<ReportsSlice> = (set, get, store) => {
  /** Applies `patch` only while the account the read started on is still the store's. */
  const setFor = (t: AccountTurn, patch: Partial<ReportsSlice>) => {
    if (t.current()) set(patch);
  };

  /** After a 30-day read: remember the query when it was answered (live or cached) on this account. */
  const remember = (report: WindowReportName, t: AccountTurn, key: string, targets: Targets, period: ReportPeriod) => {
    const view: ReportView<unknown> = get()[VIEW_OF[report]];
    const profileId = t.account;
    if (!(t.current() && profileId !== '' && view.status === 'ready' && view.dataKey === key)) return;
    rememberQuery(profileId, report, { period, targets });
    // Database users and applications that answered are offered next time (recent-names).
    rememberNames(profileId, report === 'sql' ? 'sqlUser' : 'app', targets.map(String));
    // So are the database users the answer named (asked by id, they come back by name).
    if (report === 'sql') rememberNames(profileId, 'sqlUser', (view.data as { users?: string[] } | null)?.users ?? []);
  };

  /**
   * One 30-day report read for the chosen period: its cache key follows the period and
   * the targets, its answer lands only on the account that asked, and an answered query
   * is remembered so the tab reopens on it after a restart.
   */
  const loadWindow = async <N extends CommandName, T>(
    report: WindowReportName,
    command: N,
    targets: Targets,
    readFor: (period: ReportPeriod) => Omit<ReportRead<N, T>, 'command' | 'cacheKey' | 'account'>,
  ): Promise<void> => {
    const t = await accountTurn(store);
    const period = get().reportsPeriod;
    const key = reportCacheKey(report, periodKey(period), targets);
    const read = readFor(period);
    await readReport({ ...read, command, cacheKey: key, account: t.account, put: (view) => (t.current() ? read.put(view) : undefined) });
    remember(report, t, key, targets, period);
  };

  return {
    ...reportsData(Date.now()),
    setReportsPicks: (picks) => set({ reportsPicks: { ...get().reportsPicks, ...picks } }),

    loadUsage: async (asked) => {
      const month = asked ?? get().reportsUsageMonth ?? monthOfInstant(Date.now());
      const t = await accountTurn(store);
      set({ reportsUsageMonth: month });
      await readReport({
        account: t.account,
        command: 'usage.data',
        params: { starttime: monthStartDay(month) },
        cacheKey: reportCacheKey('usage', month),
        shape: (r) => ({ ...shapeUsage(r), period: { kind: 'month' as const, month }, targets: [] }),
        get: () => get().reportsUsage,
        put: (reportsUsage) => setFor(t, { reportsUsage }),
      });
    },

    setReportsPeriod: (reportsPeriod) => set({ reportsPeriod }),

    loadSql: (users) =>
      loadWindow('sql', 'sqldb.usage', users, (period) => ({
        params: { sqldb: oneOrList(users), starttime: starttimeOf(period) },
        shape: (r) => ({ ...shapeSql(r, daysOf(period)), period, targets: users }),
        get: () => get().reportsSql,
        put: (reportsSql) => set({ reportsSql }),
      })),

    loadCdn: (apps) =>
      loadWindow('cdn', 'video.cdnhits', apps, (period) => ({
        params: { app: oneOrList(apps), starttime: starttimeOf(period) },
        shape: (r) => ({ ...shapeCdn(r, daysOf(period)), period, targets: apps }),
        get: () => get().reportsCdn,
        put: (reportsCdn) => set({ reportsCdn }),
      })),

    loadServers: (apps) =>
      loadWindow('servers', 'video.servers', apps, (period) => ({
        params: { app: oneOrList(apps), starttime: starttimeOf(period) },
        shape: (r) => ({ ...shapeServers(r, daysOf(period)), period, targets: apps }),
        get: () => get().reportsServers,
        put: (reportsServers) => set({ reportsServers }),
      })),

    loadUploads: async (offset, limit = UPLOADS_PAGE_SIZE) => {
      const t = await accountTurn(store);
      await readReport({
        account: t.account,
        command: 'cloudstore.status',
        params: { limit, offset },
        cacheKey: reportCacheKey('uploads', `${offset}.${limit}`),
        shape: (r): UploadsPage => ({ rows: newestFirst(r.data), offset, limit }),
        get: () => get().reportsUploads,
        put: (reportsUploads) => setFor(t, { reportsUploads }),
      });
    },

    selectUpload: (reportsSelectedUpload) => set({ reportsSelectedUpload }),

    loadApps: async () => {
      if (get().reportsApps.status === 'loading') return;
      set({ reportsApps: { ...get().reportsApps, status: 'loading', error: null } });
      const t = await accountTurn(store);
      const result = await mc().api.call({ command: 'video.getapps', params: {}, cacheKey: 'reports:apps' }, t.account);
      if (result.ok) setFor(t, { reportsApps: { status: 'ready', apps: result.value.response.apps, error: null } });
      else setFor(t, { reportsApps: { status: 'failed', apps: get().reportsApps.apps, error: result.error } });
    },

    reopenReport: async (report) => {
      const profileId = get().accountScope.profileId;
      if (profileId === null || get()[VIEW_OF[report]].status !== 'idle' || hasPicks(get().reportsPicks, report)) return;
      const last = lastQuery(profileId, report);
      if (last === null) return;
      set({ reportsPeriod: last.period, reportsPicks: { ...get().reportsPicks, ...picksOf(report, last.targets) } });
      const load = { sql: get().loadSql, cdn: get().loadCdn, servers: get().loadServers }[report];
      await load(last.targets);
    },
  };
};

/** Something typed or ticked for the report: the operator's own picks are never replaced. */
function hasPicks(picks: ReportPicks, report: WindowReportName): boolean {
  if (report === 'sql') return picks.sqlUsers.trim() !== '';
  const choice = picks[report];
  return choice.checked.length > 0 || choice.typed.trim() !== '';
}

/** Targets back into the pickers: names ticked (the picker lists them even when unlisted), ids typed. */
function picksOf(report: WindowReportName, targets: Targets): Partial<ReportPicks> {
  if (report === 'sql') return { sqlUsers: targets.join(', ') };
  const checked = targets.filter((t): t is string => typeof t === 'string');
  const typed = targets.filter((t) => typeof t === 'number').join(', ');
  return { [report]: { checked, typed } };
}
