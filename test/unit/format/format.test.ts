import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatDuration,
  formatLocal,
  formatMs,
  formatPlaylistLength,
  formatUtcLabel,
  parseTypedUtc,
  parseUtc,
  toApiUtc,
} from '../../../shared/domain/format';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1,023 B'],
    [1024, '1.0 KiB'],
    [1536, '1.5 KiB'],
    [1.4 * 2 ** 30, '1.4 GiB'],
    [123.44 * 2 ** 30, '123.4 GiB'],
    [1023.96 * 1024, '1.0 MiB'],
    [5 * 2 ** 40, '5.0 TiB'],
    [-2048, '-2.0 KiB'],
  ])('%d bytes reads %s', (n, text) => {
    expect(formatBytes(n)).toBe(text);
  });

  it('says nothing numeric for a value that is not a number', () => {
    expect(formatBytes(Number.NaN)).toBe('—');
  });
});

describe('formatCount', () => {
  it('groups thousands and rounds', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(999.6)).toBe('1,000');
  });
});

describe('formatDuration and formatPlaylistLength', () => {
  it.each([
    [0, '0:00:00'],
    [5, '0:00:05'],
    [3723, '1:02:03'],
    [3723.9, '1:02:03'],
    [100 * 3600, '100:00:00'],
  ])('%d s reads %s', (s, text) => {
    expect(formatDuration(s)).toBe(text);
  });

  it('puts the two special playlist lengths in words', () => {
    expect(formatPlaylistLength(-1)).toBe('to end of file');
    expect(formatPlaylistLength(-2)).toBe('until the live stream ends');
    expect(formatPlaylistLength(90)).toBe('0:01:30');
  });
});

describe('formatMs', () => {
  it('keeps small values in ms and large in seconds, optionally signed', () => {
    expect(formatMs(142.4)).toBe('142 ms');
    expect(formatMs(1234)).toBe('1.2 s');
    expect(formatMs(1234, { signed: true })).toBe('+1.2 s');
    expect(formatMs(-3400, { signed: true })).toBe('-3.4 s');
  });
});

describe('UTC times', () => {
  it('reads the API datetime as UTC and the all-zero value as never', () => {
    expect(parseUtc('2024-03-01 12:30:05')?.toISOString()).toBe('2024-03-01T12:30:05.000Z');
    expect(parseUtc('0000-00-00 00:00:00')).toBeNull();
    expect(parseUtc('')).toBeNull();
    expect(parseUtc('not a time')).toBeNull();
  });

  it('reads ISO text with a zone as given', () => {
    expect(parseUtc('2024-03-01T12:30:05.250+02:00')?.toISOString()).toBe('2024-03-01T10:30:05.250Z');
  });

  it('round-trips the API text and labels the UTC value', () => {
    const d = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(toApiUtc(d)).toBe('2024-01-02 03:04:05');
    expect(formatUtcLabel(d)).toBe('2024-01-02 03:04:05 UTC');
    expect(toApiUtc(parseUtc(toApiUtc(d))!)).toBe('2024-01-02 03:04:05');
  });

  it('shows local wall-clock time in the same layout', () => {
    const d = new Date(2024, 5, 7, 8, 9, 10);
    expect(formatLocal(d)).toBe('2024-06-07 08:09:10');
  });

  it('accepts typed UTC times and refuses impossible dates', () => {
    expect(parseTypedUtc('2024-02-29 23:59')?.toISOString()).toBe('2024-02-29T23:59:00.000Z');
    expect(parseTypedUtc(' 2024-02-28T10:00:30 ')?.toISOString()).toBe('2024-02-28T10:00:30.000Z');
    expect(parseTypedUtc('2023-02-29 10:00')).toBeNull();
    expect(parseTypedUtc('2024-01-01 24:00')).toBeNull();
    expect(parseTypedUtc('tomorrow')).toBeNull();
  });
});
