/**
 * The figures above the usage chart: the server's subtotal and estimate (as sent, exact),
 * and, when they differ, what the rows add up to — summed exactly as decimals. Shown with
 * two decimals and the account's currency once it is set.
 */
import { MONEY_DECIMALS, compareDecimals, decimalPlaces, moneyWords, subtractDecimals } from '../../../../shared/domain/reports/money';
import { estimateCaveat } from '../../../../shared/domain/reports/estimate';
import type { ReactNode } from 'react';
import type { UsageReport } from '../../../../shared/domain/reports/usage';

export function UsageTotals({ report, label, currency, month }: { report: UsageReport; label: string; currency: string | null; month?: string }) {
  const subtotal = report.total?.subtotal ?? report.sumCost;
  const estimated = report.total?.estimated ?? report.sumEstCost;
  const caveat = month === undefined ? null : estimateCaveat(month, Date.now(), subtotal, estimated);
  const difference = report.total === null ? '0' : subtractDecimals(report.total.subtotal, report.sumCost);
  return (
    <dl className="rp-figures" aria-label={`Totals, ${label}`}>
      <div>
        <dt>Subtotal</dt>
        <dd className="num" data-testid="usage-subtotal">{moneyWords(subtotal, currency)}</dd>
      </div>
      <div>
        <dt>Estimated for the month</dt>
        <dd className="num" title={caveat ?? undefined}>{moneyWords(estimated, currency)}{caveat ? ' *' : ''}</dd>
      </div>
      <div>
        <dt>Usage types</dt>
        <dd className="num">{report.rows.length}</dd>
      </div>
      {caveat ? <Note>* {caveat}</Note> : null}
      {/* A note is a term and its description too (a <dl> holds only those): "Note", read out, not shown. */}
      {report.total === null ? <Note>The server sent no Total; these are the exact sums of the rows.</Note> : null}
      {report.total !== null && compareDecimals(report.sumCost, report.total.subtotal) !== 0 ? (
        <Note>
          The rows add up to {moneyWords(report.sumCost, currency, exact(report.sumCost))}; the server&apos;s subtotal differs by {moneyWords(difference, currency, exact(difference))}.
        </Note>
      ) : null}
    </dl>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <div>
      <dt className="visually-hidden">Note</dt>
      <dd className="rp-figures__note">{children}</dd>
    </div>
  );
}

/** A difference of less than a cent is shown to its own last digit, never as "0.00". */
const exact = (text: string): number => Math.max(MONEY_DECIMALS, decimalPlaces(text.trim()));
