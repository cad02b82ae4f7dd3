import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { compareDecimals, decimalPlaces, formatAmount, formatMoney, moneyHeader, moneyWords, ratePlaces, subtractDecimals, sumDecimals } from '../../../shared/domain/reports/money';

describe('sumDecimals', () => {
  it('adds money exactly where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
  });

  it('keeps the precision of the most precise input', () => {
    expect(sumDecimals(['1.50', '2'])).toBe('3.50');
    expect(sumDecimals(['0.000001', '12.3'])).toBe('12.300001');
  });

  it('sums many small amounts with many decimals without drift', () => {
    const amounts = Array.from({ length: 10_000 }, () => '0.0000001');
    expect(sumDecimals(amounts)).toBe('0.0010000');
  });

  it('handles large amounts and negatives', () => {
    expect(sumDecimals(['9007199254740993.01', '0.01'])).toBe('9007199254740993.02');
    expect(sumDecimals(['-5.25', '2.00'])).toBe('-3.25');
  });

  it('sums an empty list to 0 and rejects text that is not a decimal', () => {
    expect(sumDecimals([])).toBe('0');
    expect(() => sumDecimals(['1e3'])).toThrow(/not a decimal/);
    expect(() => sumDecimals(['12,50'])).toThrow(/not a decimal/);
  });

  fcTest.prop([fc.array(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), { maxLength: 50 })])(
    'equals the integer sum of cents, written with two decimals',
    (cents) => {
      const texts = cents.map((c) => {
        const abs = Math.abs(c);
        return `${c < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
      });
      const total = cents.reduce((s, c) => s + c, 0);
      const expected = `${total < 0 ? '-' : ''}${Math.floor(Math.abs(total) / 100)}.${String(Math.abs(total) % 100).padStart(2, '0')}`;
      expect(sumDecimals(texts)).toBe(cents.length === 0 ? '0' : expected);
    },
  );
});

describe('other money helpers', () => {
  it('counts decimal places', () => {
    expect(decimalPlaces('12')).toBe(0);
    expect(decimalPlaces('12.3400')).toBe(4);
  });

  it('subtracts and compares exactly', () => {
    expect(subtractDecimals('10.00', '0.1')).toBe('9.90');
    expect(compareDecimals('0.30', '0.3')).toBe(0);
    expect(compareDecimals('0.31', '0.3')).toBe(1);
  });

  it('formats with grouped whole part and the server digits untouched', () => {
    expect(formatMoney('12345.6789')).toBe('12,345.6789');
    expect(formatMoney('0.10')).toBe('0.10');
    expect(formatMoney('-1234567')).toBe('-1,234,567');
  });
});

describe('money as shown', () => {
  it('two decimals, rounded half up, grouped', () => {
    expect(formatAmount('12345.675')).toBe('12,345.68');
    expect(formatAmount('0.1')).toBe('0.10');
    expect(formatAmount('32070')).toBe('32,070.00');
    expect(formatAmount('-1234.005')).toBe('-1,234.01');
  });

  it('a rate column keeps the decimals of its finest rate', () => {
    expect(ratePlaces(['0.10', '0.0075', '0.045'])).toBe(4);
    expect(ratePlaces(['1', '2.5'])).toBe(2);
    expect(formatAmount('0.045', ratePlaces(['0.0075', '0.045']))).toBe('0.0450');
  });

  it('the currency only once the operator set one', () => {
    expect(moneyWords('1234.5', null)).toBe('1,234.50');
    expect(moneyWords('1234.5', 'EUR')).toBe('1,234.50 EUR');
    expect(moneyHeader('Cost', null)).toBe('Cost');
    expect(moneyHeader('Cost', 'USD')).toBe('Cost (USD)');
  });
});
