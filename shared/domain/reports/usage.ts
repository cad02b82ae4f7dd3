/**
 * usage.data shaped for the Usage report: one row per usage type present, the server's
 * `Total`, and the exact sum of the types' costs (to show beside the server's subtotal).
 * Keys stay exact (they are what the server sent); only the label is corrected.
 */
import type { CommandResponse } from '../../api/catalog';
import { chartAmount, sumDecimals } from './money';

/** The server's spelling of one key (spec: "spelled so") and what we show instead. */
const LABELS: Readonly<Record<string, string>> = {
  'SQL Replication Bandwidt': 'SQL Replication Bandwidth',
};

/** The label shown for a usage-type key; the key itself is never changed. */
export function usageTypeLabel(key: string): string {
  return LABELS[key] ?? key;
}

export interface UsageRow {
  /** The key exactly as the server sent it. */
  key: string;
  label: string;
  usage: number;
  rate: string;
  cost: string;
  estUsage: number;
  estCost: string;
}

export interface UsageReport {
  rows: UsageRow[];
  /** The server's `Total`, or null when it sent none. */
  total: { subtotal: string; estimated: string } | null;
  /** Exact sums of the rows' cost and estimated cost. */
  sumCost: string;
  sumEstCost: string;
}

export function shapeUsage(response: CommandResponse<'usage.data'>): UsageReport {
  const rows = response.data.types.map(
    (t): UsageRow => ({ key: t.type, label: usageTypeLabel(t.type), usage: t.usage, rate: t.rate, cost: t.cost, estUsage: t.est_usage, estCost: t.est_cost }),
  );
  return {
    rows,
    total: response.data.total === null ? null : { subtotal: response.data.total.subtotal, estimated: response.data.total.estimated },
    sumCost: sumDecimals(rows.map((r) => r.cost)),
    sumEstCost: sumDecimals(rows.map((r) => r.estCost)),
  };
}

/** An empty month: no usage type present (the Total alone is not usage). */
export function isUsageEmpty(report: UsageReport): boolean {
  return report.rows.length === 0;
}

/** Bars of cost by type, most expensive first; `costText` keeps the exact amount for labels. */
export function usageCostBars(report: UsageReport): Array<{ label: string; cost: number; costText: string }> {
  return report.rows
    .map((r) => ({ label: r.label, cost: chartAmount(r.cost), costText: r.cost }))
    .sort((a, b) => b.cost - a.cost);
}
