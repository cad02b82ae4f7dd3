/**
 * Usage and charges (usage.data) for one month: the server's Total, a bar chart of cost
 * by type, and the table of types. The current UTC month is shown first.
 */
import { useEffect, useMemo } from 'react';
import { monthOfInstant, parseMonth, periodLabel, shiftMonth } from '../../../../shared/domain/reports/period';
import { isUsageEmpty, usageCostBars } from '../../../../shared/domain/reports/usage';
import { useMc } from '../../stores/store';
import { costBarOptions } from './chart/chart-options';
import { ReportTab } from './ReportTab';
import { UsageTotals } from './UsageTotals';
import { UsageTable } from './UsageTable';
import { usePaletteAction } from '../../app/palette/use-palette';
import { useAccountCurrency } from './currency';
import { CurrencyField } from './CurrencyField';

export default function UsageTab() {
  const view = useMc((s) => s.reportsUsage);
  const month = useMc((s) => s.reportsUsageMonth) ?? monthOfInstant(Date.now());
  const loadUsage = useMc((s) => s.loadUsage);
  const theme = useMc((s) => s.theme);
  const currency = useAccountCurrency();
  useEffect(() => {
    // The slice picks the month: the one last asked for, else the current one at this moment.
    if (view.status === 'idle') void loadUsage();
  }, [view.status, loadUsage]);
  const report = view.data;
  const label = report ? periodLabel(report.period) : periodLabel({ kind: 'month', month });
  const options = useMemo(() => (report ? costBarOptions(usageCostBars(report), theme, `Cost by usage type · ${label}`, currency) : null), [report, theme, label, currency]);
  const thisMonth = monthOfInstant(Date.now());

  usePaletteAction({ label: `Reload usage report (${label})`, run: () => void loadUsage(month) });
  return (
    <ReportTab
      view={view}
      what="Usage report"
      controls={
        <>
          <button type="button" className="mc-btn" aria-label="Previous month" onClick={() => void loadUsage(shiftMonth(month, -1))}>
            ‹ Previous month
          </button>
          <label className="mc-field">
            <span className="mc-field__label">Month (UTC)</span>
            <input
              className="mc-input"
              type="month"
              aria-label="Usage month"
              value={month}
              max={thisMonth}
              onChange={(e) => {
                const m = parseMonth(e.target.value);
                if (m) void loadUsage(m);
              }}
            />
          </label>
          <button type="button" className="mc-btn" aria-label="Next month" disabled={month >= thisMonth} onClick={() => void loadUsage(shiftMonth(month, 1))}>
            Next month ›
          </button>
          <button type="button" className="mc-btn" onClick={() => void loadUsage(month)}>
            Reload
          </button>
        </>
      }
      after={<CurrencyField />}
      empty={report && isUsageEmpty(report) ? { title: `No usage recorded for ${label}.`, action: 'Nothing was billed in this month. Pick another month.' } : null}
      shown={
        report && !isUsageEmpty(report) && options
          ? {
              above: <UsageTotals report={report} label={label} currency={currency} month={report.period.kind === 'month' ? report.period.month : month} />,
              chart: { label: `Cost by usage type, ${label}`, options, height: Math.max(200, 22 * report.rows.length + 90) },
              table: <UsageTable report={report} label={label} currency={currency} />,
            }
          : null
      }
    />
  );
}
