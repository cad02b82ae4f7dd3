/** Video CDN hits (video.cdnhits): requests per day per application, chart and table. */
import type { CdnHitsRow } from '../../../../shared/api/records';
import { type FormEvent, useMemo, useState } from 'react';
import { formatCount } from '../../../../shared/domain/format';
import { windowReportLabel } from '../../../../shared/domain/reports/period';
import { DataGrid } from '../../components/DataGrid';
import { useMc } from '../../stores/store';
import { useReopenReport } from './use-reopen-report';
import { dayLineOptions } from './chart/chart-options';
import { ReportChart } from './chart/ReportChart';
import { CDN_COLUMNS } from './columns';
import { PeriodPicker } from './PeriodPicker';
import { EmptyState } from '../../components/EmptyState';
import { ReportStatus } from './ReportStatus';
import { AppPicker, appTargets } from './TargetPicker';

export default function CdnTab() {
  const view = useMc((s) => s.reportsCdn);
  const period = useMc((s) => s.reportsPeriod);
  const setPeriod = useMc((s) => s.setReportsPeriod);
  const loadCdn = useMc((s) => s.loadCdn);
  const theme = useMc((s) => s.theme);
  useReopenReport('cdn', view.status);
  const choice = useMc((s) => s.reportsPicks.cdn);
  const setPicks = useMc((s) => s.setReportsPicks);
  const setChoice = (c: typeof choice) => setPicks({ cdn: c });
  const [problem, setProblem] = useState<string | null>(null);
  const report = view.data;
  const options = useMemo(() => (report ? dayLineOptions(report.series, { title: 'Video CDN requests per day', unit: 'Requests', format: formatCount }, theme) : null), [report, theme]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const apps = appTargets(choice);
    if (apps.length === 0) return setProblem('Pick at least one application, or type its name or id.');
    setProblem(null);
    void loadCdn(apps);
  };

  return (
    <div className="rp-report">
      <form className="rp-controls" onSubmit={submit} aria-label="CDN hits query">
        <PeriodPicker period={period} onChange={setPeriod} />
        <AppPicker choice={choice} onChange={setChoice} idPrefix="cdn" />
        <button type="submit" className="mc-btn mc-btn--primary">Show CDN hits</button>
        <ReportStatus view={view} what="CDN hits report" />
      </form>
      {problem ? <p className="mc-field__error" role="alert">{problem}</p> : null}
      {view.status === 'idle' ? <EmptyState title="No applications picked yet." action="Tick one or more applications (or type names or ids), then Show CDN hits." /> : null}
      {report && report.rows.length === 0 ? (
        <EmptyState title={`No CDN hits for ${report.targets.join(', ')} in ${windowReportLabel(report.period)}.`} action="Pick other applications or another period." />
      ) : null}
      {report && report.rows.length > 0 && options ? (
        <div className={view.stale || view.status === 'loading' ? 'mc-stale-data rp-body' : 'rp-body'}>
          <dl className="rp-figures" aria-label="Requests per application">
            {report.totals.map((t) => (
              <div key={t.app}>
                <dt>{t.app}</dt>
                <dd className="num">{formatCount(t.total)} requests</dd>
              </div>
            ))}
          </dl>
          <ReportChart label={`CDN hits per day, ${windowReportLabel(report.period)}`} options={options} drawnKey={view.dataKey ?? ''} />
          <DataGrid label={`CDN hits, ${windowReportLabel(report.period)}`} rows={report.rows} columns={CDN_COLUMNS} getRowId={cdnRowId} fitRows />
        </div>
      ) : null}
    </div>
  );
}

const cdnRowId = (r: CdnHitsRow): string => `${r.date}|${r.video_backend}|${r.summary_type ?? ''}`;
