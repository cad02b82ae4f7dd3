/**
 * One AG Charts chart with its PNG export. `drawnKey` names what the chart shows (the
 * query's cache key); once AG Charts has rendered that data the figure carries
 * data-drawn-key, which the bench and e2e tests wait for ("chart drawn").
 */
import {
  type AgCartesianChartOptions,
  type AgChartInstance,
  BarSeriesModule,
  CartesianChartModule,
  CategoryAxisModule,
  LegendModule,
  LineSeriesModule,
  NumberAxisModule,
} from 'ag-charts-community';
import { AgCharts } from 'ag-charts-react';
import { useEffect, useRef, useState } from 'react';

const MODULES = [CartesianChartModule, BarSeriesModule, LineSeriesModule, CategoryAxisModule, NumberAxisModule, LegendModule];
const CHART_STYLE = { height: '100%', width: '100%' };

export interface ReportChartProps {
  /** Accessible name of the figure and the PNG's base name. */
  label: string;
  options: AgCartesianChartOptions;
  drawnKey: string;
  height?: number;
}

export function ReportChart({ label, options, drawnKey, height = 300 }: ReportChartProps) {
  const chart = useRef<AgChartInstance>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void chart.current?.waitForUpdate().then(() => current && setDrawn(drawnKey));
    return () => {
      current = false;
    };
  }, [options, drawnKey]);
  const exportPng = () => void chart.current?.download({ fileName: fileName(label), fileFormat: 'image/png' });
  return (
    <figure className="rp-chart" aria-label={label} data-drawn-key={drawn ?? undefined}>
      <div className="rp-chart__tools">
        <button type="button" className="mc-btn mc-btn--small" onClick={exportPng} aria-label={`Export PNG of ${label}`}>
          Export PNG
        </button>
      </div>
      <div className="rp-chart__canvas" style={{ height }}>
        <AgCharts ref={chart} options={options} modules={MODULES} style={CHART_STYLE} />
      </div>
    </figure>
  );
}

const fileName = (label: string): string => label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
