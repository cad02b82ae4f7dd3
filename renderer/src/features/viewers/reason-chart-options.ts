/**
 * Options of the rejection-reason chart (AG Charts draws on a canvas and cannot read CSS
 * variables, so the theme colours are repeated here from app/theme.css). Bars take the
 * tone of their reason — the same tones as the grid's reason tags.
 */
import type { AgCartesianChartOptions } from 'ag-charts-community';
import { reasonTone, type ReasonCount, type ReasonTone } from '../../../../shared/domain/viewers/reasons';

const LOOK = {
  dark: { panel: '#141920', text: '#e7eaef', dim: '#98a2b1', grid: '#2b3440' },
  light: { panel: '#ffffff', text: '#141a22', dim: '#4f5b6b', grid: '#d3d9e2' },
} as const;

/** Short axis words (the list beside the chart has the server's full texts). */
const SHORT: Record<string, string> = {
  'Invalid Auth Token': 'Auth token',
  'Expiration date surpassed': 'Expired',
  'Wrong Application': 'Wrong app',
  'Exceeded max views': 'Max views',
  'Invalid IP Address': 'IP address',
  'Not authorized for that video': 'Wrong video',
};

export const shortReason = (reason: string): string => SHORT[reason] ?? (reason.length > 18 ? `${reason.slice(0, 17)}…` : reason);

const TONE_FILL: Record<ReasonTone, string> = { ok: '#2fbf71', failed: '#e8262e', warning: '#f5a524', neutral: '#6f7987' };

export function reasonChartOptions(counts: ReasonCount[], theme: 'dark' | 'light'): AgCartesianChartOptions {
  const look = LOOK[theme];
  return {
    data: counts.map((c) => ({ reason: c.reason, label: shortReason(c.reason), count: c.count })),
    background: { fill: look.panel },
    // Room on the right for the value labels drawn past the longest bar (16 px cut them: "38" for 381).
    padding: { top: 8, right: 48, bottom: 8, left: 8 },
    series: [
      {
        type: 'bar',
        direction: 'horizontal',
        xKey: 'label',
        yKey: 'count',
        yName: 'Rejected attempts',
        label: { enabled: true, color: look.text, placement: 'outside-end', formatter: ({ value }) => Number(value).toLocaleString('en-US') },
        itemStyler: ({ datum }) => ({ fill: TONE_FILL[reasonTone((datum as { reason: string }).reason)] }),
      },
    ],
    axes: {
      x: { type: 'category', position: 'left', label: { color: look.text }, line: { stroke: look.grid } },
      y: { type: 'number', position: 'bottom', label: { color: look.dim }, gridLine: { style: [{ stroke: look.grid }] } },
    },
    legend: { enabled: false },
  };
}
