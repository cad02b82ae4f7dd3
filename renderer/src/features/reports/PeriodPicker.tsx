/**
 * The period of the 30-day reports in the spec's two `starttime` forms: a month, or a
 * day that starts a 30-day window (UTC). The chosen window is spelled out beside it.
 */
import { type ReportPeriod, monthOfInstant, parseDay, parseMonth, windowReportLabel } from '../../../../shared/domain/reports/period';

export function PeriodPicker({ period, onChange }: { period: ReportPeriod; onChange: (p: ReportPeriod) => void }) {
  const setKind = (kind: string) =>
    onChange(kind === 'month' ? { kind: 'month', month: period.kind === 'month' ? period.month : period.start.slice(0, 7) } : { kind: 'window', start: period.kind === 'window' ? period.start : `${period.month}-01` });
  return (
    <div className="rp-period">
      <label className="mc-field">
        <span className="mc-field__label">Period</span>
        <select className="mc-select" aria-label="Period kind" value={period.kind} onChange={(e) => setKind(e.target.value)}>
          <option value="window">30 days from a date</option>
          <option value="month">30 days from a month’s 1st</option>
        </select>
      </label>
      {period.kind === 'month' ? (
        <label className="mc-field">
          <span className="mc-field__label">Month (UTC)</span>
          <input
            className="mc-input"
            type="month"
            aria-label="Report month"
            value={period.month}
            max={monthOfInstant(Date.now())}
            onChange={(e) => {
              const month = parseMonth(e.target.value);
              if (month) onChange({ kind: 'month', month });
            }}
          />
        </label>
      ) : (
        <label className="mc-field">
          <span className="mc-field__label">First day (UTC)</span>
          <input
            className="mc-input"
            type="date"
            aria-label="First day of the 30-day window"
            value={period.start}
            onChange={(e) => {
              const start = parseDay(e.target.value);
              if (start) onChange({ kind: 'window', start });
            }}
          />
        </label>
      )}
      <span className="rp-period__label">{windowReportLabel(period)}</span>
    </div>
  );
}
