import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../shared/domain/format';
import { formatMetric } from '../../../shared/domain/reports/units';

// The reports show server bytes with the shell's formatter; these are the report cases.
describe('bytes in the Servers report', () => {
  it('uses binary units with one decimal', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(1.4 * 2 ** 30)).toBe('1.4 GiB');
    expect(formatBytes(185_080_787_782)).toBe('172.4 GiB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.0 MiB');
  });
});

describe('formatMetric', () => {
  it('groups thousands and keeps fractions to three decimals', () => {
    expect(formatMetric(1_234_567)).toBe('1,234,567');
    expect(formatMetric(12.34567)).toBe('12.346');
    expect(formatMetric(0)).toBe('0');
    expect(formatMetric(Number.NaN)).toBe('—');
  });
});
