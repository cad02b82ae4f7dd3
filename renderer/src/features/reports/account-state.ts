/**
 * The reports belong to the account they were read from. As Live's session service does
 * in main (it remembers the profile id of its rows and forgets them when the active
 * account differs), the slice remembers its account and starts from nothing on another:
 * account A's usage, uploads and application list never stand under account B's bar.
 * `epoch` names the account's turn, so an answer that left under A and lands after the
 * switch is dropped even when B asks the same query.
 */
import { windowEndingOn } from '../../../../shared/domain/reports/period';
import type { ReportsSlice } from './slice-types';
import { idleView } from './view-state';

export interface ReportsAccount {
  /** The account the views came from; null until the accounts are known. */
  profileId: string | null;
  epoch: number;
}

/**
 * `profileId` is the active account now (null: not known, e.g. before the list loads).
 * The first known account is adopted (what is shown was read from it); another one
 * starts a new turn and the views are forgotten.
 */
export function followAccount(current: ReportsAccount, profileId: string | null): { account: ReportsAccount; forget: boolean } {
  if (profileId === null || profileId === current.profileId) return { account: current, forget: false };
  if (current.profileId === null) return { account: { ...current, profileId }, forget: false };
  return { account: { profileId, epoch: current.epoch + 1 }, forget: true };
}

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
export function freshReports(nowMs: number): ReportsData {
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
