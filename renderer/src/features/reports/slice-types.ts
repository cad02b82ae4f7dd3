/** Types of the Reports slice: its state, its actions and what the pickers hold. */
import type { AppEntry, Upload } from '../../../../shared/api/records';
import type { IpcError } from '../../../../shared/ipc/define';
import type { ReportPeriod } from '../../../../shared/domain/reports/period';
import type { UsageReport } from '../../../../shared/domain/reports/usage';
import type { CdnReport, ServersReport, SqlReport } from '../../../../shared/domain/reports/window-reports';
import type { WindowReportName } from './last-queries';
import type { ReportView } from './view-state';

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
  /** The month asked for; null until the first read, which takes the current UTC month then. */
  reportsUsageMonth: string | null;
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
  /** Without a month: the one last asked for, else the current UTC month. */
  loadUsage(month?: string): Promise<void>;
  setReportsPeriod(period: ReportPeriod): void;
  loadSql(users: Targets): Promise<void>;
  loadCdn(apps: Targets): Promise<void>;
  loadServers(apps: Targets): Promise<void>;
  loadUploads(offset: number, limit?: number): Promise<void>;
  selectUpload(id: number | null): void;
  loadApps(): Promise<void>;
  /**
   * A 30-day report's tab opens with nothing read and nothing picked (a reload, another
   * account): read the account's last query of it again, so a cached answer shows STALE.
   */
  reopenReport(report: WindowReportName): Promise<void>;
  /** Accounts whose currency question was skipped in this session (by profile id): it is asked once. */
  reportsCurrencySkipped: Record<string, true>;
  skipCurrency(profileId: string): void;
}
