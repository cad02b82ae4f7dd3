import { describe, expect, it } from 'vitest';
import { clockText, progressLine, summaryOf } from '../../../electron/core/viewers/export-words';
import type { ExportProgress } from '../../../shared/domain/viewers/export';

const p = (over: Partial<ExportProgress>): ExportProgress => ({
  id: 'cli', command: 'sevu.errorlog', path: '/tmp/a.csv', state: 'running', rows: 12_000, pages: 12, total: 50_000, rowsPerSecond: 8_400.4,
  etaSeconds: 4_523, startedAt: '2026-11-22T03:00:00.000Z', finishedAt: null, message: 'm', error: null, ...over,
});

describe('export words (CLI)', () => {
  it('progress says rows of total, pages, rate and time left', () => {
    expect(progressLine(p({}))).toBe('12,000 of 50,000 rows · 12 pages · 8,400 rows/s · about 1:15:23 left');
    expect(progressLine(p({ total: null, etaSeconds: null }))).toBe('12,000 rows · 12 pages · 8,400 rows/s');
    expect(progressLine(p({ state: 'cancelled', message: 'Cancelled. …' }))).toBe('Cancelled. …');
  });

  it('times read m:ss under an hour', () => {
    expect(clockText(65)).toBe('1:05');
    expect(clockText(3600)).toBe('1:00:00');
  });

  it('the summary is complete only when done, and carries the failure kind', () => {
    const done = summaryOf(p({ state: 'done', complete: true, finishedAt: '2026-11-22T03:00:02.500Z' }));
    expect(summaryOf(p({ state: 'done', complete: false, finishedAt: '2026-11-22T03:00:02.500Z' }))).toMatchObject({ complete: false, rows: 12_000, rows_counted: 50_000 });
    expect(done).toMatchObject({ complete: true, seconds: 2.5, rows_per_second: 8_400, error_kind: null });
    const failed = summaryOf(p({ state: 'failed', finishedAt: '2026-11-22T03:00:01.000Z', error: { kind: 'timeout', phase: 'response', message: 'x' } }));
    expect(failed).toMatchObject({ complete: false, error_kind: 'timeout' });
  });
});
