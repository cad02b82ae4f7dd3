/** Video usage per server and day (video.servers): bytes and requests, charts and table. */
import type { ServerDayRow } from '../../../../shared/api/records';
import { useMemo, useState } from 'react';
import { formatBytes, formatCount } from '../../../../shared/domain/format';
import { windowReportLabel } from '../../../../shared/domain/reports/period';
import { DataGrid } from '../../components/DataGrid';
import { useMc } from '../../stores/store';
import { useReopenReport } from './use-reopen-report';
import { dayLineOptions } from './chart/chart-options';
import { serverColumns } from './columns';
import { byteUnitFor, byteUnitSize, formatInByteUnit } from '../../../../shared/domain/reports/units';
import { MetricButtons } from './MetricButtons';
import { PeriodPicker } from './PeriodPicker';
import { ReportTab } from './ReportTab';
import { AppPicker, appTargets } from './TargetPicker';

const METRICS = {
  bytes: { label: 'Bytes', format: formatBytes },
  requests: { label: 'Requests', format: formatCount },
} as const;
type Metric = keyof typeof METRICS;
const METRIC_KEYS = (Object.keys(METRICS) as Metric[]).map((key) => ({ key, label: METRICS[key].label }));

export default function ServersTab() {
  const view = useMc((s) => s.reportsServers);
  const period = useMc((s) => s.reportsPeriod);
  const setPeriod = useMc((s) => s.setReportsPeriod);
  const loadServers = useMc((s) => s.loadServers);
  const theme = useMc((s) => s.theme);
  useReopenReport('servers', view.status);
  const choice = useMc((s) => s.reportsPicks.servers);
  const setPicks = useMc((s) => s.setReportsPicks);
  const setChoice = (c: typeof choice) => setPicks({ servers: c });
  const [problem, setProblem] = useState<string | null>(null);
  const [metric, setMetric] = useState<Metric>('bytes');
  const report = view.data;
  const look = METRICS[metric];
  // One unit for every byte figure (table column and chart), named in their headers.
  const bytesIn = useMemo(() => byteUnitFor(report?.rows.map((r) => r.bytes_total) ?? []), [report]);
  const columns = useMemo(() => serverColumns(bytesIn), [bytesIn]);
  const options = useMemo(() => {
    if (!report) return null;
    const spec = metric === 'bytes' ? { unit: `Bytes (${bytesIn})`, format: (n: number) => `${formatInByteUnit(n, bytesIn)} ${bytesIn}`, scale: byteUnitSize(bytesIn) } : { unit: look.label, format: look.format };
    return dayLineOptions(report[metric], { title: `${look.label} per server and day`, ...spec }, theme);
  }, [report, metric, look, theme, bytesIn]);

  const submit = () => {
    const apps = appTargets(choice);
    if (apps.length === 0) return setProblem('Pick at least one application, or type its name or id.');
    setProblem(null);
    void loadServers(apps);
  };

  return (
    <ReportTab
      view={view}
      what="Server usage report"
      query={{ name: 'Server usage query', button: 'Show server usage', run: submit }}
      controls={
        <>
          <PeriodPicker period={period} onChange={setPeriod} />
          <AppPicker choice={choice} onChange={setChoice} idPrefix="servers" />
        </>
      }
      problem={problem}
      idle={{ title: 'No applications picked yet.', action: 'Tick one or more applications (or type names or ids), then Show server usage.' }}
      empty={report && report.rows.length === 0 ? { title: `No video served for ${report.targets.join(', ')} in ${windowReportLabel(report.period)}.`, action: 'Pick other applications or another period.' } : null}
      shown={
        report && report.rows.length > 0 && options
          ? {
              above: <MetricButtons metrics={METRIC_KEYS} metric={metric} onPick={setMetric} series={`Servers: ${report.servers.join(', ')}`} />,
              chart: { label: `${look.label} per server, ${windowReportLabel(report.period)}`, options },
              // Keyed by the byte unit: a new header is a new column, sized afresh to its words.
              table: <DataGrid key={bytesIn} label={`Server usage, ${windowReportLabel(report.period)}`} rows={report.rows} columns={columns} getRowId={serverRowId} fitRows />,
            }
          : null
      }
    />
  );
}

const serverRowId = (r: ServerDayRow): string => `${r.date}|${r.server}`;
