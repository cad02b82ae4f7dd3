import { describe, expect, it } from 'vitest';
import { limitSeek, pageStep, pagedFailed, pagedInitial, pagedLoaded, pagedStart, resized } from '../../../renderer/src/features/viewers/paged';

const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

describe('paged transitions', () => {
  it('asks one row more than it shows, and knows from it whether a next page exists', () => {
    expect(limitSeek({ params: {}, page: 2, pageSize: 50 })).toEqual({ limit: 51, seek: 100 });
    let s = pagedStart(pagedInitial<number, object>(), { params: {}, page: 0, pageSize: 3 });
    s = pagedLoaded(s, s.seq, rows(4), 't');
    expect(s).toMatchObject({ rows: [0, 1, 2], hasMore: true, shown: { page: 0, pageSize: 3 }, pending: null });
    s = pagedStart(s, pageStep(s, 'next')!);
    s = pagedLoaded(s, s.seq, rows(3, 3), 't');
    expect(s).toMatchObject({ rows: [3, 4, 5], hasMore: false, shown: { page: 1 } });
    expect(pageStep(s, 'next')).toBeNull();
    expect(pageStep(s, 'prev')).toMatchObject({ page: 0 });
  });

  it('a failed page keeps the page on screen and its rows, with the error', () => {
    let s = pagedStart(pagedInitial<number, object>(), { params: {}, page: 0, pageSize: 3 });
    s = pagedLoaded(s, s.seq, rows(4), 't');
    s = pagedStart(s, pageStep(s, 'next')!);
    s = pagedFailed(s, s.seq, { kind: 'timeout', phase: 'response', message: 'no answer in 30 s' });
    expect(s).toMatchObject({ rows: [0, 1, 2], shown: { page: 0 }, pending: null, error: { kind: 'timeout' } });
  });

  it('ignores the answer of a superseded request', () => {
    let s = pagedStart(pagedInitial<number, { app?: string }>(), { params: { app: 'a' }, page: 0, pageSize: 3 });
    const stale = s.seq;
    s = pagedStart(s, { params: { app: 'b' }, page: 0, pageSize: 3 });
    expect(pagedLoaded(s, stale, rows(1), 't')).toBe(s);
    expect(pagedFailed(s, stale, { kind: 'cancelled', message: 'x' })).toBe(s);
    s = pagedLoaded(s, s.seq, rows(2), 't');
    expect(s.shown?.params).toEqual({ app: 'b' });
  });

  it('a new page size keeps the first row in view', () => {
    let s = pagedStart(pagedInitial<number, object>(), { params: {}, page: 4, pageSize: 25 });
    s = pagedLoaded(s, s.seq, rows(26, 100), 't');
    expect(resized(s, 50)).toMatchObject({ page: 2, pageSize: 50 });
    expect(resized(pagedInitial(), 50)).toBeNull();
  });
});
