/**
 * The Reports area's slice: one view per report (usage, database, CDN hits, servers,
 * uploads) plus the application list for the pickers. Reads go through the generic
 * `api.call` channel with a cache key; shaping lives in shared/domain/reports.
 */
import type { AppEntry, Upload } from '../../../../shared/api/records';
import type { IpcError } from '../../../../shared/ipc/define';
import { type ReportPeriod, monthOfInstant, monthStartDay, periodKey, starttimeOf, windowEndingOn, windowOfPeriod } from '../../../../shared/domain/reports/period';
import { UPLOADS_PAGE_SIZE, newestFirst } from '../../../../shared/domain/reports/uploads';
import { type UsageReport, shapeUsage } from '../../../../shared/domain/reports/usage';
import {
  type CdnReport,
  type ServersReport,
  type SqlReport,
  oneOrList,
  reportCacheKey,
  shapeCdn,
  shapeServers,
  shapeSql,
} from '../../../../shared/domain/reports/window-reports';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';
import { readReport } from './read-report';
import { type ReportView, idleView } from './view-state';

export type Targets = Array<number | string>;

/** Shaped data plus what it was asked for, so labels always match the data shown. */
export type Asked<T> = T & { period: ReportPeriod; targets: Targets };

/** What the operator picked in an application picker: ticked names and typed names/ids. */
export interface AppChoice {
  checked: string[];
  typed: string;
}

/** The pickers' contents, kept here so they survive a tab switch (panels unmount). */
export interface ReportPicks {
  sqlUsers: string;
  cdn: AppChoice;
  servers: AppChoice;
}

export interface UploadsPage {
  rows: Upload[];
  offset: number;
  limit: number;
}

export interface AppsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  apps: AppEntry[];
  error: IpcError | null;
}

export interface ReportsSlice {
  reportsUsage: ReportView<Asked<UsageReport>>;
  reportsUsageMonth: string;
  reportsSql: ReportView<Asked<SqlReport>>;
  reportsCdn: ReportView<Asked<CdnReport>>;
  reportsServers: ReportView<Asked<ServersReport>>;
  /** The period picked for the 30-day reports (shared by Database, CDN hits, Servers). */
  reportsPeriod: ReportPeriod;
  reportsUploads: ReportView<UploadsPage>;
  reportsSelectedUpload: number | null;
  reportsApps: AppsState;
  reportsPicks: ReportPicks;
  setReportsPicks(picks: Partial<ReportPicks>): void;
  loadUsage(month: string): Promise<void>;
  setReportsPeriod(period: ReportPeriod): void;
  loadSql(users: Targets): Promise<void>;
  loadCdn(apps: Targets): Promise<void>;
  loadServers(apps: Targets): Promise<void>;
  loadUploads(offset: number, limit?: number): Promise<void>;
  selectUpload(id: number | null): void;
  loadApps(): Promise<void>;
}

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
