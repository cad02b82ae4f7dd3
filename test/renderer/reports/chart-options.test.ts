import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../shared/domain/format';
import { pivotByDay } from '../../../shared/domain/reports/series';
import { byteUnitSize, formatInByteUnit } from '../../../shared/domain/reports/units';
import { costBarOptions, dayLineOptions } from '../../../renderer/src/features/reports/chart/chart-options';

describe('chart options', () => {
  it('draws one line per name, keyed safely, named as the server named it', () => {
    const series = pivotByDay(
      [
        { d: '2026-10-01', n: 'edge-fra-1.sandbox.test', v: 2048 },
        { d: '2026-10-01', n: 'origin-1.sandbox.test', v: 1 },
      ],
      { day: (r) => r.d, name: (r) => r.n, value: (r) => r.v },
    );
    const options = dayLineOptions(series, { title: 'Bytes', unit: 'Bytes', format: formatBytes }, 'dark');
    expect(options.series?.map((s) => [s.type, (s as { yKey: string }).yKey, (s as { yName: string }).yName])).toEqual([
      ['line', 's0', 'edge-fra-1.sandbox.test'],
      ['line', 's1', 'origin-1.sandbox.test'],
    ]);
    expect(options.data).toEqual([{ day: '2026-10-01', s0: 2048, s1: 1 }]);
  });

  it('labels cost bars with the exact money text, not the float', () => {
    const options = costBarOptions([{ label: 'Edge Bandwidth', cost: 1234.5, costText: '1234.50' }], 'light', 'Cost');
    const bar = options.series?.[0] as unknown as { label: { formatter: (p: { datum: unknown }) => string } };
    expect(bar.label.formatter({ datum: { label: 'Edge Bandwidth', cost: 1234.5, costText: '1234.50' } })).toBe('1,234.50');
  });

  it('leaves room on the right for the widest money label outside the bars', () => {
    const right = (costs: string[]) => {
      const options = costBarOptions(costs.map((c) => ({ label: c, cost: Number(c), costText: c })), 'dark', 'Cost');
      return (options.padding as { right: number }).right;
    };
    expect(right(['1234567.89'])).toBeGreaterThan(right(['9.50']));
    expect(right(['787.21', '1.25'])).toBe(right(['787.21']));
  });

  it('follows the console theme', () => {
    const dark = costBarOptions([], 'dark', 'x').theme as { baseTheme: string };
    const light = costBarOptions([], 'light', 'x').theme as { baseTheme: string };
    expect([dark.baseTheme, light.baseTheme]).toEqual(['ag-default-dark', 'ag-default']);
  });

  it('draws a byte chart in the unit shown, so its axis ticks are round values of it (not 465.7 GiB)', () => {
    const gib = byteUnitSize('GiB');
    const series = pivotByDay(
      [
        { d: '2026-10-01', n: 'edge', v: 500_000_000_000 },
        { d: '2026-10-02', n: 'edge', v: 1_000_000_000_000 },
      ],
      { day: (r) => r.d, name: (r) => r.n, value: (r) => r.v },
    );
    const format = (n: number) => `${formatInByteUnit(n, 'GiB')} GiB`;
    const options = dayLineOptions(series, { title: 'Bytes', unit: 'Bytes (GiB)', format, scale: gib }, 'dark');
    // The chart's values are GiB: the library's round ticks (200, 400, …) are round GiB.
    expect((options.data as Array<Record<string, unknown>>).map((d) => d.s0)).toEqual([500_000_000_000 / gib, 1_000_000_000_000 / gib]);
    const axis = (options.axes as { y: { label: { formatter: (p: { value: number }) => string } } }).y;
    expect(axis.label.formatter({ value: 400 })).toBe('400.0 GiB');
    // The tooltip still tells the day's own figure.
    const line = (options.series as unknown as Array<{ tooltip: { renderer: (p: { datum: Record<string, unknown> }) => { data: Array<{ value: string }> } } }>)[0]!;
    expect(line.tooltip.renderer({ datum: (options.data as Array<Record<string, unknown>>)[0]! }).data[0]!.value).toBe(format(500_000_000_000));
    // The series itself is left as read.
    expect(series.data[0]!.s0).toBe(500_000_000_000);
  });
});
