import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UsageReport } from '../../../shared/domain/reports/usage';
import { UsageTotals } from '../../../renderer/src/features/reports/UsageTotals';

const base: UsageReport = { rows: [], total: { subtotal: '1.05', estimated: '2.10' }, sumCost: '1.05', sumEstCost: '2.10' };

describe('UsageTotals', () => {
  it("shows the server's subtotal and estimate as money: two decimals, no currency until one is set", () => {
    render(<UsageTotals report={{ ...base, total: { subtotal: '12345.6750', estimated: '20000.1' } }} label="October 2026" currency={null} />);
    expect(screen.getByTestId('usage-subtotal').textContent).toBe('12,345.68');
    expect(screen.getByText('20,000.10')).toBeTruthy();
  });

  it("shows the account's currency with every amount once it is set", () => {
    render(<UsageTotals report={{ ...base, sumCost: '1.04' }} label="October 2026" currency="EUR" />);
    expect(screen.getByTestId('usage-subtotal').textContent).toBe('1.05 EUR');
    expect(screen.getByText('2.10 EUR')).toBeTruthy();
    expect(screen.getByText(/The rows add up to 1\.04 EUR; the server's subtotal differs by 0\.01 EUR\./)).toBeTruthy();
  });

  it('says what the rows add up to when that differs, by the exact difference', () => {
    render(<UsageTotals report={{ ...base, sumCost: '1.04' }} label="October 2026" currency={null} />);
    expect(screen.getByText(/The rows add up to 1\.04; the server's subtotal differs by 0\.01\./)).toBeTruthy();
  });

  it('falls back to the exact row sums when the server sent no Total', () => {
    render(<UsageTotals report={{ ...base, total: null, sumCost: '0.30' }} label="October 2026" currency={null} />);
    expect(screen.getByTestId('usage-subtotal').textContent).toBe('0.30');
    expect(screen.getByText(/The server sent no Total/)).toBeTruthy();
  });
});
