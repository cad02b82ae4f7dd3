/**
 * The Reports area's slice: one view per report (usage, database, CDN hits, servers,
 * uploads) plus the application list for the pickers. Reads go through the generic
 * `api.call` channel with a cache key; shaping lives in shared/domain/reports.
 */
import { type ReportPeriod, monthOfInstant, monthStartDay, periodKey, starttimeOf, windowEndingOn, windowOfPeriod } from '../../../../shared/domain/reports/period';
import { UPLOADS_PAGE_SIZE, newestFirst } from '../../../../shared/domain/reports/uploads';
import { shapeUsage } from '../../../../shared/domain/reports/usage';
import { oneOrList, reportCacheKey, shapeCdn, shapeServers, shapeSql } from '../../../../shared/domain/reports/window-reports';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';
import { readReport } from './read-report';
import type { ReportsSlice, UploadsPage } from './slice-types';
import { idleView } from './view-state';

export type { AppChoice, Asked, ReportPicks, ReportsSlice, Targets, UploadsPage } from './slice-types';

/** The window's days, so charts span the whole period even where a day has no row. */
const daysOf = (period: ReportPeriod) => windowOfPeriod(period).days;

export const createReportsSlice: SliceCreator<ReportsSlice> = (set, get) => ({
  reportsUsage: idleView(),
  reportsUsageMonth: monthOfInstant(Date.now()),
  reportsSql: idleView(),
  reportsCdn: idleView(),
  reportsServers: idleView(),
  reportsPeriod: windowEndingOn(Date.now()),
  reportsUploads: idleView(),
  reportsSelectedUpload: null,
  reportsApps: { status: 'idle', apps: [], error: null },
  reportsPicks: { sqlUsers: '', cdn: { checked: [], typed: '' }, servers: { checked: [], typed: '' } },
  setReportsPicks: (picks) => set({ reportsPicks: { ...get().reportsPicks, ...picks } }),

  loadUsage: async (month) => {
    set({ reportsUsageMonth: month });
    await readReport({
      command: 'usage.data',
      params: { starttime: monthStartDay(month) },
      cacheKey: reportCacheKey('usage', month),
      shape: (r) => ({ ...shapeUsage(r), period: { kind: 'month' as const, month }, targets: [] }),
      get: () => get().reportsUsage,
      put: (reportsUsage) => set({ reportsUsage }),
    });
  },

  setReportsPeriod: (reportsPeriod) => set({ reportsPeriod }),

  loadSql: async (users) => {
    const period = get().reportsPeriod;
    await readReport({
      command: 'sqldb.usage',
      params: { sqldb: oneOrList(users), starttime: starttimeOf(period) },
      cacheKey: reportCacheKey('sql', periodKey(period), users),
      shape: (r) => ({ ...shapeSql(r, daysOf(period)), period, targets: users }),
      get: () => get().reportsSql,
      put: (reportsSql) => set({ reportsSql }),
    });
  },

  loadCdn: async (apps) => {
    const period = get().reportsPeriod;
    await readReport({
      command: 'video.cdnhits',
      params: { app: oneOrList(apps), starttime: starttimeOf(period) },
      cacheKey: reportCacheKey('cdn', periodKey(period), apps),
      shape: (r) => ({ ...shapeCdn(r, daysOf(period)), period, targets: apps }),
      get: () => get().reportsCdn,
      put: (reportsCdn) => set({ reportsCdn }),
    });
  },

  loadServers: async (apps) => {
    const period = get().reportsPeriod;
    await readReport({
      command: 'video.servers',
      params: { app: oneOrList(apps), starttime: starttimeOf(period) },
      cacheKey: reportCacheKey('servers', periodKey(period), apps),
      shape: (r) => ({ ...shapeServers(r, daysOf(period)), period, targets: apps }),
      get: () => get().reportsServers,
      put: (reportsServers) => set({ reportsServers }),
    });
  },

  loadUploads: async (offset, limit = UPLOADS_PAGE_SIZE) => {
    await readReport({
      command: 'cloudstore.status',
      params: { limit, offset },
      cacheKey: reportCacheKey('uploads', `${offset}.${limit}`),
      shape: (r): UploadsPage => ({ rows: newestFirst(r.data), offset, limit }),
      get: () => get().reportsUploads,
      put: (reportsUploads) => set({ reportsUploads }),
    });
  },

  selectUpload: (reportsSelectedUpload) => set({ reportsSelectedUpload }),

  loadApps: async () => {
    if (get().reportsApps.status === 'loading') return;
    set({ reportsApps: { ...get().reportsApps, status: 'loading', error: null } });
    const result = await mc().api.call({ command: 'video.getapps', params: {}, cacheKey: 'reports:apps' });
    if (result.ok) set({ reportsApps: { status: 'ready', apps: result.value.response.apps, error: null } });
    else set({ reportsApps: { status: 'failed', apps: get().reportsApps.apps, error: result.error } });
  },
});
