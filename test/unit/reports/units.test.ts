import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount } from '../../../shared/domain/reports/units';

describe('formatBytes', () => {
  it('uses binary units with one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KiB');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(1.4 * 2 ** 30)).toBe('1.4 GiB');
    expect(formatBytes(185_080_787_782)).toBe('172.4 GiB');
  });

  it('moves up a unit instead of printing 1024.0', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.0 MiB');
  });

  it('keeps the sign and says — for what is not a number', () => {
    expect(formatBytes(-2048)).toBe('-2.0 KiB');
    expect(formatBytes(Number.NaN)).toBe('—');
  });

  it('stops at the largest unit', () => {
    expect(formatBytes(2 ** 70)).toBe('1024.0 EiB');
  });
});

describe('formatCount', () => {
  it('groups thousands and keeps fractions short', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(12.34567)).toBe('12.346');
    expect(formatCount(0)).toBe('0');
  });
});
