/** Video CDN hits (video.cdnhits): requests per day per application, chart and table. */
import type { CdnHitsRow } from '../../../../shared/api/records';
import { useMemo, useState } from 'react';
import { formatCount } from '../../../../shared/domain/format';
import { windowReportLabel } from '../../../../shared/domain/reports/period';
import { DataGrid } from '../../components/DataGrid';
import { useMc } from '../../stores/store';
import { useReopenReport } from './use-reopen-report';
import { dayLineOptions } from './chart/chart-options';
import { CDN_COLUMNS } from './columns';
import { PeriodPicker } from './PeriodPicker';
import { ReportTab } from './ReportTab';
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

  const submit = () => {
    const apps = appTargets(choice);
    if (apps.length === 0) return setProblem('Pick at least one application, or type its name or id.');
    setProblem(null);
    void loadCdn(apps);
  };

  return (
    <ReportTab
      view={view}
      what="CDN hits report"
      query={{ name: 'CDN hits query', button: 'Show CDN hits', run: submit }}
      controls={
        <>
          <PeriodPicker period={period} onChange={setPeriod} />
          <AppPicker choice={choice} onChange={setChoice} idPrefix="cdn" />
        </>
      }
      problem={problem}
      idle={{ title: 'No applications picked yet.', action: 'Tick one or more applications (or type names or ids), then Show CDN hits.' }}
      empty={report && report.rows.length === 0 ? { title: `No CDN hits for ${report.targets.join(', ')} in ${windowReportLabel(report.period)}.`, action: 'Pick other applications or another period.' } : null}
      shown={
        report && report.rows.length > 0 && options
          ? {
              above: (
                <dl className="rp-figures" aria-label="Requests per application">
                  {report.totals.map((t) => (
                    <div key={t.app}>
                      <dt>{t.app}</dt>
                      <dd className="num">{formatCount(t.total)} requests</dd>
                    </div>
                  ))}
                </dl>
              ),
              chart: { label: `CDN hits per day, ${windowReportLabel(report.period)}`, options },
              table: <DataGrid label={`CDN hits, ${windowReportLabel(report.period)}`} rows={report.rows} columns={CDN_COLUMNS} getRowId={cdnRowId} fitRows />,
            }
          : null
      }
    />
  );
}

const cdnRowId = (r: CdnHitsRow): string => `${r.date}|${r.video_backend}|${r.summary_type ?? ''}`;
