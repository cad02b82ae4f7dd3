/**
 * Numbers of the reports that the shell's formatters (shared/domain/format.ts) do not
 * cover: metric values that may carry fractions (SQL CPU seconds, usage quantities),
 * shown with thousands separators and up to three decimals. Bytes use format.ts.
 */

const metricFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** 1234567 → "1,234,567"; 12.34567 → "12.346". */
export function formatMetric(n: number): string {
  if (!Number.isFinite(n)) return '—';
  return metricFormat.format(n);
}
