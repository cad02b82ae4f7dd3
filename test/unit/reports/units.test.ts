import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../shared/domain/format';
import { byteUnitFor, formatInByteUnit, formatMetric, formatQuantity, formatUsage, usageUnit, usageUnitOf } from '../../../shared/domain/reports/units';

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

describe('usage quantities and their units', () => {
  it('one format: thousands grouped, two fixed decimals', () => {
    expect([122, 441.178, 3753.9, 32070].map(formatQuantity)).toEqual(['122.00', '441.18', '3,753.90', '32,070.00']);
    expect(formatQuantity(Number.NaN)).toBe('—');
  });

  it('names the unit from the usage type: GB for bandwidth and storage (the assumption in service-notes), "as billed" for a type it does not know', () => {
    expect(usageUnit('PHP CPU Hours')).toBe('hours');
    expect(usageUnit('SQL CPU Hours')).toBe('hours');
    expect(usageUnit('Edge Requests')).toBe('requests');
    expect(usageUnit('SQL SELECT')).toBe('queries');
    expect(usageUnit('Edge Bandwidth')).toBe('GB');
    expect(usageUnit('Storage Usage')).toBe('GB');
    expect(usageUnit('SQL Replication Bandwidt')).toBe('GB');
    expect(usageUnit('Transcoding')).toBe('as billed');
    expect(['VideoCDN Bandwidth', 'CDN Requests', 'SQL OTHER', 'Origin CPU Hours', 'Transcoding'].map((k) => usageUnitOf(k).per)).toEqual(['GB', 'request', 'query', 'hour', 'unit billed']);
  });

  it('counts are whole: requests and queries never carry a fraction; other quantities keep two decimals', () => {
    expect(formatUsage('Edge Requests', 43938.53)).toBe('43,939');
    expect(formatUsage('SQL UPDATE', 12)).toBe('12');
    expect(formatUsage('Edge Bandwidth', 441.178)).toBe('441.18');
    expect(formatUsage('PHP CPU Hours', 122)).toBe('122.00');
    expect(formatUsage('CDN Requests', Number.NaN)).toBe('—');
  });
});

describe('byte columns: one unit per column', () => {
  it('picks the largest unit the biggest value reaches, and writes every cell in it', () => {
    expect(byteUnitFor([])).toBe('B');
    expect(byteUnitFor([512, 900])).toBe('B');
    expect(byteUnitFor([0, 36_071_833, 4_000])).toBe('MiB');
    expect(byteUnitFor([185_080_787_782, 1])).toBe('GiB');
    expect(formatInByteUnit(36_071_833, 'MiB')).toBe('34.4');
    expect(formatInByteUnit(4_000, 'MiB')).toBe('0.0');
    expect(formatInByteUnit(1_234_567, 'B')).toBe('1,234,567');
    expect(formatInByteUnit(185_080_787_782, 'GiB')).toBe('172.4');
  });
});
