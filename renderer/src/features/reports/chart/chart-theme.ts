/**
 * Chart colours per console theme. Values mirror app/theme.css (panel, text, grid lines)
 * because AG Charts draws on a canvas and cannot read CSS variables; the exported PNG
 * therefore looks like the screen. Series colours are chosen to stay apart from the
 * tally colours (red = live, amber = armed), so a chart never reads as an alarm.
 */
import type { AgChartTheme } from 'ag-charts-community';

export type ConsoleTheme = 'dark' | 'light';

const LOOK = {
  dark: { base: 'ag-default-dark', panel: '#141920', text: '#e7eaef', dim: '#98a2b1', grid: '#2b3440' },
  light: { base: 'ag-default', panel: '#ffffff', text: '#141a22', dim: '#4f5b6b', grid: '#d3d9e2' },
} as const;

const SERIES = ['#4c9bff', '#2fbf9f', '#c58cff', '#f0c14b', '#ff8a5c', '#7fd1ff', '#9ccc65', '#f48fb1'];

export function chartTheme(theme: ConsoleTheme): AgChartTheme {
  const look = LOOK[theme];
  return {
    baseTheme: look.base,
    palette: { fills: SERIES, strokes: SERIES },
    params: {
      backgroundColor: look.panel,
      foregroundColor: look.text,
      textColor: look.text,
      subtleTextColor: look.dim,
      fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif',
      fontSize: 12,
      gridLineColor: look.grid,
    },
  } as AgChartTheme;
}
