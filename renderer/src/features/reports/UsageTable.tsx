/**
 * The usage table: one row per usage type, and the server's Total pinned under them, so
 * sorting never moves it and the filter never hides it (CSV export still writes it).
 */
import { useMemo } from 'react';
import type { UsageReport } from '../../../../shared/domain/reports/usage';
import { DataGrid } from '../../components/DataGrid';
import { USAGE_COLUMNS, type UsageGridRow } from './columns';
import { usePinnedBottom } from './use-pinned-bottom';

export function UsageTable({ report, label }: { report: UsageReport; label: string }) {
  const rows = useMemo(() => gridRows(report), [report]);
  const total = useMemo(() => [totalRow(report)], [report]);
  const pinTotal = usePinnedBottom(total);
  return <DataGrid<UsageGridRow> label={`Usage and charges, ${label}`} rows={rows} columns={USAGE_COLUMNS} getRowId={usageRowId} onReady={pinTotal} fitRows />;
}

function gridRows(report: UsageReport): UsageGridRow[] {
  return report.rows.map((r) => ({ key: r.key, label: r.label, usage: r.usage, rate: r.rate, cost: r.cost, estUsage: r.estUsage, estCost: r.estCost }));
}

/** The server's Total, or the exact sum of the rows when it sent none. */
function totalRow(report: UsageReport): UsageGridRow {
  const total = report.total ?? { subtotal: report.sumCost, estimated: report.sumEstCost };
  return { key: 'Total', label: 'Total', usage: null, rate: null, cost: total.subtotal, estUsage: null, estCost: total.estimated };
}

const usageRowId = (r: UsageGridRow): string => r.key;
