/** Video usage per server and day (video.servers): bytes and requests, charts and table. */
import type { ServerDayRow } from '../../../../shared/api/records';
import { type FormEvent, useMemo, useState } from 'react';
import { formatBytes, formatCount } from '../../../../shared/domain/format';
import { periodLabel } from '../../../../shared/domain/reports/period';
import { DataGrid } from '../../components/DataGrid';
import { useMc } from '../../stores/store';
import { dayLineOptions } from './chart/chart-options';
import { ReportChart } from './chart/ReportChart';
import { SERVER_COLUMNS } from './columns';
import { PeriodPicker } from './PeriodPicker';
import { EmptyState } from '../../components/EmptyState';
import { ReportStatus } from './ReportStatus';
import { type AppChoice, AppPicker, appTargets } from './TargetPicker';

export default function ServersTab() {
  const view = useMc((s) => s.reportsServers);
  const period = useMc((s) => s.reportsPeriod);
  const setPeriod = useMc((s) => s.setReportsPeriod);
  const loadServers = useMc((s) => s.loadServers);
  const theme = useMc((s) => s.theme);
  const [choice, setChoice] = useState<AppChoice>({ checked: [], typed: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const report = view.data;
  const bytesOptions = useMemo(() => (report ? dayLineOptions(report.bytes, { title: 'Bytes per server and day', unit: 'Bytes', format: formatBytes }, theme) : null), [report, theme]);
  const requestOptions = useMemo(
    () => (report ? dayLineOptions(report.requests, { title: 'Requests per server and day', unit: 'Requests', format: formatCount }, theme) : null),
    [report, theme],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const apps = appTargets(choice);
    if (apps.length === 0) return setProblem('Pick at least one application, or type its name or id.');
    setProblem(null);
    void loadServers(apps);
  };

  return (
    <div className="rp-report">
      <form className="rp-controls" onSubmit={submit} aria-label="Server usage query">
        <PeriodPicker period={period} onChange={setPeriod} />
        <AppPicker choice={choice} onChange={setChoice} idPrefix="servers" />
        <button type="submit" className="mc-btn mc-btn--primary">Show server usage</button>
        <ReportStatus view={view} what="Server usage report" />
      </form>
      {problem ? <p className="mc-field__error" role="alert">{problem}</p> : null}
      {view.status === 'idle' ? <EmptyState title="No applications picked yet." action="Tick one or more applications (or type names or ids), then Show server usage." /> : null}
      {report && report.rows.length === 0 ? (
        <EmptyState title={`No video served for ${report.targets.join(', ')} in ${periodLabel(report.period)}.`} action="Pick other applications or another period." />
      ) : null}
      {report && report.rows.length > 0 && bytesOptions && requestOptions ? (
        <div className={view.stale || view.status === 'loading' ? 'mc-stale-data rp-body' : 'rp-body'}>
          <div className="rp-pair">
            <ReportChart label={`Bytes per server, ${periodLabel(report.period)}`} options={bytesOptions} drawnKey={view.dataKey ?? ''} />
            <ReportChart label={`Requests per server, ${periodLabel(report.period)}`} options={requestOptions} drawnKey={view.dataKey ?? ''} />
          </div>
          <DataGrid label={`Server usage, ${periodLabel(report.period)}`} rows={report.rows} columns={SERVER_COLUMNS} getRowId={serverRowId} />
        </div>
      ) : null}
    </div>
  );
}

const serverRowId = (r: ServerDayRow): string => `${r.date}|${r.server}`;
