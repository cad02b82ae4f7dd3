/**
 * AG Charts options for the reports, as pure functions of shaped data: a bar chart of
 * cost by usage type, and per-day line charts with one series per name (user,
 * application, server). Formatting of values (money text, bytes, counts) is passed in,
 * so tooltips and axes speak the same units as the tables.
 */
import type { AgCartesianChartOptions } from 'ag-charts-community';
import type { DaySeries } from '../../../../../shared/domain/reports/series';
import { moneyHeader, moneyWords } from '../../../../../shared/domain/reports/money';
import { type ConsoleTheme, chartTheme } from './chart-theme';

export interface CostBar {
  label: string;
  cost: number;
  costText: string;
}

export function costBarOptions(bars: CostBar[], theme: ConsoleTheme, title: string, currency: string | null = null): AgCartesianChartOptions {
  const money = (text: string): string => moneyWords(text, currency);
  // The money labels sit outside the bars' ends: room on the right for the widest one,
  // or the longest bar's label is cut at the chart's edge.
  const widestLabel = Math.max(0, ...bars.map((b) => money(b.costText).length));
  return {
    theme: chartTheme(theme),
    title: { text: title },
    padding: { top: 20, right: 20 + widestLabel * 8, bottom: 20, left: 20 },
    data: bars,
    animation: { enabled: false },
    series: [
      {
        type: 'bar',
        direction: 'horizontal',
        xKey: 'label',
        yKey: 'cost',
        yName: 'Cost',
        label: { enabled: true, placement: 'outside-end', formatter: ({ datum }) => money((datum as CostBar).costText) },
        tooltip: { renderer: ({ datum }) => ({ heading: (datum as CostBar).label, data: [{ label: 'Cost', value: money((datum as CostBar).costText) }] }) },
      },
    ],
    axes: {
      x: { type: 'category', position: 'left' },
      y: { type: 'number', position: 'bottom', title: { text: moneyHeader('Cost', currency) } },
    },
    legend: { enabled: false },
  };
}

export interface DayChartSpec {
  title: string;
  /** Axis title: "Requests", "Bytes", "CPU seconds". */
  unit: string;
  format: (value: number) => string;
  /** The shown unit's size in the data's (1024³ for GiB): the chart is drawn in the shown unit, so
   *  its axis ticks fall on round values of it (200 GiB, not 465.7 GiB = 500,000,000,000 bytes). */
  scale?: number;
}

/** The series' values divided by `scale` (the day column left as it is). */
function inShownUnit(series: DaySeries, scale: number): DaySeries['data'] {
  if (scale === 1) return series.data;
  return series.data.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' && k !== 'day' ? v / scale : v]))) as DaySeries['data'];
}

/** One line per name over the window's days; one name or many. */
export function dayLineOptions(series: DaySeries, spec: DayChartSpec, theme: ConsoleTheme): AgCartesianChartOptions {
  const scale = spec.scale ?? 1;
  return {
    theme: chartTheme(theme),
    title: { text: spec.title },
    data: inShownUnit(series, scale),
    animation: { enabled: false },
    series: series.names.map((name, i) => {
      const key = series.keys[i] ?? name;
      return {
        type: 'line' as const,
        xKey: 'day',
        yKey: key,
        yName: name,
        marker: { size: 4 },
        tooltip: { renderer: ({ datum }: { datum: Record<string, unknown> }) => ({ heading: String(datum.day), data: [{ label: name, value: spec.format(Number(datum[key]) * scale) }] }) },
      };
    }),
    axes: {
      x: { type: 'category', position: 'bottom', label: { formatter: ({ value }) => String(value).slice(5) } },
      y: { type: 'number', position: 'left', title: { text: spec.unit }, label: { formatter: ({ value }) => spec.format(Number(value) * scale) } },
    },
    legend: { enabled: true, position: 'bottom' },
  };
}
