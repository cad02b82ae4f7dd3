/**
 * Database usage (sqldb.usage): one or several database users by id or name, 30 days of
 * per-day totals, one chart per metric (picked with the metric buttons) and the table.
 */
import type { SqlDay } from '../../../../shared/api/records';
import { useMemo, useState } from 'react';
import { windowReportLabel } from '../../../../shared/domain/reports/period';
import { SQL_METRICS, type SqlMetric, parseIdsOrNames } from '../../../../shared/domain/reports/window-reports';
import { formatMetric } from '../../../../shared/domain/reports/units';
import { DataGrid } from '../../components/DataGrid';
import { useMc } from '../../stores/store';
import { useReopenReport } from './use-reopen-report';
import { dayLineOptions } from './chart/chart-options';
import { sqlColumns } from './columns';
import { MetricButtons } from './MetricButtons';
import { PeriodPicker } from './PeriodPicker';
import { ReportTab } from './ReportTab';
import { withUser } from './db-users';
import { DB_USERS_LIST, DbUserOptions, RecentUsers } from './RecentUsers';
import { byteUnitFor, byteUnitSize, formatInByteUnit } from '../../../../shared/domain/reports/units';

export default function DatabaseTab() {
  const view = useMc((s) => s.reportsSql);
  const period = useMc((s) => s.reportsPeriod);
  const setPeriod = useMc((s) => s.setReportsPeriod);
  const loadSql = useMc((s) => s.loadSql);
  const theme = useMc((s) => s.theme);
  useReopenReport('sql', view.status);
  const typed = useMc((s) => s.reportsPicks.sqlUsers);
  const setPicks = useMc((s) => s.setReportsPicks);
  const setTyped = (sqlUsers: string) => setPicks({ sqlUsers });
  const [problem, setProblem] = useState<string | null>(null);
  const [metric, setMetric] = useState<SqlMetric>('select_total');
  const report = view.data;
  const m = SQL_METRICS.find((x) => x.key === metric) ?? SQL_METRICS[0];
  // One unit for every byte figure of the report (table column and chart axis), named in their headers.
  const bytesIn = useMemo(() => byteUnitFor(report?.rows.map((r) => r.binlog_total) ?? []), [report]);
  const columns = useMemo(() => sqlColumns(bytesIn), [bytesIn]);
  const options = useMemo(
    () =>
      report
        ? dayLineOptions(
            report.byMetric[m.key],
            { title: `${m.label} per day and user`, unit: m.unit === 'bytes' ? `${m.label} (${bytesIn})` : `${m.label} (${m.unit})`, format: m.unit === 'bytes' ? (n) => `${formatInByteUnit(n, bytesIn)} ${bytesIn}` : formatMetric, scale: m.unit === 'bytes' ? byteUnitSize(bytesIn) : 1 },
            theme,
          )
        : null,
    [report, m, theme, bytesIn],
  );

  const submit = () => {
    const users = parseIdsOrNames(typed);
    if (users.length === 0) return setProblem('Name at least one database user, by id (e.g. 11) or name (e.g. reports_ro).');
    setProblem(null);
    void loadSql(users);
  };

  return (
    <ReportTab
      view={view}
      what="Database report"
      query={{ name: 'Database usage query', button: 'Show database usage', run: submit }}
      controls={
        <>
          <PeriodPicker period={period} onChange={setPeriod} />
          <label className="mc-field">
            <span className="mc-field__label">Database users (ids or names)</span>
            <input className="mc-input rp-wide" aria-label="Database users" aria-invalid={problem !== null} placeholder="e.g. reports_ro, 12" value={typed} onChange={(e) => setTyped(e.target.value)} list={DB_USERS_LIST} autoComplete="off" />
            <DbUserOptions typed={typed} />
          </label>
          <RecentUsers typed={typed} onPick={(u) => setTyped(withUser(typed, u))} />
        </>
      }
      problem={problem}
      idle={{ title: 'No database users picked yet.', action: 'Type one or more database user ids or names, then Show database usage.' }}
      empty={report && report.rows.length === 0 ? { title: `No database usage for ${report.targets.join(', ')} in ${windowReportLabel(report.period)}.`, action: 'Check the user ids or names, or pick another period.' } : null}
      shown={
        report && report.rows.length > 0 && options
          ? {
              above: <MetricButtons metrics={SQL_METRICS} metric={metric} onPick={setMetric} series={`Users: ${report.users.join(', ')}`} />,
              chart: { label: `Database ${m.label} per day, ${windowReportLabel(report.period)}`, options },
              // Keyed by the byte unit: a new header is a new column, sized afresh to its words.
              table: <DataGrid key={bytesIn} label={`Database usage, ${windowReportLabel(report.period)}`} rows={report.rows} columns={columns} getRowId={sqlRowId} fitRows />,
            }
          : null
      }
    />
  );
}

const sqlRowId = (r: SqlDay): string => `${r.summary_date}|${r.sqldb_user}`;
