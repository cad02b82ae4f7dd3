/** The month estimate early in the month: day 1's ×30 comes with its caveat; a week in, or a past month, none. */
import { describe, expect, it } from 'vitest';
import { estimateCaveat } from '../../../shared/domain/reports/estimate';

describe('month estimate caveat', () => {
  it('says the estimate is projected from few days, with how many times the subtotal it is', () => {
    expect(estimateCaveat('2026-12', Date.UTC(2026, 11, 1, 9), '10.00', '390.00')).toBe('Projected from 1 day of 31 (×39 the subtotal so far): early in the month it can be far off.');
    expect(estimateCaveat('2026-11', Date.UTC(2026, 10, 3), '0', '0')).toBe('Projected from 3 days of 30: early in the month it can be far off.');
  });

  it('has none a week in, nor for a past month', () => {
    expect(estimateCaveat('2026-12', Date.UTC(2026, 11, 8), '10', '40')).toBeNull();
    expect(estimateCaveat('2026-11', Date.UTC(2026, 11, 1), '10', '390')).toBeNull();
  });
});
