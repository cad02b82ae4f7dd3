/**
 * The figures above the usage chart: the server's subtotal and estimate (as sent, exact),
 * and, when they differ, what the rows add up to — summed exactly as decimals.
 */
import { compareDecimals, formatMoney, subtractDecimals } from '../../../../shared/domain/reports/money';
import type { UsageReport } from '../../../../shared/domain/reports/usage';

export function UsageTotals({ report, label }: { report: UsageReport; label: string }) {
  const subtotal = report.total?.subtotal ?? report.sumCost;
  const estimated = report.total?.estimated ?? report.sumEstCost;
  return (
    <dl className="rp-figures" aria-label={`Totals, ${label}`}>
      <div>
        <dt>Subtotal</dt>
        <dd className="num" data-testid="usage-subtotal">{formatMoney(subtotal)}</dd>
      </div>
      <div>
        <dt>Estimated for the month</dt>
        <dd className="num">{formatMoney(estimated)}</dd>
      </div>
      <div>
        <dt>Usage types</dt>
        <dd className="num">{report.rows.length}</dd>
      </div>
      {report.total === null ? <p className="rp-figures__note">The server sent no Total; these are the exact sums of the rows.</p> : null}
      {report.total !== null && compareDecimals(report.sumCost, report.total.subtotal) !== 0 ? (
        <p className="rp-figures__note">
          The rows add up to {formatMoney(report.sumCost)}; the server&apos;s subtotal differs by {formatMoney(subtractDecimals(report.total.subtotal, report.sumCost))}.
        </p>
      ) : null}
    </dl>
  );
}
