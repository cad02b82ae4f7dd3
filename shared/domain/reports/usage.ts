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

/**
 * A usage type. A figure the server sent unreadable (a null rate from a PHP service) is
 * null here, its raw value kept under `unreadable` by the row's member name, so the table
 * shows "—" with what came; sums and bars leave it out.
 */
export interface UsageRow {
  /** The key exactly as the server sent it. */
  key: string;
  label: string;
  usage: number | null;
  rate: string | null;
  cost: string | null;
  estUsage: number | null;
  estCost: string | null;
  unreadable?: Record<string, unknown>;
}

/** The decoder's member names → the row's. */
const ROW_MEMBER: Record<string, keyof UsageRow> = { usage: 'usage', rate: 'rate', cost: 'cost', est_usage: 'estUsage', est_cost: 'estCost' };

function rowMarks(marks: Readonly<Record<string, unknown>> | undefined): Pick<UsageRow, 'unreadable'> {
  if (marks === undefined) return {};
  return { unreadable: Object.fromEntries(Object.entries(marks).map(([member, raw]) => [ROW_MEMBER[member] ?? member, raw])) };
}

const readable = (texts: ReadonlyArray<string | null>): string[] => texts.filter((t): t is string => t !== null);

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
    (t): UsageRow => ({
      key: t.type, label: usageTypeLabel(t.type), usage: t.usage ?? null, rate: t.rate ?? null, cost: t.cost ?? null, estUsage: t.est_usage ?? null, estCost: t.est_cost ?? null,
      ...rowMarks(t.unreadable),
    }),
  );
  // A Total with an unreadable figure is no total to compare against: the rows' sums stand in.
  const total = response.data.total;
  const whole = total !== null && (total.subtotal as string | null) !== null && (total.estimated as string | null) !== null;
  return {
    rows,
    total: whole ? { subtotal: total.subtotal, estimated: total.estimated } : null,
    sumCost: sumDecimals(readable(rows.map((r) => r.cost))),
    sumEstCost: sumDecimals(readable(rows.map((r) => r.estCost))),
  };
}

/** An empty month: no usage type present (the Total alone is not usage). */
export function isUsageEmpty(report: UsageReport): boolean {
  return report.rows.length === 0;
}

/** Bars of cost by type, most expensive first; `costText` keeps the exact amount for labels. */
export function usageCostBars(report: UsageReport): Array<{ label: string; cost: number; costText: string }> {
  return report.rows
    .flatMap((r) => (r.cost === null ? [] : [{ label: r.label, cost: chartAmount(r.cost), costText: r.cost }]))
    .sort((a, b) => b.cost - a.cost);
}
