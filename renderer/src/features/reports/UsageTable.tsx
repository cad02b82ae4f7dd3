/**
 * The usage table: one row per usage type, and the server's Total pinned under them, so
 * sorting never moves it and the filter never hides it (CSV export still writes it).
 */
import { useMemo } from 'react';
import type { UsageReport } from '../../../../shared/domain/reports/usage';
import { DataGrid } from '../../components/DataGrid';
import { ratePlaces } from '../../../../shared/domain/reports/money';
import { usageUnit } from '../../../../shared/domain/reports/units';
import { type UsageGridRow, usageColumns } from './columns';
import { usePinnedBottom } from './use-pinned-bottom';

export function UsageTable({ report, label, currency }: { report: UsageReport; label: string; currency: string | null }) {
  const rows = useMemo(() => gridRows(report), [report]);
  const places = useMemo(() => ratePlaces(report.rows.map((r) => r.rate)), [report]);
  const columns = useMemo(() => usageColumns(currency, places), [currency, places]);
  const total = useMemo(() => [totalRow(report)], [report]);
  const pinTotal = usePinnedBottom(total);
  // Keyed by the currency: new headers are new columns, and a fresh grid sizes them to their words.
  return <DataGrid<UsageGridRow> key={currency ?? ''} label={`Usage and charges, ${label}`} rows={rows} columns={columns} getRowId={usageRowId} onReady={pinTotal} fitRows />;
}

function gridRows(report: UsageReport): UsageGridRow[] {
  return report.rows.map((r) => ({ ...r, unit: usageUnit(r.key) }));
}

/** The server's Total, or the exact sum of the rows when it sent none. */
function totalRow(report: UsageReport): UsageGridRow {
  const total = report.total ?? { subtotal: report.sumCost, estimated: report.sumEstCost };
  return { key: 'Total', label: 'Total', unit: null, usage: null, rate: null, cost: total.subtotal, estUsage: null, estCost: total.estimated };
}

const usageRowId = (r: UsageGridRow): string => r.key;
