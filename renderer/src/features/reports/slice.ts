/**
 * The Reports area's slice: one view per report (usage, database, CDN hits, servers,
 * uploads) plus the application list for the pickers. Reads go through the generic
 * `api.call` channel with a cache key; shaping lives in shared/domain/reports. The
 * views belong to one account (stores/account-scope.ts): another active account starts
 * them from nothing, and an answer for the previous one is dropped. The 30-day reads
 * (window-reads.ts) and reopening a report (reopen-report.ts) are composed in here.
 */
import { monthOfInstant, monthStartDay } from '../../../../shared/domain/reports/period';
import { UPLOADS_PAGE_SIZE, newestFirst } from '../../../../shared/domain/reports/uploads';
import { shapeUsage } from '../../../../shared/domain/reports/usage';
import { reportCacheKey } from '../../../../shared/domain/reports/window-reports';
import { mc } from '../../bridge/mc';
import { type AccountTurn, accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';
import { reportsData } from './account-state';
import { readReport } from './read-report';
import { createReopenReport } from './reopen-report';
import type { ReportsSlice, UploadsPage } from './slice-types';
import { createWindowReads } from './window-reads';

export type { AppChoice, ReportsSlice, Targets } from './slice-types';

export const createReportsSlice: SliceCreator<ReportsSlice> = (set, get, store) => {
  /** Applies `patch` only while the account the read started on is still the store's. */
  const setFor = (t: AccountTurn, patch: Partial<ReportsSlice>) => {
    if (t.current()) set(patch);
  };

  return {
    ...reportsData(Date.now()),
    ...createWindowReads(set, get, store),
    ...createReopenReport(set, get),
    setReportsPicks: (picks) => set({ reportsPicks: { ...get().reportsPicks, ...picks } }),
    setReportsPeriod: (reportsPeriod) => set({ reportsPeriod }),
    // Not part of an account's data (freshReports): a skip holds for the session, across switches.
    reportsCurrencySkipped: {},
    skipCurrency: (id) => set({ reportsCurrencySkipped: { ...get().reportsCurrencySkipped, [id]: true } }),
    selectUpload: (reportsSelectedUpload) => set({ reportsSelectedUpload }),

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

    loadApps: async () => {
      if (get().reportsApps.status === 'loading') return;
      set({ reportsApps: { ...get().reportsApps, status: 'loading', error: null } });
      const t = await accountTurn(store);
      const result = await mc().api.call({ command: 'video.getapps', params: {}, cacheKey: 'reports:apps' }, t.account);
      if (result.ok) setFor(t, { reportsApps: { status: 'ready', apps: result.value.response.apps, error: null } });
      else setFor(t, { reportsApps: { status: 'failed', apps: get().reportsApps.apps, error: result.error } });
    },
  };
};
