import { describe, expect, it } from 'vitest';
import { asksCurrency } from '../../../renderer/src/features/reports/currency';

describe('the currency question', () => {
  it('is asked while the account has no currency and it was not skipped for that account', () => {
    expect(asksCurrency(null, 'p1', {})).toBe(true);
    expect(asksCurrency('EUR', 'p1', {})).toBe(false);
    expect(asksCurrency(null, 'p1', { p1: true })).toBe(false);
    expect(asksCurrency(null, 'p2', { p1: true })).toBe(true);
    expect(asksCurrency(null, null, {})).toBe(false);
  });
});
