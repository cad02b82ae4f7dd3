/**
 * The reports belong to the account they were read from: another account starts from
 * nothing (stores/account-scope.ts replaces these on a switch, for every screen alike),
 * so account A's usage, uploads and application list never stand under account B's bar.
 */
import { windowEndingOn } from '../../../../shared/domain/reports/period';
import type { FreshForAccount } from '../../stores/account-scope';
import type { ReportsSlice } from './slice-types';
import { idleView } from './view-state';

export type ReportsData = Pick<
  ReportsSlice,
  | 'reportsUsage'
  | 'reportsUsageMonth'
  | 'reportsSql'
  | 'reportsCdn'
  | 'reportsServers'
  | 'reportsPeriod'
  | 'reportsUploads'
  | 'reportsSelectedUpload'
  | 'reportsApps'
  | 'reportsPicks'
>;

/** Nothing read, nothing picked: a fresh console, or another account. */
export function reportsData(nowMs: number): ReportsData {
  return {
    reportsUsage: idleView(),
    reportsUsageMonth: null,
    reportsSql: idleView(),
    reportsCdn: idleView(),
    reportsServers: idleView(),
    reportsPeriod: windowEndingOn(nowMs),
    reportsUploads: idleView(),
    reportsSelectedUpload: null,
    reportsApps: { status: 'idle', apps: [], error: null },
    reportsPicks: { sqlUsers: '', cdn: { checked: [], typed: '' }, servers: { checked: [], typed: '' } },
  };
}

export const freshReports: FreshForAccount = (_profileId, nowMs) => reportsData(nowMs);
