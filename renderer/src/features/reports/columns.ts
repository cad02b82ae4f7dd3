/**
 * Column definitions of the report tables. Built per report (memoised by the tab, so grid
 * state survives re-renders): a column's unit — the account's currency, a byte column's one
 * unit — is in its header, and every cell of a column has the same format. Cells show
 * formatted values; CSV export writes the raw values, so money stays the server's exact
 * decimal text and bytes stay whole numbers.
 */
import type { ColDef, HeaderValueGetterParams, ValueFormatterParams } from 'ag-grid-community';
import type { CdnHitsRow, ServerDayRow, SqlDay } from '../../../../shared/api/records';
import { formatCount } from '../../../../shared/domain/format';
import { formatAmount, moneyHeader } from '../../../../shared/domain/reports/money';
import type { UsageRow } from '../../../../shared/domain/reports/usage';
import { type ByteUnit, formatFixed, formatInByteUnit, formatUsage, usageUnitOf } from '../../../../shared/domain/reports/units';
import { SQL_METRICS, cdnSummaryWords } from '../../../../shared/domain/reports/window-reports';

/** One row of the usage table: a usage type, or the server's Total (usage/rate empty). */
export type UsageGridRow = UsageRow & {
  /** The quantity's unit in words ("hours", "GB"); null on the Total. */
  unit: string | null;
};

const amount = (places: number) => (p: ValueFormatterParams): string => (typeof p.value === 'string' ? formatAmount(p.value, places) : '');
/** A count is whole (requests, queries), any other quantity has two decimals: by the row's usage type. */
const quantity = (p: ValueFormatterParams<UsageGridRow>): string => (typeof p.value === 'number' && p.data ? formatUsage(p.data.key, p.value) : '');
/** A rate says what it is per: "0.0800 per GB". */
const rate = (places: number) => (p: ValueFormatterParams<UsageGridRow>): string =>
  typeof p.value === 'string' && p.data ? `${formatAmount(p.value, places)} per ${usageUnitOf(p.data.key).per}` : '';
/** CPU seconds: milliseconds, on every row (3,140.920 beside 2,691.781, not 3,140.92). */
const seconds = (p: ValueFormatterParams): string => (typeof p.value === 'number' ? formatFixed(p.value, 3) : '');
const count = (p: ValueFormatterParams): string => (typeof p.value === 'number' ? formatCount(p.value) : '');
const inUnit = (unit: ByteUnit) => (p: ValueFormatterParams): string => (typeof p.value === 'number' ? formatInByteUnit(p.value, unit) : '');
/** Numbers: right-aligned; CSV gets the raw value (exact money text, whole bytes), not the grouped display. */
// ag-right-aligned-cell again: a cellClass of its own replaces the one the type gives, which left
// the cells left-aligned under right-aligned headers.
const num = { type: 'rightAligned', cellClass: ['num', 'ag-right-aligned-cell'] as string[], useValueFormatterForExport: false } as const;
/** The CSV holds whole bytes (useValueFormatterForExport false): its header says B, the grid's the column's unit. */
const rawBytesInCsv = (shown: string, csv: string) => (p: HeaderValueGetterParams): string => (p.location === 'csv' ? csv : shown);
const MONEY_TIP = 'The API names no currency: set the account\'s currency above the table to show it here.';

/** The usage table: quantities with their unit beside them, money in the account's currency (none until set). */
export function usageColumns(currency: string | null, rateDecimals: number): ColDef<UsageGridRow>[] {
  const tip = currency === null ? MONEY_TIP : undefined;
  return [
    { field: 'label', headerName: 'Usage type', cellClass: (p) => (p.data?.key === 'Total' ? 'rp-total' : '') },
    { field: 'usage', headerName: 'Usage', valueFormatter: quantity, ...num },
    { field: 'unit', headerName: 'Unit', headerTooltip: 'The unit of the usage figures (the service names none: bandwidth and storage are taken to be GB)' },
    { field: 'rate', headerName: moneyHeader('Rate', currency), headerTooltip: tip ?? `${currency} per unit of usage`, valueFormatter: rate(rateDecimals), ...num },
    { field: 'cost', headerName: moneyHeader('Cost', currency), headerTooltip: tip, valueFormatter: amount(2), ...num },
    { field: 'estUsage', headerName: 'Estimated usage', valueFormatter: quantity, ...num },
    { field: 'estCost', headerName: moneyHeader('Estimated cost', currency), headerTooltip: tip, valueFormatter: amount(2), ...num },
  ];
}

/** The database table: each metric's unit in its header; the byte column in one unit for all its cells. */
export function sqlColumns(bytesIn: ByteUnit): ColDef<SqlDay>[] {
  return [
    { field: 'summary_date', headerName: 'Day' },
    { field: 'sqldb_user', headerName: 'Database user' },
    ...SQL_METRICS.map(
      (m): ColDef<SqlDay> =>
        m.unit === 'bytes'
          ? { field: m.key, headerName: `${m.label} (${bytesIn})`, headerValueGetter: rawBytesInCsv(`${m.label} (${bytesIn})`, `${m.label} (B)`), headerTooltip: `${m.label} in ${bytesIn} (the CSV keeps whole bytes)`, valueFormatter: inUnit(bytesIn), ...num }
          : { field: m.key, headerName: `${m.label} (${m.abbr})`, headerTooltip: `${m.label} in ${m.unit}`, valueFormatter: m.unit === 'seconds' ? seconds : count, ...num },
    ),
  ];
}

export const CDN_COLUMNS: ColDef<CdnHitsRow>[] = [
  { field: 'date', headerName: 'Day' },
  { field: 'video_backend', headerName: 'Application' },
  // The service's "1 VideoCDN" said as the CDN it names; the CSV keeps the service's text.
  { field: 'summary_type', headerName: 'CDN', valueFormatter: (p) => (typeof p.value === 'string' ? cdnSummaryWords(p.value) : ''), useValueFormatterForExport: false },
  { field: 'total', headerName: 'Requests', valueFormatter: count, ...num },
];

/** The servers table: bytes in one unit for the whole column, named in its header. */
export function serverColumns(bytesIn: ByteUnit): ColDef<ServerDayRow>[] {
  return [
    { field: 'date', headerName: 'Day' },
    { field: 'server', headerName: 'Server' },
    { field: 'bytes_total', headerName: `Bytes (${bytesIn})`, headerValueGetter: rawBytesInCsv(`Bytes (${bytesIn})`, 'Bytes (B)'), headerTooltip: `Bytes in ${bytesIn} (the CSV keeps whole bytes)`, valueFormatter: inUnit(bytesIn), ...num },
    { field: 'requests_total', headerName: 'Requests', valueFormatter: count, ...num },
  ];
}
