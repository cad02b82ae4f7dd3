/**
 * Options of the rejection-reason chart (AG Charts draws on a canvas and cannot read CSS
 * variables, so the theme colours are repeated here from app/theme.css). Bars take the
 * tone of their reason — the same tones as the grid's reason tags — and the axis names each
 * reason in the service's own words, as the list, the grid, the detail and the CSV do (a long
 * one wraps between words; it is never shortened).
 */
import type { AgCartesianChartOptions } from 'ag-charts-community';
import { reasonTone, type ReasonCount, type ReasonTone } from '../../../../shared/domain/viewers/reasons';

const LOOK = {
  dark: { panel: '#141920', text: '#e7eaef', dim: '#98a2b1', grid: '#2b3440' },
  light: { panel: '#ffffff', text: '#141a22', dim: '#4f5b6b', grid: '#d3d9e2' },
} as const;

/**
 * A long reason on two lines, broken at the space nearest its middle (AG Charts draws
 * "\n" as a line break; its own wrapping cut the longest reasons at the canvas edge).
 */
export function twoLines(reason: string): string {
  if (reason.length <= 16) return reason;
  const middle = reason.length / 2;
  let at = -1;
  for (let i = reason.indexOf(' '); i >= 0; i = reason.indexOf(' ', i + 1)) if (at < 0 || Math.abs(i - middle) < Math.abs(at - middle)) at = i;
  return at < 0 ? reason : `${reason.slice(0, at)}\n${reason.slice(at + 1)}`;
}

const TONE_FILL: Record<ReasonTone, string> = { ok: '#2fbf71', failed: '#e8262e', warning: '#f5a524', neutral: '#6f7987' };

export function reasonChartOptions(counts: ReasonCount[], theme: 'dark' | 'light'): AgCartesianChartOptions {
  const look = LOOK[theme];
  return {
    data: counts.map((c) => ({ reason: c.reason, count: c.count })),
    background: { fill: look.panel },
    // Room on the right for the value labels drawn past the longest bar (16 px cut them: "38" for 381).
    padding: { top: 8, right: 48, bottom: 8, left: 8 },
    series: [
      {
        type: 'bar',
        direction: 'horizontal',
        xKey: 'reason',
        yKey: 'count',
        yName: 'Rejected attempts',
        label: { enabled: true, color: look.text, placement: 'outside-end', formatter: ({ value }) => Number(value).toLocaleString('en-US') },
        itemStyler: ({ datum }) => ({ fill: TONE_FILL[reasonTone((datum as { reason: string }).reason)] }),
      },
    ],
    axes: {
      // Up to half the width for the reasons (the default third cut their first words off), wrapped between words.
      x: { type: 'category', position: 'left', maxThicknessRatio: 0.5, label: { color: look.text, formatter: ({ value }) => twoLines(String(value)) }, line: { stroke: look.grid } },
      y: { type: 'number', position: 'bottom', label: { color: look.dim }, gridLine: { style: [{ stroke: look.grid }] } },
    },
    legend: { enabled: false },
  };
}
