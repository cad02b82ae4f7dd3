/**
 * The three 30-day report reads of the Reports slice (Database, CDN hits, Servers): one
 * read path for all of them, so their cache keys, account checks and remembered queries
 * stay alike.
 */
import type { CommandName } from '../../../../shared/api/catalog';
import { type ReportPeriod, periodKey, starttimeOf, windowOfPeriod } from '../../../../shared/domain/reports/period';
import { oneOrList, reportCacheKey, shapeCdn, shapeServers, shapeSql } from '../../../../shared/domain/reports/window-reports';
import { type AccountTurn, accountTurn } from '../../stores/account-scope';
import { rememberNames } from '../../stores/recent-names';
import type { SliceCreator } from '../../stores/slice';
import { type WindowReportName, rememberQuery } from './last-queries';
import { type ReportRead, readReport } from './read-report';
import type { ReportsSlice, Targets } from './slice-types';
import type { ReportView } from './view-state';

type SliceArgs = Parameters<SliceCreator<ReportsSlice>>;

/** The window's days, so charts span the whole period even where a day has no row. */
const daysOf = (period: ReportPeriod) => windowOfPeriod(period).days;

/** Each 30-day report's view in the store. */
export const VIEW_OF = { sql: 'reportsSql', cdn: 'reportsCdn', servers: 'reportsServers' } as const;

export function createWindowReads(set: SliceArgs[0], get: SliceArgs[1], store: SliceArgs[2]): Pick<ReportsSlice, 'loadSql' | 'loadCdn' | 'loadServers'> {
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
  };
}
