import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { CDN_COLUMNS, serverColumns, sqlColumns } from '../../../renderer/src/features/reports/columns';
import { byteUnitFor } from '../../../shared/domain/reports/units';
import { cdnSummaryWords } from '../../../shared/domain/reports/window-reports';

const shown = <R>(col: ColDef<R> | undefined, value: unknown): string => {
  const format = col?.valueFormatter;
  return typeof format === 'function' ? format({ value } as ValueFormatterParams<R>) : String(value);
};
const byField = <R>(cols: ColDef<R>[], field: string) => cols.find((c) => c.field === field);

describe('report columns: the unit in the header, one format in the cells', () => {
  it('Database: the binlog column in one byte unit, named in its header (not "Binlog (B)" holding "34.4 MiB")', () => {
    const binlogs = [36_071_833, 512, 12_000_000];
    const col = byField(sqlColumns(byteUnitFor(binlogs)), 'binlog_total');
    expect(col?.headerName).toBe('Binlog (MiB)');
    expect(binlogs.map((b) => shown(col, b))).toEqual(['34.4', '0.0', '11.4']);
    expect(col?.useValueFormatterForExport).toBe(false); // the CSV keeps whole bytes, and says so
    const header = col?.headerValueGetter as (p: { location: string }) => string;
    expect([header({ location: 'csv' }), header({ location: 'header' })]).toEqual(['Binlog (B)', 'Binlog (MiB)']);
  });

  it('Database: CPU seconds with the same three decimals on every row, queries as whole counts', () => {
    const cols = sqlColumns('MiB');
    expect([3140.92, 2691.781].map((n) => shown(byField(cols, 'cputime_total'), n))).toEqual(['3,140.920', '2,691.781']);
    expect(shown(byField(cols, 'select_total'), 846211)).toBe('846,211');
  });

  it('Servers: bytes in one unit per column', () => {
    const col = byField(serverColumns(byteUnitFor([185_080_787_782, 2_000_000_000])), 'bytes_total');
    expect(col?.headerName).toBe('Bytes (GiB)');
    expect(shown(col, 2_000_000_000)).toBe('1.9');
  });

  it('CDN hits: the summary as the CDN it names, in words', () => {
    const col = byField(CDN_COLUMNS, 'summary_type');
    expect(col?.headerName).toBe('CDN');
    expect(shown(col, '1 VideoCDN')).toBe('VideoCDN number 1');
    expect(cdnSummaryWords('12 VideoCDN')).toBe('VideoCDN number 12');
    expect(cdnSummaryWords('edge pool')).toBe('edge pool');
  });
});
