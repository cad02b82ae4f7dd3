/**
 * Column definitions of the report tables (module constants, so grid state survives
 * re-renders). Cells show formatted values; CSV export writes the raw values, so money
 * stays the server's exact decimal text and bytes stay whole numbers.
 */
import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { CdnHitsRow, ServerDayRow, SqlDay } from '../../../../shared/api/records';
import { formatBytes, formatCount } from '../../../../shared/domain/format';
import { formatMoney } from '../../../../shared/domain/reports/money';
import { formatMetric } from '../../../../shared/domain/reports/units';
import { SQL_METRICS } from '../../../../shared/domain/reports/window-reports';

/** One row of the usage table: a usage type, or the server's Total (usage/rate empty). */
export interface UsageGridRow {
  key: string;
  label: string;
  usage: number | null;
  rate: string | null;
  cost: string;
  estUsage: number | null;
  estCost: string;
}

const money = (p: ValueFormatterParams): string => (typeof p.value === 'string' ? formatMoney(p.value) : '');
const metric = (p: ValueFormatterParams): string => (typeof p.value === 'number' ? formatMetric(p.value) : '');
const count = (p: ValueFormatterParams): string => (typeof p.value === 'number' ? formatCount(p.value) : '');
const bytes = (p: ValueFormatterParams): string => (typeof p.value === 'number' ? formatBytes(p.value) : '');
/** Numbers: right-aligned; CSV gets the raw value (exact money text, whole bytes), not the grouped display. */
// ag-right-aligned-cell again: a cellClass of its own replaces the one the type gives, which left
// the cells left-aligned under right-aligned headers.
const num = { type: 'rightAligned', cellClass: ['num', 'ag-right-aligned-cell'] as string[], useValueFormatterForExport: false } as const;

export const USAGE_COLUMNS: ColDef<UsageGridRow>[] = [
  { field: 'label', headerName: 'Usage type', cellClass: (p) => (p.data?.key === 'Total' ? 'rp-total' : '') },
  { field: 'usage', headerName: 'Usage', valueFormatter: metric, ...num },
  { field: 'rate', headerName: 'Rate', valueFormatter: money, ...num },
  { field: 'cost', headerName: 'Cost', valueFormatter: money, ...num },
  { field: 'estUsage', headerName: 'Estimated usage', valueFormatter: metric, ...num },
  { field: 'estCost', headerName: 'Estimated cost', valueFormatter: money, ...num },
];

export const SQL_COLUMNS: ColDef<SqlDay>[] = [
  { field: 'summary_date', headerName: 'Day' },
  { field: 'sqldb_user', headerName: 'Database user' },
  // Each metric's header names its unit; bytes are shown in binary units (the CSV keeps whole bytes).
  ...SQL_METRICS.map((m): ColDef<SqlDay> => ({ field: m.key, headerName: `${m.label} (${m.abbr})`, headerTooltip: `${m.label} in ${m.unit}`, valueFormatter: m.unit === 'bytes' ? bytes : metric, ...num })),
];

export const CDN_COLUMNS: ColDef<CdnHitsRow>[] = [
  { field: 'date', headerName: 'Day' },
  { field: 'video_backend', headerName: 'Application' },
  { field: 'summary_type', headerName: 'Summary' },
  { field: 'total', headerName: 'Requests', valueFormatter: count, ...num },
];

export const SERVER_COLUMNS: ColDef<ServerDayRow>[] = [
  { field: 'date', headerName: 'Day' },
  { field: 'server', headerName: 'Server' },
  { field: 'bytes_total', headerName: 'Bytes', valueFormatter: bytes, ...num },
  { field: 'requests_total', headerName: 'Requests', valueFormatter: count, ...num },
];
